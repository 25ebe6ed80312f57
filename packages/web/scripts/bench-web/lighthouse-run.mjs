// One Lighthouse run: a fresh Chromium profile (cold cache, empty storage), the session put in first for a
// signed-in page, then Lighthouse's default mobile preset (simulated slow 4G, 4x CPU), performance only.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
// Lighthouse's own copy of Lantern, whose simulator keeps the timings of its last simulations (for --diagnose).
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { launchForLighthouse, seedSessionOverCdp } from './chromium.mjs';
import { captureLcpSimulations, whatIfReport } from './what-if.mjs';

const FLAGS = {
  output: 'json',
  logLevel: 'error',
  // The performance category's five scored metrics (so its score is the usual one), plus the request list and
  // the LCP element. The category's diagnostics weigh nothing in the score and would double each run's time
  // (coverage, image and CSS gatherers, a back/forward-cache navigation, repeated network simulations).
  onlyAudits: [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
    'network-requests',
    'largest-contentful-paint-element',
  ],
  // The session was just put into localStorage; a reset would sign the page out. The profile is new, so the
  // cache is cold anyway.
  disableStorageReset: true,
  disableFullPageScreenshot: true,
};

/**
 * @param {string} servedDir the built folder the page's origin serves: a script's size is its file's gzip size
 *   (as `bench:size` counts it), not the transfer size, which also counts the response headers (the content
 *   security policy alone is about 1 kB per response)
 * @returns {Promise<{score, fcpMs, lcpMs, tbtMs, cls, jsGzipKb, requests, finalPath, lcpElement, warnings}>}
 */
export async function lighthouseRun(page, session, servedDir, { diagnose = false, whatIf = [] } = {}) {
  const chrome = await launchForLighthouse();
  try {
    if (session !== null) await seedSessionOverCdp(chrome.port, new URL(page.url).origin, session);
    // V8's samples too, for the functions inside each long task (trace-tasks.mjs); they slow the page a little
    // (BENCH_TRACE_SAMPLES=0 leaves them out, for task lengths as the bench measures them).
    const samples = process.env.BENCH_TRACE_SAMPLES === '0' ? {} : { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' };
    const flags = diagnose ? { ...FLAGS, onlyAudits: [...FLAGS.onlyAudits, ...DIAGNOSTIC_AUDITS], ...samples } : FLAGS;
    if (diagnose) captureLcpSimulations();
    const result = await lighthouse(page.url, { ...flags, port: chrome.port, hostname: '127.0.0.1' });
    if (result === undefined) throw new Error(`Lighthouse returned nothing for ${page.url}`);
    const metrics = metricsOf(result.lhr, servedDir);
    if (!diagnose) return metrics;
    const diagnosis = { ...diagnosisOf(result.lhr), simulated: simulatedTimeline(), whatIf: whatIfReport(whatIf) };
    return { ...metrics, diagnosis, lhr: result.lhr, trace: result.artifacts?.Trace };
  } finally {
    await chrome.kill();
  }
}

const gzipSizes = new Map();
/** The gzip size of the file a script URL serves from `servedDir`, or null for a script not from there. */
function gzipBodyBytes(url, servedDir) {
  const file = join(servedDir, decodeURIComponent(new URL(url).pathname));
  if (!file.startsWith(servedDir) || !existsSync(file)) return null;
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(file)).length);
  return gzipSizes.get(file);
}

function metricsOf(lhr, servedDir) {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (Object.keys(lhr.categories).join() !== 'performance') throw new Error(`Lighthouse scored ${Object.keys(lhr.categories).join(', ')}, not performance alone`);
  const audit = (id) => lhr.audits[id];
  const requests = audit('network-requests').details?.items ?? [];
  // Each script's body, gzipped as the static server sends it; a script from elsewhere counts as it came over the wire.
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (gzipBodyBytes(request.url, servedDir) ?? request.transferSize ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint').numericValue,
    lcpMs: audit('largest-contentful-paint').numericValue,
    tbtMs: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    jsGzipKb: scriptBytes / 1000,
    requests: requests.length,
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    lcpElement: lcpElementOf(audit('largest-contentful-paint-element')),
    warnings: lhr.runWarnings ?? [],
  };
}

/** What the LCP was (its label and tag), for spotting a page whose largest paint is not what one expects. */
function lcpElementOf(audit) {
  // Not applicable: the element that painted largest had left the page by the end of the load (e.g. a
  // loading placeholder replaced by the screen).
  if (audit?.scoreDisplayMode === 'notApplicable') return '(an element no longer in the page)';
  const table = audit?.details?.items?.find((item) => item.type === 'table') ?? audit?.details;
  const node = table?.items?.[0]?.node;
  if (node === undefined) return '(unknown)';
  const tag = /^<(\w+)/.exec(node.snippet ?? '')?.[1] ?? '?';
  return `${tag}: ${String(node.nodeLabel ?? '').slice(0, 60)}`;
}

/** What --diagnose adds: where the main thread's time goes, and the observed (unthrottled) paint times (they weigh nothing in the score). */
const DIAGNOSTIC_AUDITS = ['bootup-time', 'mainthread-work-breakdown', 'long-tasks', 'metrics'];

const fileName = (url) => (url ? (url.split('/').pop() ?? url) : 'unattributed');

/** The longest main-thread tasks (observed, at the throttled CPU) and the costliest scripts, one line each. */
function diagnosisOf(lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const tasks = items('long-tasks')
    .slice(0, 6)
    .map((task) => `${fileName(task.url)} at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms`);
  const scripts = items('bootup-time')
    .slice(0, 5)
    .map((script) => `${fileName(script.url)} ${Math.round(script.scripting)} ms scripting`);
  const groups = items('mainthread-work-breakdown').map((group) => `${group.groupLabel ?? group.group} ${Math.round(group.duration)} ms`);
  return { tasks, scripts, groups };
}

/**
 * The simulated (slow 4G, 4x CPU) timeline behind the LCP estimate, as Lantern computed it: each request with its
 * simulated start and end, and each main-thread task of 10 ms or more, in order. The two estimates (optimistic,
 * pessimistic) are averaged into the LCP: the pessimistic one waits for every request that started before the
 * observed LCP.
 */
function simulatedTimeline() {
  const lines = [];
  for (const label of ['optimisticLargestContentfulPaint', 'pessimisticLargestContentfulPaint']) {
    const timings = Lantern.Simulation.Simulator.allNodeTimings.get(label);
    if (timings === undefined) continue;
    const rows = [...timings].map(([node, timing]) => ({ node, timing })).sort((a, b) => a.timing.startTime - b.timing.startTime);
    const end = Math.max(...rows.map((row) => row.timing.endTime));
    lines.push(`${label}: ${Math.round(end)} ms`);
    for (const { node, timing } of rows) {
      const span = `${String(Math.round(timing.startTime)).padStart(5)}-${String(Math.round(timing.endTime)).padEnd(5)}`;
      if (node.type === 'network') lines.push(`    ${span} net ${fileName(node.request.url)} ${node.request.transferSize ?? ''}`);
      else if (timing.endTime - timing.startTime >= 40) lines.push(`    ${span} cpu ${Math.round(timing.endTime - timing.startTime)} ms`);
    }
  }
  return lines;
}
