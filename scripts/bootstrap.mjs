// Sets up whatever is missing on a fresh machine that has only Node 20, npm and root:
// the pinned pnpm (from the npm registry), the workspace's packages, and on request
// Debian's chromium, firefox-esr, webkit2gtk-driver (with xvfb) and postgresql. Safe to run again: each step checks before it acts.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
export const pnpmVersion = rootPackage.devEngines.packageManager.version;
const toolsDir = join(root, '.tools');
export const pnpmBin = join(toolsDir, 'node_modules', '.bin', 'pnpm');

export const toolEnv = {
  ...process.env,
  PATH: `${join(toolsDir, 'node_modules', '.bin')}:${join(root, 'node_modules', '.bin')}:${process.env.PATH}`,
  SCARF_ANALYTICS: 'false',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  CHROME_PATH: '/usr/bin/chromium',
};

function log(message) {
  process.stdout.write(`[setup] ${message}\n`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, env: toolEnv, ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
  }
  return result;
}

function installedPnpmVersion() {
  if (!existsSync(pnpmBin)) return null;
  const result = spawnSync(pnpmBin, ['--version'], { encoding: 'utf8', env: toolEnv });
  return result.status === 0 ? result.stdout.trim() : null;
}

export function ensurePnpm() {
  if (installedPnpmVersion() === pnpmVersion) return;
  log(`installing pnpm ${pnpmVersion} into .tools from the npm registry`);
  run('npm', ['install', '--prefix', toolsDir, '--no-save', '--no-package-lock', `pnpm@${pnpmVersion}`]);
}

export function ensureDependencies() {
  ensurePnpm();
  // pnpm itself finds an up-to-date tree in a couple of seconds; no cleverness needed here.
  run(pnpmBin, ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent']);
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

let aptUpdated = false;
function aptInstall(packages) {
  if (!isRoot()) {
    throw new Error(`missing ${packages.join(', ')}: install them with apt-get (needs root)`);
  }
  const env = { ...toolEnv, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    run('apt-get', ['update', '-qq'], { env });
    aptUpdated = true;
  }
  log(`installing Debian's ${packages.join(', ')}`);
  run('apt-get', ['install', '-y', '-qq', ...packages], { env });
}

export function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  aptInstall(['chromium', 'fonts-liberation']);
}

/** Debian's Firefox ESR: the cross-browser suite drives it over WebDriver BiDi, which it serves itself. */
export function ensureFirefox() {
  if (existsSync('/usr/bin/firefox-esr')) return;
  aptInstall(['firefox-esr', 'fonts-liberation']);
}

/** Debian's WebKitGTK driver (it brings WebKitGTK and its MiniBrowser) and Xvfb, the display MiniBrowser needs. */
export function ensureWebKit() {
  if (existsSync('/usr/bin/WebKitWebDriver') && existsSync('/usr/bin/Xvfb')) return;
  aptInstall(['webkit2gtk-driver', 'xvfb', 'fonts-liberation']);
}

/** Installs Debian's PostgreSQL if needed, starts its cluster and returns a DATABASE_URL for tests. */
export function ensurePostgres() {
  if (!existsSync('/usr/bin/pg_ctlcluster') || !existsSync('/usr/lib/postgresql')) {
    aptInstall(['postgresql']);
  }
  const clusters = spawnSync('pg_lsclusters', ['-h'], { encoding: 'utf8' }).stdout.trim().split('\n').filter(Boolean);
  if (clusters.length === 0) {
    const version = spawnSync('ls', ['/usr/lib/postgresql'], { encoding: 'utf8' }).stdout.trim().split('\n').pop();
    run('pg_createcluster', [version, 'main']);
    clusters.push(`${version} main 5432 down`);
  }
  const [version, name, port, status] = clusters[0].split(/\s+/);
  if (status !== 'online') run('pg_ctlcluster', [version, name, 'start']);
  const password = 'admission_test';
  const sql = `DO $$ BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'admission') THEN
      CREATE ROLE admission LOGIN SUPERUSER PASSWORD '${password}';
    END IF; END $$;`;
  // runuser passes the SQL as one argument: no shell sees the $$.
  run('runuser', ['-u', 'postgres', '--', 'psql', '-q', '-p', port, '-c', sql]);
  return `postgres://admission:${password}@127.0.0.1:${port}/postgres`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureDependencies();
  if (process.argv.includes('--browser')) ensureChromium();
  if (process.argv.includes('--postgres')) log(`postgres ready: ${ensurePostgres()}`);
}
