// What runs inside a page load's long main-thread tasks, from a Lighthouse trace that `--diagnose` kept:
// each task of 10 ms or more (observed, unthrottled: Lighthouse's simulation multiplies it by 4, by 2 for
// layout), with its parts (scripts evaluated, timers, events, style, layout, GC) and, where the trace has V8's
// samples, its costliest functions. `node trace-tasks.mjs [--brief] bench-results/lighthouse/documents-1.trace.json`
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

const MIN_TASK_MS = 10;

function mainThreadOf(events) {
  const names = events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  // The renderer with the most top-level work is the page's (about:blank and the seeding page are lighter).
  let best = null;
  for (const name of names) {
    const work = events.filter((event) => event.pid === name.pid && event.tid === name.tid && event.name === 'RunTask').reduce((sum, event) => sum + (event.dur ?? 0), 0);
    if (best === null || work > best.work) best = { pid: name.pid, tid: name.tid, work };
  }
  return best;
}

/** A sampled frame's original function and file, through the build's source maps (the `app` folder beside the trace). */
function frameNamer(buildDir) {
  const maps = new Map();
  return (frame) => {
    const file = frame.url ? join(buildDir, new URL(frame.url, 'http://x/').pathname) : null;
    if (buildDir === null || file === null || !existsSync(`${file}.map`)) return null;
    if (!maps.has(file)) maps.set(file, new TraceMap(readFileSync(`${file}.map`, 'utf8')));
    const position = originalPositionFor(maps.get(file), { line: (frame.lineNumber ?? 0) + 1, column: frame.columnNumber ?? 0 });
    if (position.source === null) return null;
    const source = position.source.replace(/.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '').replace(/^(?:\.\.\/)+/, '');
    return `${position.name ?? frame.functionName ?? '?'} ${source}:${position.line}`;
  };
}

const shortUrl = (url) => (url ? String(url).split('/').pop().slice(0, 40) : '');

function labelOf(event) {
  const data = event.args?.data ?? {};
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
    case 'v8.evaluateModule':
      return `${event.name} ${shortUrl(data.url ?? event.args?.fileName)}`;
    case 'FunctionCall':
      return `FunctionCall ${data.functionName || '(anonymous)'} ${shortUrl(data.url)}`;
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'EventDispatch':
      return `${event.name} ${data.type ?? ''}`.trim();
    default:
      return event.name;
  }
}

/** V8's samples (ProfileChunk events) as [time µs, node] pairs with the node table. */
function samplesOf(events, pid) {
  const nodes = new Map();
  const samples = [];
  let time = null;
  for (const event of events) {
    if (event.pid !== pid || event.name !== 'ProfileChunk') continue;
    const chunk = event.args?.data?.cpuProfile;
    for (const node of chunk?.nodes ?? []) nodes.set(node.id, node);
    const deltas = event.args?.data?.timeDeltas ?? [];
    (chunk?.samples ?? []).forEach((id, index) => {
      if (time === null) {
        const profile = events.find((candidate) => candidate.pid === pid && candidate.name === 'Profile' && candidate.id === event.id);
        time = profile?.args?.data?.startTime ?? event.ts;
      }
      time += deltas[index] ?? 0;
      samples.push([time, id]);
    });
  }
  return { nodes, samples };
}

export function analyse(trace, buildDir = null, { brief = false } = {}) {
  const nameOf = frameNamer(buildDir);
  const events = trace.traceEvents ?? trace;
  const main = mainThreadOf(events);
  if (main === null) throw new Error('no renderer main thread in the trace');
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X');
  const navigation = events.find((event) => event.name === 'navigationStart' && event.pid === main.pid && event.args?.data?.isLoadingMainFrame && event.args?.data?.documentLoaderURL?.startsWith('http') && !event.args.data.documentLoaderURL.includes('__bench'));
  const zero = navigation?.ts ?? Math.min(...onMain.map((event) => event.ts));
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.ts >= zero && event.dur >= MIN_TASK_MS * 1000);
  const { nodes, samples } = samplesOf(events, main.pid);
  const lines = [];
  let sum = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur;
    const parts = new Map();
    for (const event of onMain) {
      if (event.ts < task.ts || event.ts + (event.dur ?? 0) > end || event === task || event.name === 'RunTask') continue;
      const label = labelOf(event);
      parts.set(label, (parts.get(label) ?? 0) + event.dur);
    }
    const ms = task.dur / 1000;
    // Lantern multiplies a task by the CPU slowdown, halved for a task that lays out.
    sum += Math.max(0, ms * (parts.has('Layout') ? 2 : 4) - 50);
    const sorted = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 8);
    const head = `${String(Math.round((task.ts - zero) / 1000)).padStart(6)} ms  ${ms.toFixed(1).padStart(6)} ms (x4 ${Math.round(ms * 4)})`;
    if (brief) {
      const main = sorted.filter(([label]) => !/^(?:v8\.callFunction|V8\.|RunMicrotasks$|TimerFire$|FireAnimationFrame$)/.test(label)).slice(0, 3);
      lines.push(`${head}  ${main.map(([label, dur]) => `${label} ${(dur / 1000).toFixed(1)}`).join(' | ')}`);
      continue;
    }
    lines.push(head);
    for (const [label, dur] of sorted) lines.push(`           ${(dur / 1000).toFixed(1).padStart(6)}  ${label}`);
    if (samples.length > 0) {
      const self = new Map();
      for (const [time, id] of samples) {
        if (time < task.ts || time > end) continue;
        const node = nodes.get(id);
        const frame = node?.callFrame ?? {};
        const key = nameOf(frame) ?? `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}:${frame.lineNumber ?? ''}`;
        self.set(key, (self.get(key) ?? 0) + 1);
      }
      const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 10);
      if (top.length > 0) lines.push(`           samples: ${top.map(([key, count]) => `${key} ×${count}`).join(' | ')}`);
    }
  }
  lines.push(`${tasks.length} tasks of ${MIN_TASK_MS} ms or more; blocking as simulated (x4, x2 with layout): ${Math.round(sum)} ms (the simulation counts only tasks between FCP and TTI)`);
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const brief = process.argv.includes('--brief');
  for (const file of process.argv.slice(2).filter((arg) => arg !== '--brief')) {
    console.log(`== ${file}`);
    const build = join(dirname(file), 'app');
    console.log(analyse(JSON.parse(readFileSync(file, 'utf8')), existsSync(build) ? build : null, { brief }));
  }
}
