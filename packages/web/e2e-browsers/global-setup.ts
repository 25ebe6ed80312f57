// Starts what the Chromium e2e suite starts (playwright.config.ts): the real local backend on BACKEND_PORT and the
// production build, made here with VITE_BACKEND_PORT=BACKEND_PORT while the backend starts, behind the static host
// on WEB_PORT with its _headers. Both servers run as process groups of their own, ended by their id at teardown.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BACKEND_COMMAND, BACKEND_ENV } from '../e2e/support/backend-server';
import { BACKEND_PORT, BACKEND_URL, WEB_PORT } from '../e2e/support/ports';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
/** The build this suite serves (package.json's test:browsers writes it). */
const DIST_DIR = 'dist-browsers';
const STARTUP_MS = 120_000;

function start(command: string, env: Readonly<Record<string, string>> = {}): ChildProcess {
  return spawn(command, { cwd: webRoot, shell: true, detached: true, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const until = Date.now() + STARTUP_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: its server exited with ${child.exitCode}`);
    const ready = await fetch(url).then((response) => response.ok, () => false);
    if (ready) return;
    if (Date.now() > until) throw new Error(`${url} did not answer within ${STARTUP_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The production build into DIST_DIR, calling the backend on BACKEND_PORT. */
async function build(): Promise<void> {
  const child = spawn(`pnpm run build --outDir ${DIST_DIR} --emptyOutDir --logLevel error`, {
    cwd: webRoot,
    shell: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, VITE_BACKEND_PORT: String(BACKEND_PORT) },
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the production build exited with ${code}`);
}

function stop(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

export default async function setup(): Promise<() => void> {
  const backend = start(BACKEND_COMMAND, BACKEND_ENV);
  const servers = [backend];
  const teardown = () => servers.forEach(stop);
  try {
    await build();
    const host = start(`node scripts/static-host.mjs ${DIST_DIR} ${WEB_PORT}`);
    servers.push(host);
    await Promise.all([waitFor(`${BACKEND_URL}/__dev/accounts`, backend), waitFor(`http://localhost:${WEB_PORT}/`, host)]);
  } catch (error) {
    teardown();
    throw error;
  }
  return teardown;
}
