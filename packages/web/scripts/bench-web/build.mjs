// The builds the bench serves: the production web app, pointed at the bench's backend; the "floor", the bare
// Vite React 19 page of bench:size built with the same toolchain; and the "data floor", the same bare page that
// also reads one answer from the bench's backend before it paints.
import { join } from 'node:path';
import { bareAppRoot, bareDataAppRoot, binOf, webRoot } from './paths.mjs';
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

function buildBare(appRoot, outDir, env, logFile) {
  const config = join(appRoot, 'vite.config.mjs');
  return runToEnd(binOf('vite'), ['build', '--config', config, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: appRoot,
    env: { ...process.env, ...env },
    logFile,
  });
}

export const buildFloor = (outDir, logFile) => buildBare(bareAppRoot, outDir, {}, logFile);

/** The data floor reads from the bench's backend, on the page's own host name and VITE_BACKEND_PORT, like the app. */
export const buildDataFloor = (outDir, backendPort, logFile) => buildBare(bareDataAppRoot, outDir, { VITE_BACKEND_PORT: String(backendPort) }, logFile);
