// `npm run bench:web [-- --runs N --pages a,b]`: sets up what is missing (pnpm, packages, Debian's Chromium),
// then runs the web package's bench:web (packages/web/scripts/bench-web): Lighthouse on the built app's
// pages next to a bare React page, and the staff search key benchmark. Not part of `npm test`.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureChromium, ensureDependencies, pnpmBin, root, toolEnv } from './bootstrap.mjs';

ensureDependencies();
ensureChromium();

const bench = spawn(pnpmBin, ['run', '--silent', 'bench:web', ...process.argv.slice(2)], {
  cwd: join(root, 'packages', 'web'),
  env: toolEnv,
  stdio: 'inherit',
});
// Ctrl-C reaches the bench itself (same terminal): it stops its servers and browsers, so just wait for it.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => bench.kill('SIGTERM'));
bench.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 1)));
