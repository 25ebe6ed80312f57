// The candidate's withdrawal over HTTP: their own undecided application only, with reasons from the
// domain's list; the timeline records it by the candidate, staff find it under WITHDRAWN and may no longer move it.
import { readCsv, type Deal, type TimelineEvent } from '@admission/domain';
import { ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deals, programs } from '../db/schema';
import { applicationIdOf, startTestBackend, userIdOf, type Session, type TestBackend } from '../testing/test-backend';

let t: TestBackend;
let admin: Session;
let twofold: Session;
let rejected: Session;
let submitted: Session;
beforeAll(async () => {
  t = await startTestBackend();
  [admin, twofold, rejected, submitted] = await Promise.all([
    t.signIn('admin@northbridge.example'),
    t.signIn('two.applications@northbridge.example'),
    t.signIn('rejected@northbridge.example'),
    t.signIn('docs.submitted@northbridge.example'),
  ]);
});
afterAll(() => t.close());

const withdraw = (session: Session, id: number, body: unknown) => t.call<{ detail?: { code: string; message: string } }>('POST', `/deals/${id}/withdraw`, { token: session.accessToken, body });
const dealsOf = async (session: Session) => (await t.call<Deal[]>('GET', '/deals/', { token: session.accessToken })).body;
const REASONS = [{ id: 'accepted-elsewhere' }, { id: 'other', text: '  Moving abroad  ' }];

describe('POST /deals/{id}/withdraw', () => {
  it('withdraws the candidate’s own application with its reasons, keeps its status, and records it by the candidate', async () => {
    const [first, second] = await dealsOf(twofold);
    if (first === undefined || second === undefined) throw new Error('two applications expected');
    t.clock.advance(1_000);
    const answer = await withdraw(twofold, first.id, { reasons: REASONS });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: first.id, deal_status: 'IN_PROGRESS', withdrawal_reasons: [{ id: 'accepted-elsewhere' }, { id: 'other', text: 'Moving abroad' }] });

    const [after, untouched] = await dealsOf(twofold);
    expect(after).toMatchObject({ deal_status: 'IN_PROGRESS', withdrawal_reasons: [{ id: 'accepted-elsewhere' }, { id: 'other', text: 'Moving abroad' }] });
    expect(Date.parse(after?.withdrawn_at ?? '')).toBe(t.clock.now());
    expect(after?.history?.[0]).toMatchObject({ kind: 'withdrawn', actor: { kind: 'candidate' }, details: { from: 'IN_PROGRESS', to: 'WITHDRAWN', reasons: ['accepted-elsewhere', 'other'], other_reason: 'Moving abroad' } });
    expect(untouched).toMatchObject({ id: second.id, withdrawn_at: null, withdrawal_reasons: null });

    const timeline = await t.call<{ events: TimelineEvent[] }>('GET', `/admin/applications/${first.id}/timeline`, { token: admin.accessToken });
    expect(timeline.body.events.filter((event) => event.kind === 'withdrawn')).toHaveLength(1);

    // A second withdrawal is refused with the domain's code, and records nothing more.
    const again = await withdraw(twofold, first.id, { reasons: [{ id: 'cost' }] });
    expect(again.status).toBe(409);
    expect(again.body.detail).toMatchObject({ code: 'ALREADY_WITHDRAWN' });
    expect((await dealsOf(twofold))[0]?.withdrawal_reasons).toEqual([{ id: 'accepted-elsewhere' }, { id: 'other', text: 'Moving abroad' }]);
  });

  it('refuses a decided application (409 ALREADY_DECIDED) and lets a submitted one (COMPLETE) be withdrawn', async () => {
    const [decided] = await dealsOf(rejected);
    const refused = await withdraw(rejected, decided?.id ?? 0, { reasons: [{ id: 'cost' }] });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatchObject({ code: 'ALREADY_DECIDED', status: 'REJECTED' });
    expect((await dealsOf(rejected))[0]?.withdrawn_at).toBeNull();

    const [complete] = await dealsOf(submitted);
    expect((await withdraw(submitted, complete?.id ?? 0, { reasons: [{ id: 'start-date' }] })).status).toBe(200);
  });

  it.each([
    [{}, 'NO_REASON'],
    [{ reasons: [] }, 'NO_REASON'],
    [{ reasons: [{ id: 'bored' }] }, 'UNKNOWN_REASON'],
    [{ reasons: ['cost'] }, 'UNKNOWN_REASON'],
    [{ reasons: [{ id: 'cost' }, { id: 'cost' }] }, 'REPEATED_REASON'],
    [{ reasons: [{ id: 'other', text: '   ' }] }, 'OTHER_TEXT_MISSING'],
    [{ reasons: [{ id: 'other', text: 'x'.repeat(201) }] }, 'OTHER_TEXT_TOO_LONG'],
  ])('refuses the reasons %j with 422 %s, and withdraws nothing', async (body, code) => {
    const [, draft] = await dealsOf(twofold);
    const answer = await withdraw(twofold, draft?.id ?? 0, body);
    expect(answer.status).toBe(422);
    expect(answer.body.detail).toMatchObject({ code, message: expect.any(String) });
    expect((await dealsOf(twofold))[1]?.withdrawn_at).toBeNull();
  });

  it("answers 404 for another candidate's application or none, 403 to staff, 422 without a token and 401 with a bad one", async () => {
    const [theirs] = await dealsOf(rejected);
    const [mine] = await dealsOf(submitted);
    expect((await withdraw(twofold, theirs?.id ?? 0, { reasons: [{ id: 'cost' }] })).status).toBe(404);
    expect((await withdraw(twofold, 2_000_000_000, { reasons: [{ id: 'cost' }] })).status).toBe(404);
    expect((await withdraw(admin, mine?.id ?? 0, { reasons: [{ id: 'cost' }] })).status).toBe(403);
    const anonymous = await t.call('POST', `/deals/${mine?.id ?? 0}/withdraw`, { token: null, body: { reasons: [{ id: 'cost' }] } });
    // The product API's own answer to a missing bearer header (FastAPI's): 422, as every route.
    expect(anonymous).toMatchObject({ status: 422, body: { detail: 'Not authenticated: the Authorization header is missing' } });
    expect((await t.call('POST', `/deals/${mine?.id ?? 0}/withdraw`, { token: 'not-a-token', body: { reasons: [{ id: 'cost' }] } })).status).toBe(401);
  });
});

describe('staff and a withdrawn application', () => {
  it('lists it under WITHDRAWN only (list and CSV export), and refuses every status change with 409', async () => {
    const id = await applicationIdOf(t, admin, 'two.applications@northbridge.example');
    const [first] = await dealsOf(twofold);
    const withdrawnId = first?.id ?? 0;
    expect(id).toBeGreaterThan(0);

    const listed = await t.call<{ deal_id: number; withdrawn_at: string | null }[]>('GET', '/admin/applications?status=WITHDRAWN', { token: admin.accessToken });
    expect(listed.status).toBe(200);
    expect(listed.body.map((item) => item.deal_id)).toContain(withdrawnId);
    expect(listed.body.every((item) => item.withdrawn_at !== null)).toBe(true);
    const inProgress = await t.call<{ deal_id: number }[]>('GET', '/admin/applications?status=IN_PROGRESS&limit=100', { token: admin.accessToken });
    expect(inProgress.body.map((item) => item.deal_id)).not.toContain(withdrawnId);
    const all = await t.call<{ deal_id: number; withdrawn_at: string | null }[]>('GET', '/admin/applications?status=all&search=Twofold', { token: admin.accessToken });
    expect(all.body.find((item) => item.deal_id === withdrawnId)?.withdrawn_at).toEqual(expect.any(String));

    const csv = await t.call<string>('GET', '/admin/applications/export?status=WITHDRAWN&lang=fr', { token: admin.accessToken });
    expect(csv.status).toBe(200);
    const rows = readCsv(String(csv.body).replace(/^\uFEFF/, ''));
    expect(rows.slice(1).map((row) => row[0])).toContain(String(withdrawnId));
    expect(rows.slice(1).every((row) => row[6] === 'Retirée')).toBe(true);

    const detail = await t.call<{ deal: { withdrawn_at: string | null; withdrawal_reasons: unknown } }>('GET', `/admin/applications/${withdrawnId}`, { token: admin.accessToken });
    expect(detail.body.deal).toMatchObject({ withdrawn_at: expect.any(String), withdrawal_reasons: [{ id: 'accepted-elsewhere' }, { id: 'other', text: 'Moving abroad' }] });

    for (const status of ['IN_PROGRESS', 'COMPLETE', 'ADMISSIBLE', 'REJECTED']) {
      const refused = await t.call<{ detail: { code: string } }>('PATCH', `/admin/applications/${withdrawnId}/status?status=${status}`, { token: admin.accessToken, body: { reasons: [{ id: 'places-filled' }] } });
      expect(refused.status).toBe(409);
      expect(refused.body.detail.code).toBe('WITHDRAWN');
    }
    expect((await dealsOf(twofold))[0]?.deal_status).toBe('IN_PROGRESS');
  });

  it('refuses an unknown status filter with 422, as any bad parameter', async () => {
    expect((await t.call('GET', '/admin/applications?status=GONE', { token: admin.accessToken })).status).toBe(422);
  });
});

describe('submitting the documents with one application withdrawn', () => {
  it('sends the others for review and leaves the withdrawn one as it was, with no submission on its timeline', async () => {
    const own = await startTestBackend();
    try {
      const session = await own.signIn('docs.complete@northbridge.example');
      const { db } = own.backend.context;
      const [kept] = (await own.call<Deal[]>('GET', '/deals/', { token: session.accessToken })).body;
      if (kept === undefined) throw new Error('one application expected');
      const [other] = await db.select({ id: programs.id }).from(programs).where(ne(programs.name, kept.program.name)).limit(1);
      const [second] = await db.insert(deals).values({ userId: await userIdOf(own, session), programId: other?.id ?? 0, dealStatus: 'IN_PROGRESS' }).returning({ id: deals.id });
      const withdrawn = await own.call('POST', `/deals/${second?.id ?? 0}/withdraw`, { token: session.accessToken, body: { reasons: [{ id: 'cost' }] } });
      expect(withdrawn.status).toBe(200);

      expect((await own.call('POST', '/documents/submit', { token: session.accessToken })).status).toBe(200);
      const after = (await own.call<Deal[]>('GET', '/deals/', { token: session.accessToken })).body;
      expect(after.find((deal) => deal.id === kept.id)).toMatchObject({ deal_status: 'COMPLETE', withdrawn_at: null });
      expect(after.find((deal) => deal.id === second?.id)).toMatchObject({ deal_status: 'IN_PROGRESS', withdrawn_at: expect.any(String) });
      const staff = await own.signIn('admin@northbridge.example');
      const kinds = async (id: number) =>
        (await own.call<{ events: TimelineEvent[] }>('GET', `/admin/applications/${id}/timeline`, { token: staff.accessToken })).body.events.map((event) => event.kind);
      expect(await kinds(kept.id)).toContain('documents-submitted');
      expect(await kinds(second?.id ?? 0)).not.toContain('documents-submitted');
    } finally {
      await own.close();
    }
  });
});

describe('what the candidate sent, once every application is withdrawn', () => {
  it('reads it still, and refuses every change with 409 ALL_WITHDRAWN (documents, submission, nationalities, disability)', async () => {
    const complete = await t.signIn('docs.complete@northbridge.example');
    const token = complete.accessToken;
    const [only] = await dealsOf(complete);
    const before = await t.call<{ documents: { id: number }[] }>('GET', '/documents/', { token });
    const [document] = before.body.documents;
    if (only === undefined || document === undefined) throw new Error('one application with documents expected');
    expect((await withdraw(complete, only.id, { reasons: [{ id: 'cost' }] })).status).toBe(200);

    const refusals = [
      await t.call<{ detail: { code: string } }>('PUT', '/users/disability', { token, body: { has_disability: true } }),
      await t.call<{ detail: { code: string } }>('PUT', '/users/nationalities', { token, body: { nationality_codes: ['FR'] } }),
      await t.call<{ detail: { code: string } }>('DELETE', `/documents/${document.id}`, { token }),
      await t.call<{ detail: { code: string } }>('POST', '/documents/create', {
        token,
        body: { name: 'cv.pdf', document_type: 'cv', document_index: 1, document_path: `documents/${await userIdOf(t, complete)}/cv/cv.pdf` },
      }),
      await t.call<{ detail: { code: string } }>('POST', '/documents/submit', { token }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toMatchObject({ code: 'ALL_WITHDRAWN' });
    }

    // "The candidate can still read what they sent."
    const after = await t.call<{ documents: { id: number }[] }>('GET', '/documents/', { token });
    expect(after.body).toEqual(before.body);
    expect((await t.call('GET', `/documents/${document.id}/download`, { token })).status).toBe(200);
    expect((await t.call('GET', '/users/disability', { token })).status).toBe(200);
    expect((await t.call('GET', '/users/nationalities', { token })).status).toBe(200);
    expect((await t.call<{ is_submitted: boolean }>('GET', '/documents/submission-status', { token })).body.is_submitted).toBe(false);
  });

  it('keeps them open while one application is left: the documents serve it', async () => {
    const [first, second] = await dealsOf(twofold);
    if (first?.withdrawn_at == null) expect((await withdraw(twofold, first?.id ?? 0, { reasons: [{ id: 'cost' }] })).status).toBe(200);
    expect(second?.withdrawn_at).toBeNull();
    const answer = await t.call('PUT', '/users/nationalities', { token: twofold.accessToken, body: { nationality_codes: ['FR'] } });
    expect(answer.status).toBe(200);
  });
});
