// `start` serves the backend (port 54321 by default); `reset` re-creates and re-seeds the data directory.
import { loadConfig } from './config';
import { openBackend, startLocalBackend } from './backend';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';

async function start(): Promise<void> {
  const backend = await startLocalBackend({ reset: process.argv.includes('--reset') });
  const base = backend.config.publicUrl;
  if (backend.config.mode === 'production') {
    console.log(`Admission Platform local backend on ${base}, production mode: no dev pages, no email printed.`);
    return;
  }
  const lines = [
    '',
    `Admission Platform local backend on ${base} (${backend.config.databaseUrl === null ? `PGlite in ${backend.config.dataDir}` : 'PostgreSQL'})`,
    `  product API   ${base}/`,
    `  Supabase Auth ${base}/auth/v1    Storage ${base}/storage/v1 (bucket ${backend.config.bucket})`,
    `  anon key      ${backend.config.anonKey}`,
    `  dev mailbox   ${base}/__dev/mailbox   (JSON: ${base}/__dev/outbox)`,
    `  accounts      ${base}/__dev/accounts`,
    '',
    'Demo accounts (sign in with the magic link from the mailbox):',
    ...DEMO_ACCOUNTS.map((account) => `  ${account.email.padEnd(40)} ${account.role.padEnd(9)} ${account.description}`),
    '',
  ];
  console.log(lines.join('\n'));
  const stop = () => {
    void backend.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

async function reset(): Promise<void> {
  const backend = await openBackend({ reset: true, printEmails: false });
  await backend.close();
  const config = loadConfig();
  console.log(`Reset done: ${config.databaseUrl === null ? config.dataDir : 'the PostgreSQL database'} re-created and re-seeded.`);
}

const command = process.argv[2] ?? 'start';
const commands: Record<string, () => Promise<void>> = { start, reset };
const run = commands[command];
if (run === undefined) {
  console.error(`Unknown command "${command}". Use: start [--reset] | reset`);
  process.exit(2);
} else {
  run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
