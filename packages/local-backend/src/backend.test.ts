// The data directory (or the PostgreSQL database) survives a restart: accounts, answers, sessions and files.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './db/schema';
import { aPdf, storagePath } from './testing/files';
import { freshPostgresDatabase, startTestBackend, uploadAs, usePostgres, userIdOf } from './testing/test-backend';

let dataDir: string;
let database: { url: string; drop(): Promise<void> } | null = null;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'local-backend-restart-'));
  // null: PGlite in dataDir/pglite; otherwise a fresh PostgreSQL database reused by both runs.
  database = usePostgres() ? await freshPostgresDatabase() : null;
});
afterAll(async () => {
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('restart', () => {
  it('keeps every change and file after the server is closed and started again', { timeout: 180_000 }, async () => {
    const options = { dataDir, databaseUrl: database?.url ?? null };
    const first = await startTestBackend(options);
    const session = await first.signIn('quiz.ready@northbridge.example');
    const userId = await userIdOf(first, session);
    await first.call('PUT', '/users/nationalities', { token: session.accessToken, body: { nationality_codes: ['JP'] } });
    const upload = await uploadAs(first, session, storagePath(userId, 'cv', 'kept.pdf'), aPdf('Kept'), 'application/pdf');
    expect(upload.status).toBe(200);
    const created = await first.call<{ id: number }>('POST', '/documents/create', {
      token: session.accessToken,
      body: { name: 'kept.pdf', document_type: 'cv', document_index: 1, document_path: upload.path },
    });
    expect(created.status).toBe(200);
    // As if this data had been seeded by a version without the `rejected` demo account.
    await first.backend.context.db.update(users).set({ email: 'renamed@northbridge.example' }).where(eq(users.email, 'rejected@northbridge.example'));
    await first.close();

    const logged: string[] = [];
    const second = await startTestBackend({ ...options, log: (line) => logged.push(line) });
    try {
      expect(logged.filter((line) => line.includes('predates'))).toEqual([
        'The stored data predates 1 demo account(s) (rejected@northbridge.example): `pnpm --filter @admission/local-backend reset` re-seeds it.',
      ]);
      expect((await second.call('GET', '/users/nationalities', { token: session.accessToken })).body).toEqual([{ code: 'JP', name: 'Japan' }]);
      const link = await second.call<{ download_url: string }>('GET', `/documents/${created.body.id}/download`, { token: session.accessToken });
      const file = await fetch(link.body.download_url.replace(/^http:\/\/[^/]+/, second.url));
      expect(Buffer.from(await file.arrayBuffer()).equals(aPdf('Kept'))).toBe(true);
      const admin = await second.signIn('admin@northbridge.example');
      const list = await second.call('GET', '/admin/applications?status=all&limit=1', { token: admin.accessToken });
      expect(Number(list.headers.get('x-total-count'))).toBeGreaterThanOrEqual(250);
    } finally {
      await second.close();
    }
  });
});
