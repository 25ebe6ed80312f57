// The two builds the bench serves: the production web app, pointed at the bench's backend, and the
// "floor", the bare Vite React 19 page of bench:size built with the same toolchain.
import { join } from 'node:path';
import { bareAppRoot, binOf, webRoot } from './paths.mjs';
import { runToEnd } from './processes.mjs';

/** i18n:compile, then `vite build` with VITE_BACKEND_PORT so the built app calls the bench's backend. */
export async function buildApp(outDir, backendPort, logFile) {
  await runToEnd('pnpm', ['run', '--silent', 'i18n:compile'], { cwd: webRoot, logFile });
  await runToEnd(binOf('vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: webRoot,
    env: { ...process.env, VITE_BACKEND_PORT: String(backendPort) },
    logFile,
  });
}

export async function buildFloor(outDir, logFile) {
  const config = join(bareAppRoot, 'vite.config.mjs');
  await runToEnd(binOf('vite'), ['build', '--config', config, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: bareAppRoot,
    logFile,
  });
}
