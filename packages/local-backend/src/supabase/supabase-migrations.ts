// Applies the repository's supabase/migrations to the backend's own database, on top of the stand-in of the
// Supabase pieces they need (platform.sql). Each migration runs once, in one transaction with its record,
// and is recorded in supabase_migrations.schema_migrations as the Supabase CLI records it.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** supabase/migrations at the root of the repository: the files `supabase db push` deploys. */
export const SUPABASE_MIGRATIONS_DIR = fileURLToPath(new URL('../../../../supabase/migrations', import.meta.url));
const PLATFORM_SQL = fileURLToPath(new URL('./platform.sql', import.meta.url));
/** The CLI's naming: a 14-digit timestamp, an underscore, a name. */
const MIGRATION_FILE = /^(\d{14})_([a-z0-9_]+)\.sql$/;

export interface SqlRunner {
  /** Runs several statements as one transaction (the simple query protocol). */
  script(text: string): Promise<void>;
  rows<T>(text: string): Promise<T[]>;
}

export interface SupabaseMigration {
  readonly version: string;
  readonly name: string;
  readonly file: string;
}

/** The migrations in the order the CLI applies them; a .sql file named otherwise is an error, not skipped. */
export async function supabaseMigrations(dir = SUPABASE_MIGRATIONS_DIR): Promise<SupabaseMigration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  return files.map((file) => {
    const match = MIGRATION_FILE.exec(file);
    if (match === null) throw new Error(`supabase/migrations/${file}: expected <14-digit timestamp>_<name>.sql`);
    return { version: match[1] ?? '', name: match[2] ?? '', file: join(dir, file) };
  });
}

/** Brings the Supabase side up to date; answers the versions it applied now. */
export async function applySupabaseMigrations(runner: SqlRunner, dir = SUPABASE_MIGRATIONS_DIR): Promise<string[]> {
  await runner.script(await readFile(PLATFORM_SQL, 'utf8'));
  const rows = await runner.rows<{ version: string }>('select version from supabase_migrations.schema_migrations');
  const applied = new Set(rows.map((row) => row.version));
  const appliedNow: string[] = [];
  for (const migration of await supabaseMigrations(dir)) {
    if (applied.has(migration.version)) continue;
    const text = await readFile(migration.file, 'utf8');
    // Version and name match MIGRATION_FILE: digits, lower-case letters and underscores only.
    const record = `insert into supabase_migrations.schema_migrations (version, name) values ('${migration.version}', '${migration.name}');`;
    await runner.script(`${text}\n;\n${record}`);
    appliedNow.push(migration.version);
  }
  return appliedNow;
}
