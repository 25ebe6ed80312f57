// Asking to delete one's account over HTTP (docs/decisions/0020): the candidate asks and may cancel; only an
// admin carries it out, which removes the files from storage and the account with everything that cascades, keeps an
// anonymised record and the invoices, ends the sessions and emails the candidate; nobody else's data moves.
import { ANONYMISATION_POLICY, type AccountDeletionState, type AdminDeletionRequest, type Deal, type TimelineEvent, yearsAfter } from '@admission/domain';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANON_KEY } from '../config';
import { anonymisedRecords, invoices, users } from '../db/schema';
import { objects } from '../supabase/storage-tables';
import { startWithStaff, userIdOf, type Session, type TestBackend } from '../testing/test-backend';

let t: TestBackend;
let admin: Session;
let agent: Session;
beforeAll(async () => {
  ({ t, admin, agent } = await startWithStaff());
});
afterAll(() => t.close());

type Refusal = { detail: { code: string; message: string } };
const state = (session: Session) => t.call<AccountDeletionState & Refusal>('GET', '/users/me/deletion-request', { token: session.accessToken });
const ask = (session: Session) => t.call<AccountDeletionState & Refusal>('POST', '/users/me/deletion-request', { token: session.accessToken });
const cancel = (session: Session) => t.call<AccountDeletionState & Refusal>('DELETE', '/users/me/deletion-request', { token: session.accessToken });
const list = (session: Session) => t.call<AdminDeletionRequest[] & Refusal>('GET', '/admin/deletion-requests', { token: session.accessToken });
const complete = (session: Session, id: number) => t.call<AdminDeletionRequest & Refusal>('POST', `/admin/deletion-requests/${id}/complete`, { token: session.accessToken });
const documentsOf = async (session: Session) => (await t.call<{ documents: { id: number; document_path: string }[] }>('GET', '/documents/', { token: session.accessToken })).body.documents;
const waitingFor = async (email: string) => (await list(admin)).body.find((request) => request.candidate?.email === email);
/** A signed URL of each document, taken while the account exists: Storage's own HTTP answer tells whether the file is still there. */
const signedUrls = async (session: Session) =>
  Promise.all((await documentsOf(session)).map(async (document) => (await t.call<{ download_url: string }>('GET', `/documents/${document.id}/download`, { token: session.accessToken })).body.download_url));

describe('a fresh seed', () => {
  it('has one request waiting, asked two days ago by waiting.deletion@, which the candidate sees as asked and an admin sees in the list', async () => {
    const email = 'waiting.deletion@northbridge.example';
    const waiting = await waitingFor(email);
    expect(waiting).toMatchObject({ status: 'requested', completed_at: null, has_invoices: true });
    const age = t.clock.now() - Date.parse(waiting?.requested_at ?? '');
    expect(age).toBeGreaterThanOrEqual(2 * 86_400_000);
    expect(age).toBeLessThan(2 * 86_400_000 + 3_600_000);
    const seen = await state(await t.signIn(email));
    expect(seen.body.request).toMatchObject({ id: waiting?.id, status: 'requested', cancelled_at: null });
    expect((await list(admin)).body.filter((request) => request.status === 'requested').map((request) => request.candidate?.email)).toEqual([email]);
  });
});

describe('the candidate asks, cancels and asks again', () => {
  it('says what a deletion removes and keeps (the brand’s retention; invoices only when there are some), then records each step on the timeline', async () => {
    const candidate = await t.signIn('two.applications@northbridge.example');
    const before = await state(candidate);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      request: null,
      summary: { deleted: expect.arrayContaining(['documents', 'profile', 'account']), kept: [{ id: 'anonymised-record', years: 5 }] },
    });
    expect((await state(await t.signIn('docs.submitted@northbridge.example'))).body.summary.kept).toEqual([
      { id: 'anonymised-record', years: 5 },
      { id: 'invoices', years: 10 },
    ]);

    t.clock.advance(1_000);
    const asked = await ask(candidate);
    expect(asked.status).toBe(201);
    expect(asked.body.request).toEqual({ id: expect.any(Number), status: 'requested', requested_at: new Date(t.clock.now()).toISOString(), cancelled_at: null });
    const again = await ask(candidate);
    expect(again.status).toBe(409);
    expect(again.body.detail).toMatchObject({ code: 'DELETION_ALREADY_REQUESTED', message: expect.any(String) });

    t.clock.advance(1_000);
    const cancelled = await cancel(candidate);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.request).toMatchObject({ id: asked.body.request?.id, status: 'cancelled', cancelled_at: new Date(t.clock.now()).toISOString() });
    expect((await cancel(candidate)).body.detail).toMatchObject({ code: 'NO_DELETION_REQUESTED' });
    expect((await cancel(candidate)).status).toBe(409);
    expect((await state(candidate)).body.request?.status).toBe('cancelled');
    expect(await waitingFor('two.applications@northbridge.example')).toBeUndefined();

    t.clock.advance(1_000);
    const renewed = await ask(candidate);
    expect(renewed.status).toBe(201);
    expect(renewed.body.request).toMatchObject({ id: asked.body.request?.id, status: 'requested', cancelled_at: null });

    // Both applications' timelines show the steps (no application of their own), by the candidate.
    const deals = (await t.call<Deal[]>('GET', '/deals/', { token: candidate.accessToken })).body;
    for (const deal of deals) {
      const { events } = (await t.call<{ events: TimelineEvent[] }>('GET', `/admin/applications/${deal.id}/timeline`, { token: admin.accessToken })).body;
      expect(events.filter((event) => event.kind.startsWith('deletion-')).map((event) => [event.kind, event.actor.kind])).toEqual([
        ['deletion-requested', 'candidate'],
        ['deletion-cancelled', 'candidate'],
        ['deletion-requested', 'candidate'],
      ]);
    }
    expect(await waitingFor('two.applications@northbridge.example')).toMatchObject({ status: 'requested', documents: 0, has_invoices: false });
  });

  it('refuses staff on the candidate’s calls and everyone but admins on the staff calls (403 FORBIDDEN), unknown requests with 404', async () => {
    const candidate = await t.signIn('quiz.ready@northbridge.example');
    for (const call of [state, ask, cancel]) {
      const refused = await call(agent);
      expect(refused.status).toBe(403);
      expect(refused.body.detail).toMatchObject({ code: 'FORBIDDEN' });
      expect((await call(admin)).status).toBe(403);
    }
    for (const session of [agent, candidate]) {
      expect((await list(session)).body.detail).toMatchObject({ code: 'FORBIDDEN' });
      expect((await list(session)).status).toBe(403);
      expect((await complete(session, 1)).status).toBe(403);
    }
    expect((await complete(admin, 999_999)).status).toBe(404);
    expect((await t.call('GET', '/admin/deletion-requests')).status).toBe(422);
  });

  it('refuses to carry out a cancelled request (409 NO_DELETION_REQUESTED) and deletes nothing', async () => {
    const candidate = await t.signIn('payment.void@northbridge.example');
    const asked = await ask(candidate);
    await cancel(candidate);
    const refused = await complete(admin, asked.body.request?.id ?? 0);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatchObject({ code: 'NO_DELETION_REQUESTED' });
    expect((await t.call('GET', '/users/me', { token: candidate.accessToken })).status).toBe(200);
  });
});

describe('an admin carries it out', () => {
  it('removes the files and the account, keeps an anonymised record and the invoices, ends the sessions, emails the candidate; another candidate keeps everything', async () => {
    const email = 'docs.submitted@northbridge.example';
    const candidate = await t.signIn(email);
    const userId = await userIdOf(t, candidate);
    const other = await t.signIn('docs.complete@northbridge.example');
    const otherDocuments = await documentsOf(other);
    const otherDeals = (await t.call<Deal[]>('GET', '/deals/', { token: other.accessToken })).body;
    const urls = await signedUrls(candidate);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect((await fetch(url)).status).toBe(200);
    const { db, files, config } = t.backend.context;
    const paths = (await db.select({ name: objects.name }).from(objects).where(eq(objects.ownerId, userId))).map((row) => row.name);
    expect(paths.length).toBe(urls.length);

    const asked = await ask(candidate);
    const waiting = await waitingFor(email);
    expect(waiting).toMatchObject({ id: asked.body.request?.id, status: 'requested', brand: 'northbridge', candidate: { email, first_name: 'Sam', last_name: 'Submitted' }, documents: urls.length, has_invoices: true, completed_at: null });

    t.clock.advance(60_000);
    const done = await complete(admin, waiting?.id ?? 0);
    expect(done.status).toBe(200);
    const completedAt = new Date(t.clock.now());
    expect(done.body).toEqual({
      ...waiting,
      status: 'completed',
      completed_at: completedAt.toISOString(),
      completed_by: { name: 'Alice Admin', role: 'admin' },
      candidate: null,
      documents: 0,
      has_invoices: false,
    });

    // Storage: the files answer no more over Storage's HTTP API, their rows and bytes are gone.
    for (const url of urls) expect((await fetch(url)).status).toBeGreaterThanOrEqual(400);
    expect(await db.select().from(objects).where(eq(objects.ownerId, userId))).toEqual([]);
    for (const path of paths) await expect(files.read(config.bucket, path)).rejects.toThrow();

    // The account and its sessions: the old tokens are refused, the address can no longer sign in.
    expect(await db.select().from(users).where(eq(users.id, userId))).toEqual([]);
    expect((await t.call('GET', '/users/me', { token: candidate.accessToken })).status).toBe(401);
    const refresh = await t.call<{ code: string }>('POST', '/auth/v1/token?grant_type=refresh_token', { headers: { apikey: DEFAULT_ANON_KEY }, body: { refresh_token: candidate.refreshToken } });
    expect(refresh.status).toBe(400);
    const otp = await t.call<{ code: string }>('POST', '/auth/v1/otp', { headers: { apikey: DEFAULT_ANON_KEY }, body: { email, create_user: false } });
    expect(otp.body.code).toBe('otp_disabled');
    expect((await t.call('POST', '/users/check-exists', { body: { email } })).status).toBe(404);

    // The anonymised record: the brand's retention, the applications generalised, nothing personal.
    const [record] = await db.select().from(anonymisedRecords).where(eq(anonymisedRecords.anonymisedAt, completedAt));
    expect(record).toMatchObject({ brand: 'northbridge', keptUntil: new Date(yearsAfter(completedAt.toISOString(), 5)) });
    expect(record?.applications).toEqual([{ programName: expect.any(String), status: 'COMPLETE', appliedMonth: expect.stringMatching(/^\d{4}-\d{2}$/), submitted: true, quizOutcome: null, documentCount: urls.length }]);
    const recordText = JSON.stringify(record);
    for (const personal of [userId, email, 'Sam', 'Submitted', '+44']) expect(recordText).not.toContain(personal);
    const kept = Object.entries(ANONYMISATION_POLICY.application).filter(([, fate]) => fate !== 'removed').length;
    expect(Object.keys(record?.applications[0] ?? {})).toHaveLength(kept);

    // The invoices stay for the accounting years, tied to the record and to no account.
    const keptInvoices = await db.select().from(invoices).where(eq(invoices.anonymisedRecordId, record?.id ?? 0));
    expect(keptInvoices).toHaveLength(1);
    expect(keptInvoices[0]).toMatchObject({ userId: null, status: 'paid', keptUntil: new Date(yearsAfter(completedAt.toISOString(), 10)) });
    expect((await db.select().from(invoices).where(isNull(invoices.userId))).length).toBe(1);

    // The email, in the brand and language, sent to the address before it went.
    const [mail] = (await t.call<{ subject: string; text: string; html: string }[]>('GET', `/__dev/outbox?to=${encodeURIComponent(email)}`)).body;
    expect(mail?.subject).toBe('Northbridge Business School: your account is deleted');
    expect(mail?.text).toContain('for 5 years, and your invoices for 10 years');
    expect(mail?.html).not.toContain('Open my applicant portal');
    // The day it was asked, written as the portal writes a day in English ("November 27, 2026").
    expect(mail?.text).toMatch(/As you asked on [A-Z][a-z]+ \d{1,2}, \d{4}, we have deleted/);

    // Nobody else's data moved.
    expect(await documentsOf(other)).toEqual(otherDocuments);
    expect((await t.call<Deal[]>('GET', '/deals/', { token: other.accessToken })).body).toEqual(otherDeals);
    for (const document of otherDocuments) await expect(files.read(config.bucket, document.document_path)).resolves.toBeInstanceOf(Buffer);

    // Once is enough: the list keeps it as completed, naming nobody.
    const again = await complete(admin, waiting?.id ?? 0);
    expect(again.status).toBe(409);
    expect(again.body.detail).toMatchObject({ code: 'ACCOUNT_ALREADY_DELETED' });
    expect((await list(admin)).body.find((request) => request.id === waiting?.id)).toMatchObject({ status: 'completed', candidate: null });
  });

  it('writes the email in the candidate’s language (École Lumière, French), without invoices when there are none', async () => {
    const email = 'quiz.fr@lumiere.example';
    const candidate = await t.signIn(email);
    await t.call('DELETE', '/users/me/deletion-request', { token: candidate.accessToken });
    const asked = await ask(candidate);
    await t.backend.context.db.delete(invoices).where(eq(invoices.userId, await userIdOf(t, candidate)));
    expect((await complete(admin, asked.body.request?.id ?? 0)).status).toBe(200);
    const [mail] = (await t.call<{ subject: string; text: string }[]>('GET', `/__dev/outbox?to=${encodeURIComponent(email)}`)).body;
    expect(mail?.subject).toBe('École Lumière\u00a0: votre compte est supprimé');
    expect(mail?.text).toContain('pendant 5 ans.');
    expect(mail?.text).toMatch(/Comme vous l'avez demandé le \d{1,2} [a-zéû]+ \d{4}, nous avons supprimé votre compte de l'espace candidat de l'École Lumière\u00a0: vos/u);
    expect(mail?.text).not.toContain('factures');
  });
});

