// `npm run bench:web [-- --runs N --pages a,b]` and `npm run bench:size`: set up what is missing (pnpm,
// packages, Debian's Chromium), then run the web package's script of the same name: bench:web (Lighthouse on
// the built app's pages next to a bare React page, and the staff search key) or bench:size (the gzip size of
// what each route loads first). Not part of `npm test`.
import { join } from 'node:path';
import { ensureChromium, root } from './bootstrap.mjs';
import { runPnpm } from './pnpm.mjs';

ensureChromium();

const script = process.argv[2] === 'size' ? 'bench:size' : 'bench:web';
const args = process.argv[2] === 'size' ? process.argv.slice(3) : process.argv.slice(2);
runPnpm(['run', '--silent', script, ...args], join(root, 'packages', 'web'));
