// `pnpm bench:size`: the gzip size of the JavaScript each route loads first, next to a bare Vite React 19
// app built in the same run. "First" = the entry and its static imports, the starting language's catalog,
// and the route's chunk with its static imports, read from Vite's build manifest. Signed-in pages count the
// signed-in code (services, query cache, signed-in shell: src/app/portal.ts), which they always load with the
// page; it is also shown on its own line (measured in Chromium, the page at /auth fetches exactly these files).
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { runnerImport } from 'vite';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const vite = join(webRoot, 'node_modules/.bin/vite');
const viteBin = (() => {
  try {
    readFileSync(vite);
    return vite;
  } catch {
    return 'vite';
  }
})();

function build(root, outDir, extra = []) {
  execFileSync(viteBin, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error', ...extra], { cwd: root, stdio: 'inherit' });
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
}

function closure(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return files;
}

const gzipKb = (outDir, files) =>
  [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipSync(readFileSync(join(outDir, file))).length, 0) / 1000;

const work = mkdtempSync(join(tmpdir(), 'bench-size-'));
execFileSync('pnpm', ['run', '--silent', 'i18n:compile'], { cwd: webRoot, stdio: 'ignore' });
const appOut = join(work, 'app');
const app = build(webRoot, appOut);
const bareOut = join(work, 'bare');
const bare = build(join(webRoot, 'scripts/bare-app'), bareOut, ['--config', join(webRoot, 'scripts/bare-app/vite.config.mjs')]);

const bareEntry = Object.keys(bare).find((key) => bare[key].isEntry);
const bareKb = gzipKb(bareOut, closure(bare, [bareEntry]));
const entry = Object.keys(app).find((key) => app[key].isEntry);
const catalog = 'src/i18n/compiled/en.json';

// Every page of the route table (src/app/routes.ts, a plain data module Vite's runner loads from TypeScript): its
// modules and its catalog parts (src/i18n/catalog-parts.json). A page a visitor opens signed in also loads the signed-in
// code (src/app/portal.ts: the signed-in shell, the services, the route's first reads), preloaded by index.html with the
// page's own chunk; a sign-in page and a public page are measured as a signed-out visitor opens them.
const { module: routeTable } = await runnerImport(join(webRoot, 'src/app/routes.ts'), { configFile: false, logLevel: 'error' });
const signedIn = routeTable.SIGNED_IN_MODULES.map((module) => `src/${module}`);
const part = (name) => `src/i18n/compiled/en.${name}.json`;
/** The goals, as a multiple of the bare app, by page name. */
const goals = { auth: 1.85, dashboard: 3 };
const unknownGoals = Object.keys(goals).filter((name) => !routeTable.ROUTES.some((route) => route.name === name));
if (unknownGoals.length > 0) throw new Error(`bench-size: no page named ${unknownGoals.join(', ')} in src/app/routes.ts`);
const routes = routeTable.ROUTES.map((route) => ({
  route: route.path === '*' ? '* (not found)' : route.path,
  chunks: [
    ...route.modules.map((module) => `src/${module}`),
    ...route.parts.map(part),
    ...(route.access === 'signedOut' || route.access === 'public' ? [] : signedIn),
  ],
  goal: goals[route.name],
}));

const rows = [['bare Vite React 19 app', bareKb.toFixed(1), '1.00', '']];
let failed = false;
for (const { route, chunks, goal } of routes) {
  const kb = gzipKb(appOut, closure(app, [entry, catalog, ...chunks]));
  const ratio = kb / bareKb;
  const verdict = goal === undefined ? '' : ratio <= goal ? `goal <= ${goal}x: met` : `goal <= ${goal}x: MISSED`;
  if (goal !== undefined && ratio > goal) failed = true;
  rows.push([route, kb.toFixed(1), ratio.toFixed(2), verdict]);
}
const services = gzipKb(appOut, new Set([...closure(app, signedIn)].filter((file) => !closure(app, [entry]).has(file))));
rows.push(['of which the signed-in code (signed-in pages)', services.toFixed(1), '', '']);

const widths = [0, 1, 2, 3].map((column) => Math.max(...rows.map((row) => row[column].length), ['what', 'gzip kB', 'x bare', 'goal'][column].length));
const line = (cells) => cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]) : cell.padStart(widths[index]))).join('  ');
console.log(line(['what', 'gzip kB', 'x bare', 'goal']));
for (const row of rows) console.log(line(row));

// The same figure seen from a browser: Chromium opens the built /auth (signed out, so no backend is needed)
// and every JavaScript file it fetches is gzipped and summed. It must match the manifest's count above.
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function fetchedByChromium(path) {
  const { chromium } = await import('playwright');
  const port = await freePort();
  const preview = spawn(viteBin, ['preview', '--outDir', appOut, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], { cwd: webRoot, stdio: 'ignore' });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    for (let tries = 0; tries < 60; tries += 1) {
      if (await fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false)) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const page = await browser.newPage();
    const sizes = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) sizes.push(response.body().then((body) => gzipSync(body).length));
    });
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
    await page.getByRole('button').first().waitFor();
    await page.waitForLoadState('networkidle');
    return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0) / 1000;
  } finally {
    await browser.close();
    preview.kill();
  }
}

const [authRow] = rows.filter((row) => row[0] === '/auth');
const seen = await fetchedByChromium('/auth');
const agrees = Math.abs(seen - Number(authRow[1])) < 0.5;
console.log(`\nChromium loading the built /auth fetched ${seen.toFixed(1)} kB gzip of JavaScript: ${agrees ? 'the same as counted above' : 'NOT what was counted above'}.`);
process.exitCode = failed || !agrees ? 1 : 0;
