// Opens the backend's Postgres: embedded PGlite (a data directory, or memory) or a real server (DATABASE_URL).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { applySupabaseMigrations, type SqlRunner } from '../supabase/supabase-migrations';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** Raw SQL, for scripts of several statements. */
  readonly sql: SqlRunner;
  /** Brings the schema up to date: the repository's supabase/migrations (on their stand-in), then drizzle's. */
  migrate(): Promise<void>;
  /** PGlite only: the whole cluster as a tar (for test templates); null on PostgreSQL. */
  dump(): Promise<Blob | null>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type DatabaseLocation =
  | { readonly kind: 'pglite'; readonly dataDir: string | null; readonly loadDataDir?: Blob }
  | { readonly kind: 'postgres'; readonly url: string };

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    // An idle connection the server drops (a restart, a dropped database) must not crash the process:
    // the pool replaces it on the next query.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') console.error(`PostgreSQL: an idle connection failed: ${error.message}`);
    });
    const db = drizzlePg({ client: pool, schema });
    const sql: SqlRunner = {
      script: async (text) => void (await pool.query(text)),
      rows: async <T>(text: string) => (await pool.query(text)).rows as T[],
    };
    return {
      db,
      kind: 'postgres',
      sql,
      migrate: async () => {
        await applySupabaseMigrations(sql);
        await migratePg(db, { migrationsFolder });
      },
      dump: () => Promise.resolve(null),
      close: () => pool.end(),
    };
  }
  if (location.dataDir !== null) mkdirSync(location.dataDir, { recursive: true });
  const client = new PGlite({
    ...(location.dataDir === null ? {} : { dataDir: location.dataDir }),
    ...(location.loadDataDir === undefined ? {} : { loadDataDir: location.loadDataDir }),
  });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  const sql: SqlRunner = {
    script: async (text) => void (await client.exec(text)),
    rows: async <T>(text: string) => (await client.query<T>(text)).rows,
  };
  return {
    db,
    kind: 'pglite',
    sql,
    migrate: async () => {
      await applySupabaseMigrations(sql);
      await migratePglite(db, { migrationsFolder });
    },
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/** The tables a reset empties, children first is not needed: TRUNCATE ... CASCADE takes them all at once. */
export async function truncateAll(db: Db): Promise<void> {
  const names = [
    'dev_outbox', 'auth_refresh_tokens', 'auth_sessions', 'auth_otp_tokens', 'quiz_responses', 'quiz_attempts',
    'quiz_answer_options', 'quiz_questions', 'documents', 'document_requirements', 'invoices',
    'payers', 'deals', 'programs', 'users',
    // Not tied to an account (CASCADE would not reach it): what stays of deleted accounts.
    'anonymised_records',
  ];
  // Storage's objects go too; its buckets are supabase/migrations' and stay.
  await db.execute(`TRUNCATE ${names.map((name) => `"${name}"`).join(', ')}, "storage"."objects" RESTART IDENTITY CASCADE`);
}
