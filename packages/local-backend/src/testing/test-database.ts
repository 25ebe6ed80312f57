// A migrated database for tests that need no server: in-memory PGlite from the suite's template, or a fresh
// database on the PostgreSQL test server when LOCAL_BACKEND_TEST_DB=postgres.
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { freshPostgresDatabase, usePostgres } from './test-backend';

export async function openTestDatabase(): Promise<{ database: Database; close(): Promise<void> }> {
  if (usePostgres()) {
    const fresh = await freshPostgresDatabase();
    const database = await openDatabase({ kind: 'postgres', url: fresh.url });
    await database.migrate();
    return { database, close: async () => { await database.close(); await fresh.drop(); } };
  }
  const templateFile = inject('pgliteTemplate');
  const template = templateFile ? new Blob([await readFile(templateFile)]) : undefined;
  const database = await openDatabase({ kind: 'pglite', dataDir: null, ...(template === undefined ? {} : { loadDataDir: template }) });
  await database.migrate();
  return { database, close: () => database.close() };
}
