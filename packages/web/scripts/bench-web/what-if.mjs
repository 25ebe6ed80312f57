// What a change to a page's requests would do to its LCP, before building it (`--diagnose` writes
// `<page>-<run>.what-if.txt`). Lighthouse estimates the LCP by simulating, on a slow 4G connection, the requests and
// main-thread tasks that came before the observed LCP (Lantern); this re-runs that same simulation, with the same
// simulator and options, on copies of the graph with requests taken out or made smaller. The figures are estimates of
// the same kind as the bench's: the simulation shares the bandwidth equally among the requests in flight and grows
// each connection's window from what that share allowed, so a change can move the LCP more or less than its bytes.
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

const Simulator = Lantern.Simulation.Simulator;
const LCP_LABELS = ['optimisticLargestContentfulPaint', 'pessimisticLargestContentfulPaint'];
let captured = new Map();
const simulate = Simulator.prototype.simulate;

/** From now on, keeps the graph, simulator and options of each LCP simulation Lighthouse runs (the last of each: the one it reports). */
export function captureLcpSimulations() {
  if (Simulator.prototype.simulate !== simulate) return;
  Simulator.prototype.simulate = function captureThenSimulate(graph, options) {
    if (LCP_LABELS.includes(options?.label)) captured.set(options.label, { simulator: this, graph, options });
    return simulate.call(this, graph, options);
  };
}

const fileOf = (node) => new URL(node.request.url).pathname.split('/').pop() || '(document)';
const isRequest = (node) => node.type === 'network';
const describe = (node) => `${node.request.requestMethod === 'OPTIONS' ? 'preflight ' : ''}${fileOf(node)}`;

/** Takes a request out of the graph: what depended on it now depends on what it depended on. */
function removeNode(node) {
  const dependencies = node.getDependencies().slice();
  for (const dependent of node.getDependents().slice()) {
    dependent.removeDependency(node);
    for (const dependency of dependencies) if (dependency !== dependent && !dependent.getDependencies().includes(dependency)) dependent.addDependency(dependency);
  }
  node.removeAllDependencies();
}

/** The simulated LCP of one captured simulation after `change` edited a copy of its graph (requests keep their sizes after). */
function simulatedEnd({ simulator, graph, options }, change) {
  const root = graph.getRootNode().cloneWithRelationships(() => true);
  const nodes = [];
  root.traverse((node) => nodes.push(node));
  const restore = [];
  const resize = (node, bytes) => {
    const before = node.request.transferSize;
    node.request.transferSize = Math.max(0, Math.round(bytes));
    restore.push(() => (node.request.transferSize = before));
  };
  try {
    change?.(nodes.filter(isRequest), resize);
    const result = simulate.call(simulator, root, { ...options, label: 'what-if' });
    return Math.max(...[...result.nodeTimings.values()].map((timing) => timing.endTime));
  } finally {
    for (const undo of restore) undo();
  }
}

/** Lighthouse's LCP estimate: the mean of the optimistic and pessimistic simulations. */
const estimate = (change) => {
  const ends = LCP_LABELS.map((label) => captured.get(label)).filter(Boolean).map((entry) => simulatedEnd(entry, change));
  return Math.round(ends.reduce((sum, end) => sum + end, 0) / ends.length);
};

/** The page's own origin: the document's. */
const documentOrigin = (requests) => new URL(requests.find((node) => node.isMainDocument()).request.url).origin;

/** Every read to another origin (the API) as one preflight and one GET of all their bytes together. */
function readsAsOne(requests, resize) {
  const origin = documentOrigin(requests);
  const reads = requests.filter((node) => new URL(node.request.url).origin !== origin);
  const preflight = reads.find((node) => node.request.requestMethod === 'OPTIONS');
  const gets = reads.filter((node) => node.request.requestMethod !== 'OPTIONS');
  if (gets.length === 0) return;
  resize(gets[0], gets.reduce((sum, node) => sum + node.request.transferSize, 0));
  for (const node of reads) if (node !== gets[0] && node !== preflight) removeNode(node);
}

/** The page origin's requests under `bytes` (small chunks, the icon), but the document, taken out. */
const withoutSmall = (bytes) => (requests) => {
  const origin = documentOrigin(requests);
  requests.filter((node) => !node.isMainDocument() && new URL(node.request.url).origin === origin && node.request.transferSize < bytes).forEach(removeNode);
};

/** Every script `factor` of its size (e.g. Brotli instead of gzip, or less code). */
const scriptsScaled = (factor) => (requests, resize) => requests.filter((node) => node.request.resourceType === 'Script').forEach((node) => resize(node, node.request.transferSize * factor));

/** Changes made one after the other on the same copy of the graph. */
const both =
  (...changes) =>
  (nodes, resize) =>
    changes.forEach((change) => change(nodes, resize));

/**
 * The report for the run Lighthouse just made: the simulated LCP as measured, without each request alone (the ten
 * that matter most), and with a few whole changes, alone and together; then the same together with the request that
 * matters most taken out too: a bound on what changes to the requests can do. With `resized` ({ script, bytes }, from
 * `--what-if`), also with those scripts at those sizes, alone and with the other changes. Then forgets the run.
 */
export function whatIfReport(resized = []) {
  if (captured.size === 0) return ['(no LCP simulation was captured)'];
  try {
    const base = estimate(null);
    const lines = [`simulated LCP as measured: ${base} ms (Lighthouse's own figure may differ by its rounding)`, '', 'without one request:'];
    const requests = [];
    captured.get(LCP_LABELS[0]).graph.getRootNode().traverse((node) => isRequest(node) && !node.isMainDocument() && requests.push(node));
    // A request is the same record in both graphs (and in their copies).
    const without = (target) => (nodes) => nodes.filter((node) => node.request === target.request).forEach(removeNode);
    const alone = requests
      .map((node) => ({ node, name: describe(node), bytes: node.request.transferSize, lcp: estimate(without(node)) }))
      .sort((a, b) => a.lcp - b.lcp);
    for (const { name, bytes, lcp } of alone.slice(0, 10)) lines.push(`  ${String(lcp).padStart(5)} ms  ${name} (${bytes} B)`);
    const smallOut = withoutSmall(3000);
    const changes = [
      ['the reads to the API as one preflight and one GET', readsAsOne],
      ["the page origin's requests under 3 kB taken out", smallOut],
      ['every script 15 % smaller', scriptsScaled(0.85)],
    ];
    const line = (change, label) => lines.push(`  ${String(estimate(change)).padStart(5)} ms  ${label}`);
    lines.push('', 'with whole changes:');
    for (const [label, change] of changes) line(change, label);
    const together = both(...changes.map(([, change]) => change));
    line(together, 'the three together');
    for (const { script, bytes } of resized) {
      const resize = (nodes, resizeNode) => nodes.filter((node) => fileOf(node).startsWith(`${script}-`)).forEach((node) => resizeNode(node, bytes));
      const label = `${script} at ${(bytes / 1024).toFixed(1)} kB`;
      line(resize, label);
      line(both(resize, smallOut), `${label}, the small requests out`);
      line(both(resize, smallOut, readsAsOne), `${label}, the small requests out, the reads as one`);
    }
    // A bound, not a plan: the request that matters most gone as well, even if the page cannot paint without it.
    const [first] = alone;
    if (first !== undefined) {
      const bound = (nodes, resize) => {
        without(first.node)(nodes);
        together(nodes.filter((node) => node.request !== first.node.request), resize);
      };
      line(bound, `the three together, and without ${first.name} (a bound)`);
    }
    line(scriptsScaled(0.7), 'every script 30 % smaller');
    return lines;
  } finally {
    captured = new Map();
  }
}
