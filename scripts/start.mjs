// `npm start`: sets up whatever is missing, then starts the whole product on this machine:
// the local backend (product API, Supabase Auth and Storage stand-ins, dev mailbox) and the web app.
// Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDependencies, pnpmBin, root, toolEnv } from './bootstrap.mjs';

const backendPort = Number(process.env.BACKEND_PORT ?? 54321);
const webPort = Number(process.env.WEB_PORT ?? 5173);

function hasScript(dir, script) {
  const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  return Boolean(manifest.scripts?.[script]);
}

const children = [];
function launch(name, dir, script, env = {}) {
  const child = spawn(pnpmBin, ['run', '--silent', script], {
    cwd: join(root, dir),
    env: { ...toolEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.on('data', (chunk) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(prefix + line + '\n');
    });
  }
  child.on('exit', (code, signal) => {
    process.stdout.write(`${prefix}stopped (${signal ?? code})\n`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

async function waitFor(url, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

async function main() {
  ensureDependencies();
  const backendUrl = `http://localhost:${backendPort}`;
  // The backend's CORS origins and its e-mails' links follow the web app's port.
  launch('backend', 'packages/local-backend', 'start', { PORT: String(backendPort), WEB_PORT: String(webPort) });
  if (!(await waitFor(`${backendUrl}/__dev/accounts`, 120))) {
    process.stdout.write('[start] the local backend did not answer within 120 s\n');
    shutdown(1);
    return;
  }
  const webReady = hasScript('packages/web', 'dev');
  if (webReady) {
    // No backend URL: the app talks to port VITE_BACKEND_PORT on the page's own host name, so both
    // brands' hosts (localhost, lumiere.localhost) reach it with their own origin.
    launch('web', 'packages/web', 'dev', { PORT: String(webPort), VITE_BACKEND_PORT: String(backendPort) });
    await waitFor(`http://localhost:${webPort}/`, 120);
  }
  const accounts = await (await fetch(`${backendUrl}/__dev/accounts`)).json();
  const lines = [
    '',
    'Admission Platform is running.',
    webReady ? `  Portal, first brand (English):  http://localhost:${webPort}/` : '  (the web app is not built yet)',
    webReady ? `  Portal, second brand (French):  http://lumiere.localhost:${webPort}/` : '',
    `  Dev mailbox (magic links, codes): ${backendUrl}/__dev/mailbox`,
    `  Local API, Auth and Storage:      ${backendUrl}`,
    '',
    'Demo accounts (sign in with the email, then open the link from the mailbox):',
    ...accounts.map((account) => `  ${account.email.padEnd(42)} ${account.role.padEnd(9)} ${account.brand.padEnd(11)} ${account.description}`),
    '',
    'Press Ctrl-C to stop.',
  ];
  process.stdout.write(lines.filter((line, i) => line !== '' || i === 0 || lines[i - 1] !== '').join('\n') + '\n');
}

main().catch((error) => {
  process.stdout.write(`[start] ${error instanceof Error ? error.message : String(error)}\n`);
  shutdown(1);
});
