// Real concurrent requests (on PostgreSQL a pool of connections, on PGlite one at a time): document creation,
// submission and re-opening each hold in one transaction, and no file is registered twice.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deals, documents, users } from '../db/schema';
import { aPdf, storagePath } from '../testing/files';
import { startTestBackend, uploadAs, userIdOf, type TestBackend } from '../testing/test-backend';

let t: TestBackend;

beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

const statuses = (results: { status: number }[]) => results.map((result) => result.status).sort();

describe('concurrent requests', () => {
  it('registers one file once when parallel creates name it for different slots', async () => {
    const session = await t.signIn('docs.incomplete@northbridge.example');
    const userId = await userIdOf(t, session);
    for (let round = 0; round < 8; round += 1) {
      const path = storagePath(userId, 'transcripts', 'grades.pdf', 1_790_000_000_100 + round);
      expect((await uploadAs(t, session, path, aPdf(), 'application/pdf')).status).toBe(200);
      const results = await Promise.all(
        [2, 3, 4, 2, 3, 4].map((index) =>
          t.call<{ id: number }>('POST', '/documents/create', { token: session.accessToken, body: { name: 'grades.pdf', document_type: 'transcripts', document_index: index, document_path: path } }),
        ),
      );
      expect(statuses(results), `round ${round}`).toEqual([200, 409, 409, 409, 409, 409]);
      const records = await t.backend.context.db.select().from(documents).where(eq(documents.documentPath, path));
      expect(records).toHaveLength(1);
      await t.backend.context.db.delete(documents).where(eq(documents.documentPath, path));
    }
  });

  it('submits once when the candidate presses submit in several tabs at once', async () => {
    const session = await t.signIn('docs.complete@northbridge.example');
    const results = await Promise.all(Array.from({ length: 6 }, () => t.call('POST', '/documents/submit', { token: session.accessToken })));
    expect(statuses(results)).toEqual([200, 409, 409, 409, 409, 409]);
  });

  it('refuses a document record that races a submission once the submission is in', async () => {
    const session = await t.signIn('docs.unpaid@northbridge.example');
    const userId = await userIdOf(t, session);
    // Paid now, so the submission goes through while records are being created.
    await t.backend.context.db.execute(`UPDATE invoices SET status = 'paid' WHERE user_id = '${userId}'`);
    const paths = [1, 2, 3].map((n) => storagePath(userId, 'recommendation_letter', `letter${n}.pdf`, 1_790_000_000_200 + n));
    for (const path of paths) expect((await uploadAs(t, session, path, aPdf(), 'application/pdf')).status).toBe(200);
    const [submitted, ...created] = await Promise.all([
      t.call('POST', '/documents/submit', { token: session.accessToken }),
      ...paths.map((path, index) =>
        t.call('POST', '/documents/create', { token: session.accessToken, body: { name: `letter${index + 1}.pdf`, document_type: 'recommendation_letter', document_index: (index % 2) + 1, document_path: path } }),
      ),
    ]);
    expect(submitted?.status).toBe(200);
    const [user] = await t.backend.context.db.select().from(users).where(eq(users.id, userId));
    const records = await t.backend.context.db.select().from(documents).where(eq(documents.userId, userId));
    // Every record that got in was created before the submission: none is dated after it.
    for (const record of records) expect(record.createdAt.getTime()).toBeLessThanOrEqual(user?.documentsSubmittedAt?.getTime() ?? 0);
    expect(created.every((result) => [200, 400, 409].includes(result.status))).toBe(true);
  });

  it('lifts the submission lock when the admin re-opens both of a candidate\'s applications at once', async () => {
    const candidate = await t.signIn('two.applications@northbridge.example');
    const userId = await userIdOf(t, candidate);
    const now = new Date(t.clock.now());
    await t.backend.context.db.update(deals).set({ dealStatus: 'COMPLETE', documentsSubmittedAt: now }).where(eq(deals.userId, userId));
    await t.backend.context.db.update(users).set({ documentsSubmittedAt: now }).where(eq(users.id, userId));
    const dealIds = (await t.backend.context.db.select({ id: deals.id }).from(deals).where(eq(deals.userId, userId))).map((row) => row.id);
    expect(dealIds).toHaveLength(2);
    const admin = await t.signIn('admin@northbridge.example');
    for (let round = 0; round < 10; round += 1) {
      await t.backend.context.db.update(deals).set({ dealStatus: 'COMPLETE', documentsSubmittedAt: now }).where(eq(deals.userId, userId));
      await t.backend.context.db.update(users).set({ documentsSubmittedAt: now }).where(eq(users.id, userId));
      const results = await Promise.all(dealIds.map((id) => t.call('PATCH', `/admin/applications/${id}/status?status=IN_PROGRESS`, { token: admin.accessToken })));
      expect(statuses(results)).toEqual([200, 200]);
      const status = await t.call<{ is_submitted: boolean }>('GET', '/documents/submission-status', { token: candidate.accessToken });
      expect(status.body.is_submitted, `round ${round}`).toBe(false);
    }
  });
});
