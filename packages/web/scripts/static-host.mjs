// A small static host for a built app, as a real one serves it: gzip, the headers of the build's `_headers`
// file (Netlify's and Cloudflare Pages' format: the security headers and the assets' caching), index.html for
// any other unknown path (client routes). The e2e suite runs the production build behind it; bench:web serves
// its builds with it. Usage: node static-host.mjs <dir> <port>
import { createServer } from 'node:http';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

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
/** What a host serves of the build: not its own configuration files. */
const NOT_SERVED = new Set(['/_headers', '/nginx-security-headers.conf']);

/** `_headers` as rules: a path pattern (`*` matches anything) and its indented `Name: value` lines. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(`^${line.trim().split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
      rules.push({ pattern, headers: {} });
      continue;
    }
    const header = /^\s+([^:]+):\s*(.*)$/.exec(line);
    const rule = rules.at(-1);
    if (header === null || rule === undefined) throw new Error(`_headers: cannot read "${line.trim()}"`);
    rule.headers[header[1].trim()] = header[2].trim();
  }
  return rules;
}

/** The headers of a path: every matching rule's, later rules winning. */
export function headersFor(rules, path) {
  return Object.assign({}, ...rules.filter((rule) => rule.pattern.test(path)).map((rule) => rule.headers));
}

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
        files.set(`/${relative(root, path).split(sep).join('/')}`, { body, gzip, type, headers: {} });
      }
    }
  };
  walk(root);
  return files;
}

/**
 * Serves `dir` on 127.0.0.1:`port`. `extraFiles` adds pages of the caller's own (path to `{ html, headers }`),
 * outside the build's rules.
 */
export function startStaticHost({ dir, port, extraFiles = {} }) {
  const files = load(dir);
  const rules = existsSync(join(dir, '_headers')) ? parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8')) : [];
  for (const path of NOT_SERVED) files.delete(path);
  for (const [path, { html, headers = {} }] of Object.entries(extraFiles)) {
    files.set(path, { body: Buffer.from(html), gzip: null, type: TYPES['.html'], headers, extra: true });
  }
  const index = files.get('/index.html');
  if (index === undefined) throw new Error(`${dir} has no index.html`);

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://host').pathname;
    let file = files.get(path === '/' ? '/index.html' : path);
    if (file === undefined) {
      // A missing hashed asset is a real 404; anything else is a client route of the single-page app.
      if (path.startsWith('/assets/')) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      file = index;
    }
    const gzip = file.gzip !== null && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const body = gzip ? file.gzip : file.body;
    const headers = {
      'content-type': file.type,
      'content-length': body.length,
      // Vite's hashed files never change; anything else is asked again (a build without _headers keeps these).
      'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'Accept-Encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    };
    for (const [name, value] of Object.entries({ ...(file.extra ? {} : headersFor(rules, path)), ...file.headers })) headers[name.toLowerCase()] = value;
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  server.listen(port, '127.0.0.1', () => process.stdout.write(`serving ${dir} on ${port}${rules.length > 0 ? ' with its _headers' : ''}\n`));
  return server;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir, portText] = process.argv.slice(2);
  if (dir === undefined || portText === undefined) {
    process.stderr.write('usage: node static-host.mjs <dir> <port>\n');
    process.exit(2);
  }
  startStaticHost({ dir, port: Number(portText) });
  // Nothing to save: a signal ends it at once (Chromium may still hold keep-alive connections open).
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(0));
}
