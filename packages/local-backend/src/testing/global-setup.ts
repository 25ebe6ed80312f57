// Runs once before the PGlite suite: an empty cluster with the migrations applied, dumped to a file that
// every test file's in-memory PGlite starts from (a fresh cluster costs seconds; loading a dump well under one).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'local-backend-template-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await database.migrate();
  const dump = await database.dump();
  await database.close();
  if (dump === null) throw new Error('PGlite gave no dump');
  const file = join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
