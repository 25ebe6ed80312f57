// Starting the app as a queue of small jobs, after the shell's first paint (docs/decisions/0011): on a slow phone,
// evaluating the app's modules would otherwise hold the shell's first paint back, and sending every request in one
// task blocked the page for 50 to 100 ms (1 to 3 ms a request on a 2-core machine, four times that on a slow phone).
import type { ShellBoot } from './shell-data';

export type Job = () => void;

/** How long one task of the queue runs jobs before it leaves the rest to the next task. */
export const TASK_MS = 4;

export interface TaskTimer {
  readonly now: () => number;
  /** Runs `run` in a later task. */
  readonly later: (run: () => void) => void;
}

/** Runs the jobs in order, TASK_MS of them a task (at least one), the rest in later tasks. */
export function runInTasks(jobs: Job[], timer: TaskTimer): void {
  const run = (): void => {
    const start = timer.now();
    for (let job = jobs.shift(); job !== undefined; job = jobs.shift()) {
      job();
      if (jobs.length === 0 || timer.now() - start >= TASK_MS) break;
    }
    if (jobs.length > 0) timer.later(run);
  };
  run();
}

export interface PaintSignals {
  readonly document: Pick<Document, 'readyState' | 'addEventListener'>;
  readonly requestAnimationFrame: (run: () => void) => unknown;
  readonly setTimeout: (run: () => void, ms: number) => unknown;
}

/** A hidden tab runs no animation frames: it starts this long after the script instead. */
export const HIDDEN_TAB_START_MS = 500;

/**
 * Calls `start` once, after the shell's first paint (the task after the first animation frame; in a hidden tab after
 * HIDDEN_TAB_START_MS) and not before the document is parsed (the app mounts into #root).
 */
export function afterFirstPaint(start: () => void, page: PaintSignals): void {
  let started = false;
  const startOnce = (): void => {
    if (started) return;
    if (page.document.readyState === 'loading') {
      page.document.addEventListener('DOMContentLoaded', startOnce);
      return;
    }
    started = true;
    start();
  };
  page.requestAnimationFrame(() => page.setTimeout(startOnce, 0));
  page.setTimeout(startOnce, HIDDEN_TAB_START_MS);
}

export interface BootSteps {
  /** Adds a chunk as a `modulepreload` link. */
  readonly preload: (file: string) => void;
  /** Adds a chunk as a module script of its own (evaluated in a task of its own). */
  readonly script: (file: string) => void;
  /** The page's first reads, each a job that sends one request. */
  readonly reads: readonly Job[];
  /** The page's own chunks. */
  readonly pageFiles: readonly string[];
}

/**
 * The queue: the chunks every page needs, React's first as a script of its own (`boot.first`); the page's own chunks,
 * each after the chunks it imports; the entry script; then the reads (they need nothing of the app's code). Every
 * chunk the page needs is asked for in the queue's first tasks, before a response comes in and its module runs: a
 * chunk asked for later starts only after the scripts that ran before it arrived (on the dashboard, the signed-in
 * code started 300 ms later on a slow connection, and its page painted that much later).
 */
export function bootJobs(boot: ShellBoot, steps: BootSteps): Job[] {
  const first = boot.first ?? [];
  return [
    ...first.map((file) => () => steps.script(file)),
    ...boot.preload.filter((file) => !first.includes(file)).map((file) => () => steps.preload(file)),
    ...steps.pageFiles.map((file) => () => steps.preload(file)),
    () => steps.script(boot.entry),
    ...steps.reads,
  ];
}

/** Adds a module script for a chunk. */
export const moduleScripts =
  (doc: Document) =>
  (file: string): void => {
    const script = doc.createElement('script');
    script.type = 'module';
    script.src = file;
    doc.head.appendChild(script);
  };
