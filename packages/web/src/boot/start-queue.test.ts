import { describe, expect, it } from 'vitest';
import { HIDDEN_TAB_START_MS, TASK_MS, afterFirstPaint, bootJobs, runInTasks, type Job } from './start-queue';

/** A clock that moves `step` ms at each reading, and the tasks `later` left, run by the test. */
function tasks(step: number) {
  let clock = 0;
  const queued: (() => void)[] = [];
  return { timer: { now: () => (clock += step), later: (run: () => void) => void queued.push(run) }, next: () => queued.shift()?.(), get queued() { return queued.length; } };
}

describe('runInTasks', () => {
  it(`runs jobs in order, as many as fit in ${TASK_MS} ms a task, the rest in later tasks`, () => {
    const done: number[] = [];
    const jobs: Job[] = [1, 2, 3, 4, 5].map((n) => () => void done.push(n));
    const queue = tasks(TASK_MS / 2);
    runInTasks(jobs, queue.timer);
    expect(done).toEqual([1, 2]);
    queue.next();
    expect(done).toEqual([1, 2, 3, 4]);
    queue.next();
    expect(done).toEqual([1, 2, 3, 4, 5]);
    expect(queue.queued).toBe(0);
  });

  it('runs at least one job a task, even a slow one, and nothing without jobs', () => {
    const done: number[] = [];
    const queue = tasks(TASK_MS * 10);
    runInTasks([() => void done.push(1), () => void done.push(2)], queue.timer);
    expect(done).toEqual([1]);
    queue.next();
    expect(done).toEqual([1, 2]);
    runInTasks([], queue.timer);
    expect(queue.queued).toBe(0);
  });
});

describe('afterFirstPaint', () => {
  const signals = (readyState: DocumentReadyState) => {
    const frames: (() => void)[] = [];
    const timers: { run: () => void; ms: number }[] = [];
    const loaded: (() => void)[] = [];
    const document = { readyState, addEventListener: (_event: string, listener: () => void) => void loaded.push(listener) } as unknown as Pick<Document, 'readyState' | 'addEventListener'>;
    return { page: { document, requestAnimationFrame: (run: () => void) => frames.push(run), setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }) }, frames, timers, loaded };
  };

  it('starts in the task after the first animation frame (after the paint), once', () => {
    const { page, frames, timers } = signals('interactive');
    let starts = 0;
    afterFirstPaint(() => (starts += 1), page);
    expect(starts).toBe(0);
    frames.splice(0).forEach((run) => run());
    expect(starts).toBe(0);
    timers.filter((timer) => timer.ms === 0).forEach((timer) => timer.run());
    expect(starts).toBe(1);
    timers.filter((timer) => timer.ms === HIDDEN_TAB_START_MS).forEach((timer) => timer.run());
    expect(starts).toBe(1);
  });

  it('starts by a timer in a hidden tab (no animation frame), and not before the document is parsed', () => {
    const { page, timers, loaded } = signals('loading');
    let starts = 0;
    afterFirstPaint(() => (starts += 1), page);
    timers.forEach((timer) => timer.run());
    expect(starts).toBe(0);
    (page.document as { readyState: DocumentReadyState }).readyState = 'interactive';
    loaded.forEach((run) => run());
    expect(starts).toBe(1);
  });
});

describe('bootJobs', () => {
  it("queues React's chunk as a script, the other preloads, the page's chunks, the entry, then the reads", () => {
    const steps: string[] = [];
    const jobs = bootJobs(
      { entry: '/a/index.js', preload: ['/a/react.js', '/a/app.js'], first: ['/a/react.js'] },
      { preload: (file) => steps.push(`preload ${file}`), script: (file) => steps.push(`script ${file}`), reads: [() => void steps.push('read /users/me')], pageFiles: ['/a/en.js', '/a/auth.js'] },
    );
    jobs.forEach((job) => job());
    expect(steps).toEqual(['script /a/react.js', 'preload /a/app.js', 'preload /a/en.js', 'preload /a/auth.js', 'script /a/index.js', 'read /users/me']);
  });
});
