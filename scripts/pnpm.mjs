// `node scripts/pnpm.mjs <pnpm arguments>`: the root npm scripts' way to run the workspace's pinned pnpm.
// A newcomer's PATH has node and npm, not pnpm (it lives in .tools/): this sets up what is missing, like
// `npm test`, then runs .tools' pnpm from the repository root with the workspace's tools on PATH.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureDependencies, pnpmBin, root, toolEnv } from './bootstrap.mjs';

/** Runs pnpm in the foreground and ends this process with its exit code. */
export function runPnpm(args, cwd = root) {
  ensureDependencies();
  const child = spawn(pnpmBin, args, { cwd, env: toolEnv, stdio: 'inherit' });
  // Ctrl-C reaches the child too (same terminal): it stops on its own, so just wait for it.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 1)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.length <= 2) {
    process.stderr.write('usage: node scripts/pnpm.mjs <pnpm arguments>, e.g. --filter @admission/ui run storybook\n');
    process.exit(2);
  }
  runPnpm(process.argv.slice(2));
}
