// Assembles the backend: database (migrated, seeded when empty), files, outbox, server.
import { createServer } from 'node:net';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { loadConfig, type BackendConfig, type ConfigOverrides } from './config';
import type { BackendContext } from './context';
import { openDatabase, truncateAll, type Database } from './db/database';
import { users } from './db/schema';
import { Outbox } from './dev/outbox';
import { scheduleDocumentsReminders } from './workflow/reminder-job';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { seedDatabase } from './seed/seed';
import { assertStartable } from './production';
import { buildServer } from './server';
import { ObjectFiles } from './storage/object-files';
import { buckets } from './supabase/storage-tables';

export const MEMORY_DATABASE = 'memory://';

export interface OpenBackend {
  readonly config: BackendConfig;
  readonly context: BackendContext;
  readonly database: Database;
  close(): Promise<void>;
}

function databaseLocation(config: BackendConfig, template: Blob | undefined) {
  if (config.databaseUrl === MEMORY_DATABASE) return { kind: 'pglite', dataDir: null, ...(template === undefined ? {} : { loadDataDir: template }) } as const;
  if (config.databaseUrl !== null) return { kind: 'postgres', url: config.databaseUrl } as const;
  return { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') } as const;
}

/** Opens the database, applies migrations, and seeds it when it holds no account yet (or when `reset`). */
export async function openBackend(
  overrides: ConfigOverrides & { reset?: boolean; log?: (line: string) => void; memoryTemplate?: Blob } = {},
): Promise<OpenBackend> {
  const config = loadConfig(overrides);
  await assertStartable(config);
  const database = await openDatabase(databaseLocation(config, overrides.memoryTemplate));
  const log = overrides.log ?? ((line: string) => console.log(line));
  await database.migrate();
  const [bucket] = await database.db.select({ id: buckets.id }).from(buckets).where(eq(buckets.id, config.bucket));
  if (bucket === undefined) {
    await database.close();
    throw new Error(`STORAGE_BUCKET=${config.bucket}: no migration in supabase/migrations creates this bucket`);
  }
  const files = new ObjectFiles(config.dataDir);
  const outbox = new Outbox(database.db, config.printEmails ? log : () => undefined);
  const reset = async () => {
    await truncateAll(database.db);
    await files.removeAll();
    await seedDatabase(database.db, files, {
      bucket: config.bucket,
      now: config.now(),
      quizDurationMinutes: config.quiz.durationMinutes,
      quizQuestionCount: config.quiz.questionCount,
      expiringQuizSeconds: config.quiz.expiringSeconds,
      generatedApplications: config.seedGeneratedApplications,
    });
  };
  const context: BackendContext = { config, db: database.db, files, outbox, reset };
  const [existing] = await database.db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (overrides.reset === true || (existing?.count ?? 0) === 0) await reset();
  else {
    const missing = await missingDemoAccounts(database);
    if (missing.length > 0) {
      log(`The stored data predates ${missing.length} demo account(s) (${missing.join(', ')}): \`pnpm --filter @admission/local-backend reset\` re-seeds it.`);
    }
  }
  return { config, context, database, close: () => database.close() };
}

/** Demo accounts of this version that a database seeded by an older one lacks (data survives restarts). */
export async function missingDemoAccounts(database: Database): Promise<string[]> {
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const present = new Set((await database.db.select({ email: users.email }).from(users).where(inArray(users.email, emails))).map((row) => row.email));
  return emails.filter((email) => !present.has(email));
}

/** A port nothing listens on right now. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningBackend {
  /** The base URL, e.g. http://127.0.0.1:54321. */
  readonly url: string;
  readonly config: BackendConfig;
  readonly context: BackendContext;
  reset(): Promise<void>;
  close(): Promise<void>;
}

export type StartOptions = ConfigOverrides & {
  /** Re-seed from scratch before serving. */
  readonly reset?: boolean;
  readonly logger?: boolean;
  readonly log?: (line: string) => void;
  /** For `memory://`: start from this PGlite dump (`dumpDataDir`) instead of an empty cluster (faster tests). */
  readonly memoryTemplate?: Blob;
};

/** Starts the whole backend on one port (0 picks a free one). */
export async function startLocalBackend(options: StartOptions = {}): Promise<RunningBackend> {
  const requestedPort = options.port ?? loadConfig(options).port;
  // With port 0 the public URL is only known once a port is chosen: pick a free one first.
  const port = requestedPort === 0 ? await freePort(options.host ?? '127.0.0.1') : requestedPort;
  const opened = await openBackend({ ...options, port });
  const app = await buildServer(opened.context, { logger: options.logger ?? false });
  try {
    await app.listen({ port: opened.config.port, host: opened.config.host });
  } catch (error) {
    await opened.close();
    throw error;
  }
  const stopReminders = scheduleDocumentsReminders(opened.context, opened.config.reminderJobIntervalMinutes, options.log ?? ((line) => console.log(line)));
  return {
    url: `http://${opened.config.host}:${opened.config.port}`,
    config: opened.config,
    context: opened.context,
    reset: () => opened.context.reset(),
    close: async () => {
      stopReminders();
      await app.close();
      await opened.close();
    },
  };
}
