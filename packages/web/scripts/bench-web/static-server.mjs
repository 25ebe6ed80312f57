// A small static host for a built app, run as its own process (so Lighthouse's work in the bench's process
// never delays a response): gzip like a real host (the bench's JS figure is a gzip figure, as in bench:size),
// long cache headers for Vite's hashed /assets/*, index.html for any other unknown path (client routes).
// Usage: node static-server.mjs <dir> <port>
import { createServer } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const [dir, portText] = process.argv.slice(2);
if (dir === undefined || portText === undefined) {
  process.stderr.write('usage: node static-server.mjs <dir> <port>\n');
  process.exit(2);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.map', '.svg', '.txt']);

/** Every file read and gzipped once at start: serving is then a lookup, never disk or CPU work. */
function load(root) {
  const files = new Map();
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        const body = readFileSync(path);
        const type = TYPES[extname(path)] ?? 'application/octet-stream';
        const gzip = COMPRESSIBLE.has(extname(path)) ? gzipSync(body) : null;
        files.set(`/${relative(root, path).split(sep).join('/')}`, { body, gzip, type });
      }
    }
  };
  walk(root);
  return files;
}

const files = load(dir);
// The bench writes a session into the origin's localStorage from this page: it is of the origin, yet
// runs none of the app's code.
files.set('/__bench/blank.html', { body: Buffer.from('<!doctype html><title>bench</title>'), gzip: null, type: TYPES['.html'] });
const index = files.get('/index.html');
if (index === undefined) throw new Error(`${dir} has no index.html`);

function cacheControl(path) {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (path.startsWith('/__bench/')) return 'no-store';
  return 'no-cache';
}

const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://host').pathname;
  let file = files.get(path === '/' ? '/index.html' : path);
  let servedPath = path;
  if (file === undefined) {
    // A missing hashed asset is a real 404; anything else is a client route of the single-page app.
    if (path.startsWith('/assets/')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    file = index;
    servedPath = '/index.html';
  }
  const gzip = file.gzip !== null && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  const body = gzip ? file.gzip : file.body;
  response.writeHead(200, {
    'content-type': file.type,
    'content-length': body.length,
    'cache-control': cacheControl(servedPath),
    vary: 'Accept-Encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
});

server.listen(Number(portText), '127.0.0.1', () => process.stdout.write(`serving ${dir} on ${portText}\n`));
// Nothing to save: a signal ends it at once (Chromium may still hold keep-alive connections open).
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(0));
