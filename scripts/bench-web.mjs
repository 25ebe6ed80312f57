// `npm run bench:web [-- --runs N --pages a,b]` and `npm run bench:size`: set up what is missing (pnpm,
// packages, Debian's Chromium), then run the web package's script of the same name: bench:web (Lighthouse on
// the built app's pages next to a bare React page, and the staff search key) or bench:size (the gzip size of
// what each route loads first). Not part of `npm test`.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureChromium, ensureDependencies, pnpmBin, root, toolEnv } from './bootstrap.mjs';

ensureDependencies();
ensureChromium();

const script = process.argv[2] === 'size' ? 'bench:size' : 'bench:web';
const args = process.argv[2] === 'size' ? process.argv.slice(3) : process.argv.slice(2);
const bench = spawn(pnpmBin, ['run', '--silent', script, ...args], {
  cwd: join(root, 'packages', 'web'),
  env: toolEnv,
  stdio: 'inherit',
});
// Ctrl-C reaches the bench itself (same terminal): it stops its servers and browsers, so just wait for it.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => bench.kill('SIGTERM'));
bench.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 1)));
