import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type Session, type TestBackend } from '../testing/test-backend';

interface Item {
  deal_id: number;
  first_name: string;
  last_name: string;
  email: string;
  program_name: string;
  deal_status: string | null;
  quiz_outcome: number | null;
  quiz_score: number | null;
  document_count: number;
  payer_count: number;
  created_at: string;
}
interface AdminDoc {
  id: number;
  name: string;
  document_type: string;
  document_label: string | null;
  content: { content_type: string; download_url: string; document_name: string; document_type: string; size_bytes: number };
}

let t: TestBackend;
let admin: Session;
let agent: Session;
beforeAll(async () => {
  t = await startTestBackend();
  admin = await t.signIn('admin@northbridge.example');
  agent = await t.signIn('agent@northbridge.example');
});
afterAll(() => t.close());

const list = (query: string, session: Session = admin) => t.call<Item[]>('GET', `/admin/applications?${query}`, { token: session.accessToken });
const total = (headers: Headers): number => Number(headers.get('x-total-count'));
const dealOf = async (email: string): Promise<Item> => {
  const found = (await list(`status=all&search=${encodeURIComponent(email)}`)).body[0];
  if (found === undefined) throw new Error(`no deal for ${email}`);
  return found;
};

describe('staff application list', () => {
  it('pages through at least 250 applications, newest first, with the total in X-Total-Count', async () => {
    const first = await list('skip=0&limit=100&status=all');
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(100);
    expect(total(first.headers)).toBeGreaterThanOrEqual(250);
    const second = await list('skip=100&limit=100&status=all');
    expect(second.body[0]?.deal_id).not.toBe(first.body[0]?.deal_id);
    const dates = first.body.map((item) => item.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.body[0]).toEqual({
      deal_id: expect.any(Number), first_name: expect.any(String), last_name: expect.any(String), email: expect.any(String),
      phone: expect.toSatisfy((v: unknown) => v === null || typeof v === 'string'), program_name: expect.any(String),
      deal_status: expect.toSatisfy((v: unknown) => v === null || typeof v === 'string'),
      quiz_outcome: expect.toSatisfy((v: unknown) => v === null || typeof v === 'number'),
      quiz_score: expect.toSatisfy((v: unknown) => v === null || typeof v === 'number'),
      document_count: expect.any(Number), payer_count: expect.any(Number), created_at: expect.any(String),
      // Null unless the candidate withdrew it.
      withdrawn_at: expect.toSatisfy((v: unknown) => v === null || typeof v === 'string'),
    });
  });

  it('filters by status; every status has applications, and the totals add up', async () => {
    const all = total((await list('status=all&limit=1')).headers);
    let sum = 0;
    for (const status of ['DRAFT', 'IN_PROGRESS', 'COMPLETE', 'ADMISSIBLE', 'REJECTED']) {
      const page = await list(`status=${status}&limit=100`);
      expect(page.body.length).toBeGreaterThan(0);
      expect(page.body.every((item) => item.deal_status === status || (status === 'DRAFT' && item.deal_status === null))).toBe(true);
      sum += total(page.headers);
    }
    expect(sum).toBe(all);
    expect(total((await list('limit=1')).headers)).toBe(all);
  });

  it('searches names, email, program and deal id case-insensitively, taking % literally', async () => {
    const smith = await list('status=all&search=SMITH');
    expect(smith.body.length).toBeGreaterThan(0);
    expect(smith.body.every((item) => `${item.first_name} ${item.last_name} ${item.email} ${item.program_name}`.toLowerCase().includes('smith'))).toBe(true);
    const finance = await list('status=all&search=finance&limit=100');
    expect(finance.body.every((item) => item.program_name === 'MSc Finance')).toBe(true);
    const byEmail = await dealOf('quiz.ready@northbridge.example');
    expect((await list(`status=all&search=${byEmail.deal_id}`)).body.some((item) => item.deal_id === byEmail.deal_id)).toBe(true);
    expect((await list('status=all&search=Quentin%20Ready')).body.map((item) => item.email)).toEqual(['quiz.ready@northbridge.example']);
    expect(total((await list('status=all&search=%25')).headers)).toBe(0);
  });
});

describe('staff application detail and documents', () => {
  it('answers the detail with user, program, deal, quiz and payers', async () => {
    const done = await dealOf('quiz.done@northbridge.example');
    const detail = await t.call<Record<string, Record<string, unknown> | null>>('GET', `/admin/applications/${done.deal_id}`, { token: agent.accessToken });
    expect(detail.status).toBe(200);
    expect(detail.body.user).toMatchObject({ first_name: 'Diego', last_name: 'Done', email: 'quiz.done@northbridge.example', english_level: 'B2' });
    expect(detail.body.program).toEqual({ name: 'MSc International Business', requires_quiz: true });
    expect(detail.body.deal).toMatchObject({ id: done.deal_id, deal_status: 'IN_PROGRESS' });
    expect(detail.body.quiz).toMatchObject({ calculated: true, questions: expect.any(Array) });
    expect(detail.body.payers).toEqual([expect.objectContaining({ first_name: 'Pat', country: 'United Kingdom', zip_code: expect.any(String) })]);
    expect((await t.call('GET', '/admin/applications/999999', { token: admin.accessToken })).status).toBe(404);
  });

  it('lists documents with their content, serves the content and redirects the download to the file', async () => {
    const submitted = await dealOf('docs.submitted@northbridge.example');
    const docs = await t.call<{ documents: AdminDoc[] }>('GET', `/admin/applications/${submitted.deal_id}/documents`, { token: admin.accessToken });
    expect(docs.body.documents.length).toBe(submitted.document_count);
    const pdf = docs.body.documents.find((doc) => doc.content.content_type === 'application/pdf');
    const png = docs.body.documents.find((doc) => doc.content.content_type === 'image/png');
    expect(pdf && png).toBeTruthy();
    const pdfBytes = Buffer.from(await (await fetch(pdf?.content.download_url ?? '')).arrayBuffer());
    expect(pdfBytes.subarray(0, 4).toString()).toBe('%PDF');
    expect(pdfBytes.length).toBe(pdf?.content.size_bytes);

    const content = await t.call<AdminDoc['content']>('GET', `/admin/applications/${submitted.deal_id}/documents/${png?.id}/content`, { token: agent.accessToken });
    expect(content.body).toMatchObject({ content_type: 'image/png', document_name: png?.name, document_type: png?.document_type, size_bytes: expect.any(Number) });

    const download = await t.call('GET', `/admin/applications/${submitted.deal_id}/documents/${png?.id}/download`, { token: admin.accessToken });
    expect(download.status).toBe(302);
    const file = await fetch(download.headers.get('location') ?? '');
    expect(file.headers.get('content-type')).toBe('image/png');

    const inNewTab = await fetch(`${t.url}/admin/applications/${submitted.deal_id}/documents/${png?.id}/download?access_token=${agent.accessToken}`, { redirect: 'manual' });
    expect(inNewTab.status).toBe(302);
    expect((await t.call('GET', `/admin/applications/${submitted.deal_id}/documents/${png?.id}/download`)).status).toBe(422);
    expect((await t.call('GET', `/admin/applications/${submitted.deal_id}/documents?access_token=${admin.accessToken}`)).status).toBe(422);

    const other = await dealOf('rejected@northbridge.example');
    expect((await t.call('GET', `/admin/applications/${other.deal_id}/documents/${png?.id}/content`, { token: admin.accessToken })).status).toBe(404);
  });

  it('names each document type as the candidate pages do, in the language asked for, else the staff member\'s', async () => {
    const submitted = await dealOf('docs.submitted@northbridge.example');
    const labels = async (query: string) => {
      const answer = await t.call<{ documents: AdminDoc[] }>('GET', `/admin/applications/${submitted.deal_id}/documents${query}`, { token: agent.accessToken });
      expect(answer.status).toBe(200);
      return new Map(answer.body.documents.map((doc) => [doc.document_type, doc.document_label]));
    };
    const french = await labels('?lang=fr');
    expect(french.get('identity_document')).toBe("Passeport ou carte d'identité");
    expect(french.get('transcripts')).toBe('Relevés de notes');
    const english = await labels('?lang=en');
    expect(english.get('identity_document')).toBe('Passport or ID card');
    // The agent's own language (English) when none is asked for.
    expect(await labels('')).toEqual(english);
    expect((await t.call('GET', `/admin/applications/${submitted.deal_id}/documents?lang=de`, { token: agent.accessToken })).status).toBe(422);
  });
});

describe('status changes by role', () => {
  // A rejection carries its reasons.
  const patch = (session: Session, dealId: number, status: string) =>
    t.call<{ detail?: string; deal_status?: string }>('PATCH', `/admin/applications/${dealId}/status?status=${status}`, {
      token: session.accessToken,
      body: status === 'REJECTED' ? { reasons: [{ id: 'places-filled' }] } : undefined,
    });
  const dealsIn = async (status: string, count: number) => (await list(`status=${status}&limit=${count}`)).body.map((item) => item.deal_id);

  it('lets an admin set ADMISSIBLE or REJECTED only from COMPLETE, and re-open anything', async () => {
    const [a, b] = await dealsIn('COMPLETE', 2);
    const [inProgress] = await dealsIn('IN_PROGRESS', 1);
    const [rejected] = await dealsIn('REJECTED', 1);
    expect(await patch(admin, a ?? 0, 'ADMISSIBLE')).toMatchObject({ status: 200, body: { deal_status: 'ADMISSIBLE' } });
    expect(await patch(admin, b ?? 0, 'REJECTED')).toMatchObject({ status: 200, body: { deal_status: 'REJECTED' } });
    expect((await patch(admin, inProgress ?? 0, 'ADMISSIBLE')).status).toBe(403);
    expect((await patch(admin, rejected ?? 0, 'ADMISSIBLE')).status).toBe(403);
    expect((await patch(admin, a ?? 0, 'COMPLETE')).status).toBe(403);
    expect((await patch(admin, a ?? 0, 'DRAFT')).status).toBe(403);
    expect(await patch(admin, rejected ?? 0, 'IN_PROGRESS')).toMatchObject({ status: 200, body: { deal_status: 'IN_PROGRESS' } });
    expect((await patch(admin, a ?? 0, 'WHATEVER')).status).toBe(422);
  });

  it('lets an agent only re-open a COMPLETE application', async () => {
    const [complete, other] = await dealsIn('COMPLETE', 2);
    const [inProgress] = await dealsIn('IN_PROGRESS', 1);
    const [admissible] = await dealsIn('ADMISSIBLE', 1);
    const refused = await patch(agent, other ?? 0, 'ADMISSIBLE');
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toContain('agent');
    expect((await patch(agent, other ?? 0, 'REJECTED')).status).toBe(403);
    expect((await patch(agent, inProgress ?? 0, 'IN_PROGRESS')).status).toBe(403);
    expect((await patch(agent, admissible ?? 0, 'IN_PROGRESS')).status).toBe(403);
    expect(await patch(agent, complete ?? 0, 'IN_PROGRESS')).toMatchObject({ status: 200, body: { deal_status: 'IN_PROGRESS' } });
  });

  it("re-opening lifts the candidate's submission lock", async () => {
    const candidate = await t.signIn('docs.submitted@northbridge.example');
    const deal = await dealOf('docs.submitted@northbridge.example');
    expect((await t.call('PUT', '/users/disability', { token: candidate.accessToken, body: { has_disability: true } })).status).toBe(400);
    expect((await patch(admin, deal.deal_id, 'IN_PROGRESS')).status).toBe(200);
    expect((await t.call('GET', '/documents/submission-status', { token: candidate.accessToken })).body).toMatchObject({ is_submitted: false, can_submit: true });
    expect((await t.call('PUT', '/users/disability', { token: candidate.accessToken, body: { has_disability: true } })).status).toBe(200);
  });
});
