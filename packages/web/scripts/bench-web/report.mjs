// Medians, the printed table, the goal checks and bench-results/web.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const round = (value, digits = 0) => (value === null ? null : Number(value.toFixed(digits)));

/** Each metric's median over the runs (so one slow run moves no figure). */
export function summarisePage({ name, readsData = false }, runs) {
  const of = (key) => median(runs.map((run) => run[key]));
  return {
    name,
    readsData,
    score: round(of('score')),
    fcpMs: round(of('fcpMs')),
    lcpMs: round(of('lcpMs')),
    tbtMs: round(of('tbtMs')),
    cls: round(of('cls'), 3),
    jsGzipKb: round(of('jsGzipKb'), 1),
    requests: round(of('requests')),
    dataOnScreenMs: round(of('dataOnScreenMs')),
  };
}

export function summariseStaffKey(rows, runs) {
  const of = (key) => median(runs.map((run) => run[key]));
  return { rows, keyInpMs: round(of('keyInpMs')), responseToPaintMs: round(of('responseToPaintMs')), heapMb: round(of('heapMb'), 1) };
}

function table(header, rows) {
  const cells = [header, ...rows].map((row) => row.map((cell) => (cell === null || cell === undefined ? '-' : String(cell))));
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  return cells.map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ')).join('\n');
}

export function printTables(pages, staffKey) {
  const lines = [];
  if (pages.length > 0) {
    lines.push(table(['page', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'JS gzip kB', 'requests', 'data on screen ms'],
      pages.map((page) => [page.name, page.score, page.fcpMs, page.lcpMs, page.tbtMs, page.cls, page.jsGzipKb, page.requests, page.dataOnScreenMs])));
  }
  if (staffKey.length > 0) {
    lines.push('', table(['staff key (type one letter)', 'rows', 'key INP ms', 'response-to-paint ms', 'heap MB'],
      staffKey.map((row) => [`/admin?status=all, search "${row.letter}"`, row.rows, row.keyInpMs, row.responseToPaintMs, row.heapMb])));
  }
  console.log(lines.join('\n'));
}

const AUTH_PAGES = new Set(['auth-en', 'auth-fr']);
/** Pages whose LCP goal is measured against the data floor (docs/decisions/0033). */
const DATA_LCP_PAGES = new Set(['dashboard']);

/** Every goal as [what, met | missed | not checked]. */
export function goalChecks(pages, staffKey) {
  const checks = [];
  const floor = pages.find((page) => page.name === 'floor');
  const dataFloor = pages.find((page) => page.name === 'data-floor');
  const check = (what, actual, limit, compare) => {
    if (actual === null || limit === null || limit === undefined) checks.push([what, 'not checked (no figure to compare)']);
    else checks.push([`${what}: ${actual} vs ${Number(limit.toFixed(3))}`, compare(actual, limit) ? 'met' : 'MISSED']);
  };
  const atMost = (a, b) => a <= b;
  const dataFloorScreen = dataFloor?.dataOnScreenMs ?? null;
  for (const page of pages) {
    if (page.name === 'floor' || page.name === 'data-floor') continue;
    // Judged by when its own data is painted, not by its shell (docs/decisions/0056).
    if (page.readsData) check(`${page.name} data on screen <= 1.25x data floor's (ms)`, page.dataOnScreenMs, dataFloorScreen === null ? null : dataFloorScreen * 1.25, atMost);
    if (AUTH_PAGES.has(page.name)) {
      check(`${page.name} score >= 98`, page.score, 98, (a, b) => a >= b);
      check(`${page.name} FCP <= 1.1x floor FCP (ms)`, page.fcpMs, floor && floor.fcpMs * 1.1, atMost);
      check(`${page.name} JS <= 1.85x floor JS (kB)`, page.jsGzipKb, floor && floor.jsGzipKb * 1.85, atMost);
    } else {
      check(`${page.name} score >= 95`, page.score, 95, (a, b) => a >= b);
      // The dashboard's largest element is made from data (the fee sentence): its floor reads data too.
      if (DATA_LCP_PAGES.has(page.name)) check(`${page.name} LCP <= 1.25x data floor LCP (ms)`, page.lcpMs, dataFloor && dataFloor.lcpMs * 1.25, atMost);
      else check(`${page.name} LCP <= 1.5x floor LCP (ms)`, page.lcpMs, floor && floor.lcpMs * 1.5, atMost);
      check(`${page.name} TBT <= 100 ms`, page.tbtMs, 100, atMost);
      check(`${page.name} CLS <= 0.02`, page.cls, 0.02, atMost);
    }
  }
  for (const row of staffKey) {
    const limit = row.large ? 150 : 100;
    const label = row.large ? '2000-application seed' : 'normal seed, 100 rows shown';
    check(`staff key (${label}) key INP <= ${limit} ms`, row.keyInpMs, limit, atMost);
    check(`staff key (${label}) response-to-paint <= ${limit} ms`, row.responseToPaintMs, limit, atMost);
    check(`staff key (${label}) heap < 60 MB`, row.heapMb, 60, (a, b) => a < b);
  }
  return checks;
}

export function printGoals(checks) {
  if (checks.length === 0) return;
  const width = Math.max(...checks.map(([what]) => what.length));
  console.log(`\nGoals:\n${checks.map(([what, verdict]) => `  ${what.padEnd(width)}  ${verdict}`).join('\n')}`);
}

export function writeResults(file, pages, staffKey) {
  mkdirSync(dirname(file), { recursive: true });
  const json = { pages, staffKey: staffKey.map(({ rows, keyInpMs, responseToPaintMs, heapMb }) => ({ rows, keyInpMs, responseToPaintMs, heapMb })) };
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
}
