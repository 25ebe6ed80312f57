// Child processes of the bench: run one to completion, or keep one running and stop it (its whole
// process group: tsx and pnpm start grandchildren) when the bench ends.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { onCleanup } from './cleanup.mjs';

/** Runs a command to completion (async, so Ctrl-C is handled meanwhile); rejects on a non-zero exit. */
export function runToEnd(command, args, { cwd, env = process.env, logFile }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const stop = onCleanup(() => killGroup(child));
    const output = [];
    const log = logFile === undefined ? null : createWriteStream(logFile, { flags: 'a' });
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output.push(chunk);
        log?.write(chunk);
      });
    }
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      log?.end();
      void stop();
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}:\n${tail(Buffer.concat(output).toString())}`));
    });
  });
}

/** Starts a long-running command; `stop()` ends its process group (SIGTERM, then SIGKILL after 5 s). */
export function startService(command, args, { cwd, env = process.env, logFile }) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const log = createWriteStream(logFile, { flags: 'a' });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const stop = onCleanup(() => killGroup(child, exited));
  return { child, exited, stop };
}

async function killGroup(child, exited = new Promise((resolve) => child.once('exit', resolve))) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
  // Grandchildren that ignored SIGTERM (none expected) go too.
  signal('SIGKILL');
}

const tail = (text, lines = 30) => text.trim().split('\n').slice(-lines).join('\n');

/** A port nothing listens on right now (on the loopback address every server of the bench uses). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls a URL until it answers 2xx; fails early when `exited` settles first (the server died). */
export async function waitForUrl(url, { seconds, exited, what }) {
  let died = null;
  void exited?.then((code) => {
    died = code;
  });
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (died !== null) throw new Error(`${what} stopped (${died}) before answering ${url}`);
    const ok = await fetch(url).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${what} did not answer ${url} within ${seconds} s`);
}
