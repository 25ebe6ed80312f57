// The bench's own local backend: its own port and temp data directory, CORS open to the bench's static
// servers, no sign-in rate limits (every run signs in afresh, all from 127.0.0.1), never someone's DATABASE_URL.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { backendRoot } from './paths.mjs';
import { runToEnd, startService, waitForUrl } from './processes.mjs';

const tsx = join(backendRoot, 'node_modules', '.bin', 'tsx');

function backendEnv({ port, dataDir, origins, generatedApplications }) {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CORS_ORIGINS: origins.join(','),
    SITE_URL: origins[0],
    LOCAL_BACKEND_MODE: 'dev',
    PRINT_EMAILS: '0',
    OTP_RATE_LIMIT_MAX: '100000',
    OTP_IP_RATE_LIMIT_MAX: '100000',
    VERIFY_IP_RATE_LIMIT_MAX: '100000',
  };
  // Unset: the backend's own default (the usual demo seed).
  if (generatedApplications === undefined) delete env.SEED_GENERATED_APPLICATIONS;
  else env.SEED_GENERATED_APPLICATIONS = String(generatedApplications);
  delete env.DATABASE_URL;
  delete env.PUBLIC_URL;
  return env;
}

/** Seeds a data directory without serving it (`cli.ts reset`), e.g. while the apps build. */
export function seedDataDir(options, logFile) {
  return runToEnd(tsx, ['src/cli.ts', 'reset'], { cwd: backendRoot, env: backendEnv(options), logFile });
}

/** Serves a data directory (seeding it first when empty); resolves once it answers. */
export async function startBackend(options, logFile) {
  const service = startService(tsx, ['src/cli.ts', 'start'], { cwd: backendRoot, env: backendEnv(options), logFile });
  const url = `http://127.0.0.1:${options.port}`;
  try {
    await waitForUrl(`${url}/__dev/accounts`, { seconds: 180, exited: service.exited, what: 'the local backend' });
  } catch (error) {
    const log = readFileSync(logFile, 'utf8').trim().split('\n').slice(-20).join('\n');
    throw new Error(`${error instanceof Error ? error.message : String(error)}; its last lines:\n${log}`, { cause: error });
  }
  return { url, stop: service.stop };
}
