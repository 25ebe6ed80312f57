import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { DEFAULT_ANON_KEY } from '../config';
import { aPdf, aPng, storagePath } from '../testing/files';
import { startTestBackend, uploadAs, userIdOf, type Session, type TestBackend } from '../testing/test-backend';
import { DASHBOARD_FIRST_READS, DOCUMENTS_FIRST_READS, FIRST_READS, type FirstReadAnswer } from './first-reads-routes';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

const as = async (email: string) => {
  const session = await t.signIn(email);
  const get = <T>(path: string) => t.call<T>('GET', path, { token: session.accessToken });
  const send = <T>(method: string, path: string, body?: unknown) => t.call<T>(method, path, { token: session.accessToken, body });
  return { session, get, send, id: await userIdOf(t, session) };
};

interface Doc {
  id: number;
  name: string;
  document_type: string;
  document_index: number;
  document_path: string;
  created_at: string;
}

describe('account calls', () => {
  it('POST /users/check-exists says whether an account exists, with the brand apply URL when not', async () => {
    expect(await t.call('POST', '/users/check-exists', { body: { email: 'Quiz.Ready@Northbridge.example ' } })).toMatchObject({ status: 200, body: { exists: true } });
    const missing = await t.call('POST', '/users/check-exists', { body: { email: 'who@nowhere.example' }, headers: { origin: 'http://lumiere.localhost:5173' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: { message: expect.stringContaining("You don't have an account"), apply_url: 'https://lumiere.example/candidater' } });
    const english = await t.call<{ detail: { apply_url: string } }>('POST', '/users/check-exists', { body: { email: 'who@nowhere.example' } });
    expect(english.body.detail.apply_url).toBe('https://northbridge.example/apply');
  });

  it('GET /users/me and /test/all_me answer the account; all_me 404s once the account is gone', async () => {
    const { get, session } = await as('new.candidate@northbridge.example');
    expect((await get('/users/me')).body).toMatchObject({ email: 'new.candidate@northbridge.example', role: 'candidate', first_name: 'Nora', last_name: 'Newman' });
    expect((await get('/test/all_me')).body).toMatchObject({ email: 'new.candidate@northbridge.example', brand: 'northbridge', language: 'en' });
    expect((await t.call('GET', '/test/all_me')).status).toBe(422);
    expect((await t.call('GET', '/test/all_me', { token: 'not.a.token' })).status).toBe(401);
    await t.backend.context.db.delete(users).where(eq(users.email, 'new.candidate@northbridge.example'));
    const gone = await t.call<{ detail: { apply_url: string } }>('GET', '/test/all_me', { token: session.accessToken });
    expect(gone.status).toBe(404);
    expect(gone.body.detail.apply_url).toBeTruthy();
    expect((await get('/users/me')).status).toBe(401);
  });

  it('GET /users/invoice answers the open, void or paid invoice, or 404 without one', async () => {
    const unpaid = await (await as('docs.unpaid@northbridge.example')).get<{ status: string; amount: number; payment_url: string; currency: string }>('/users/invoice');
    expect(unpaid.body).toMatchObject({ status: 'open', amount: 9000, currency: 'eur' });
    expect(unpaid.body.payment_url).toMatch(/\/__dev\/stripe\/invoices\/in_\d+$/);
    expect((await (await as('payment.void@northbridge.example')).get<{ status: string }>('/users/invoice')).body.status).toBe('void');
    expect((await (await as('quiz.ready@northbridge.example')).get('/users/invoice')).status).toBe(404);
  });

  it('GET /deals/ lists only the caller\'s applications with their program', async () => {
    const two = await (await as('two.applications@northbridge.example')).get<{ program: { name: string; requires_quiz: boolean }; deal_status: string }[]>('/deals/');
    expect(two.body).toHaveLength(2);
    expect(two.body.map((deal) => deal.program.requires_quiz).sort()).toEqual([false, true]);
    expect((await (await as('admin@northbridge.example')).get('/deals/')).body).toEqual([]);
  });

  it('disability and nationalities are answered, in English or French', async () => {
    const { get, send } = await as('quiz.ready@northbridge.example');
    expect((await get('/users/disability')).body).toEqual({ has_disability: null });
    expect((await send('PUT', '/users/disability', { has_disability: false })).body).toEqual({ has_disability: false });
    expect((await get('/users/disability')).body).toEqual({ has_disability: false });
    expect((await send('PUT', '/users/nationalities', { nationality_codes: ['DE', 'fr'] })).body).toEqual([
      { code: 'DE', name: 'Germany' },
      { code: 'FR', name: 'France' },
    ]);
    expect((await get('/users/nationalities?lang=fr')).body).toEqual([
      { code: 'DE', name: 'Allemagne' },
      { code: 'FR', name: 'France' },
    ]);
    expect((await send('PUT', '/users/nationalities', { nationality_codes: ['XX'] })).status).toBe(422);
    const all = await get<{ code: string; name: string }[]>('/users/available-nationalities?lang=fr');
    expect(all.body.length).toBeGreaterThanOrEqual(249);
    expect(all.body.find((n) => n.code === 'DE')?.name).toBe('Allemagne');
    expect((await get<{ code: string; name: string }[]>('/users/available-nationalities')).body.find((n) => n.code === 'DE')?.name).toBe('Germany');
  });

  it('GET /documents/requirements answers labels in the candidate\'s language, with varied min and max', async () => {
    const fr = await (await as('candidate.fr@lumiere.example')).get<{ document_status: { document_type: string; type: string; label: string; min_files: number; max_files: number; required: boolean; uploaded_count: number }[] }>('/documents/requirements');
    expect(fr.body.document_status.find((r) => r.document_type === 'transcripts')).toMatchObject({ type: 'transcripts', label: 'Relevés de notes', min_files: 2, max_files: 4, required: true, uploaded_count: 1 });
    expect(fr.body.document_status.some((r) => !r.required)).toBe(true);
  });
});

describe('documents and submission', () => {
  let candidate: Awaited<ReturnType<typeof as>>;
  const upload = (type: string, name: string, bytes: Buffer, contentType: string, session: Session = candidate.session, userId = candidate.id) =>
    uploadAs(t, session, storagePath(userId, type, name, t.clock.now()), bytes, contentType);
  const create = (body: Record<string, unknown>) => candidate.send<Doc & { detail?: unknown }>('POST', '/documents/create', body);

  beforeAll(async () => {
    candidate = await as('docs.incomplete@northbridge.example');
  });

  it('registers an uploaded file in a free slot and refuses every bad record', async () => {
    const cv = await upload('cv', 'cv.pdf', aPdf(), 'application/pdf');
    expect(cv.status).toBe(200);
    const created = await create({ name: 'cv.pdf', document_type: 'cv', document_index: 1, document_path: cv.path });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: 'cv.pdf', document_type: 'cv', document_index: 1, document_path: cv.path });

    expect((await create({ name: 'cv.pdf', document_type: 'cv', document_index: 1, document_path: cv.path })).status).toBe(409);
    expect((await create({ name: 'cv.pdf', document_type: 'cv', document_index: 2, document_path: cv.path })).status).toBe(422);
    expect((await create({ name: 'x.pdf', document_type: 'diploma', document_index: 1, document_path: cv.path })).status).toBe(422);
    const missing = storagePath(candidate.id, 'transcripts', 'never_uploaded.pdf');
    expect((await create({ name: 'n.pdf', document_type: 'transcripts', document_index: 2, document_path: missing })).status).toBe(422);
    const other = await as('docs.complete@northbridge.example');
    const theirs = await upload('recommendation_letter', 'letter.pdf', aPdf(), 'application/pdf', other.session, other.id);
    expect((await create({ name: 'letter.pdf', document_type: 'recommendation_letter', document_index: 1, document_path: theirs.path })).status).toBe(403);
    const png = await upload('transcripts', 'scan.png', aPng(), 'image/png');
    expect(png.status).toBe(200);
    const wrongFormat = await create({ name: 'scan.png', document_type: 'transcripts', document_index: 2, document_path: png.path });
    expect(wrongFormat.status).toBe(422);
    expect(wrongFormat.body.detail).toBe('Invalid file type. Allowed: pdf');
  });

  it("downloads and deletes only the caller's own documents (another's id is a 404)", async () => {
    const mine = (await candidate.get<{ documents: Doc[] }>('/documents/')).body.documents;
    const cv = mine.find((doc) => doc.document_type === 'cv');
    expect(cv).toBeDefined();
    const link = await candidate.get<{ download_url: string }>(`/documents/${cv?.id}/download`);
    expect((await fetch(link.body.download_url)).status).toBe(200);

    const other = await as('docs.complete@northbridge.example');
    const theirs = (await other.get<{ documents: Doc[] }>('/documents/')).body.documents[0];
    expect((await candidate.get(`/documents/${theirs?.id}/download`)).status).toBe(404);
    expect((await candidate.send('DELETE', `/documents/${theirs?.id}`)).status).toBe(404);
    expect((await other.get<{ documents: Doc[] }>('/documents/')).body.documents.some((d) => d.id === theirs?.id)).toBe(true);

    expect((await candidate.send('DELETE', `/documents/${cv?.id}`)).status).toBe(204);
    expect((await candidate.get<{ documents: Doc[] }>('/documents/')).body.documents.some((d) => d.id === cv?.id)).toBe(false);
    expect((await fetch(link.body.download_url)).status).toBe(400);
  });

  it('submits only when every requirement is met and the fee is paid, then locks everything', async () => {
    expect((await candidate.send<{ detail: string }>('POST', '/documents/submit')).status).toBe(409);
    expect((await candidate.get('/documents/submission-status')).body).toEqual({ is_submitted: false, submitted_at: null, can_submit: false, open_slots: [] });

    const slots: [string, number, string, Buffer, string][] = [
      ['transcripts', 2, 'year_2.pdf', aPdf(), 'application/pdf'],
      ['cv', 1, 'cv_v2.pdf', aPdf(), 'application/pdf'],
      ['photo', 1, 'face.png', aPng(), 'image/png'],
    ];
    for (const [type, index, name, bytes, contentType] of slots) {
      const stored = await upload(type, name, bytes, contentType);
      expect(stored.status).toBe(200);
      expect((await create({ name, document_type: type, document_index: index, document_path: stored.path })).status).toBe(200);
    }
    expect((await candidate.get<{ can_submit: boolean }>('/documents/submission-status')).body.can_submit).toBe(false);
    await candidate.send('PUT', '/users/disability', { has_disability: true });
    await candidate.send('PUT', '/users/nationalities', { nationality_codes: ['PT'] });
    expect((await candidate.get<{ can_submit: boolean }>('/documents/submission-status')).body.can_submit).toBe(true);

    const unpaid = await candidate.send<{ detail: { invoice_id: string; amount: number; payment_url: string } }>('POST', '/documents/submit');
    expect(unpaid.status).toBe(402);
    expect(unpaid.body.detail).toEqual({ invoice_id: expect.stringMatching(/^in_/), amount: 9000, payment_url: expect.stringContaining(unpaid.body.detail.invoice_id) });
    const paid = await fetch(`${t.url}/__dev/stripe/invoices/${unpaid.body.detail.invoice_id}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);

    const submitted = await candidate.send<{ is_submitted: boolean; submitted_at: string }>('POST', '/documents/submit');
    expect(submitted.status).toBe(200);
    expect(submitted.body.is_submitted).toBe(true);
    const deals = await candidate.get<{ deal_status: string; documents_submitted_at: string }[]>('/deals/');
    expect(deals.body.every((deal) => deal.deal_status === 'COMPLETE' && deal.documents_submitted_at === submitted.body.submitted_at)).toBe(true);
    expect((await candidate.get('/documents/submission-status')).body).toEqual({ is_submitted: true, submitted_at: submitted.body.submitted_at, can_submit: false, open_slots: [] });

    const locked = { status: 400, body: { detail: 'Cannot be changed after submission' } };
    expect(await candidate.send('PUT', '/users/disability', { has_disability: false })).toMatchObject(locked);
    expect(await candidate.send('PUT', '/users/nationalities', { nationality_codes: ['FR'] })).toMatchObject(locked);
    const anyDoc = (await candidate.get<{ documents: Doc[] }>('/documents/')).body.documents[0];
    expect(await candidate.send('DELETE', `/documents/${anyDoc?.id}`)).toMatchObject(locked);
    // Storage knows nothing of the submission (as in production): the file is stored, the product API refuses the record.
    const late = await upload('recommendation_letter', 'late.pdf', aPdf(), 'application/pdf');
    expect(late.status).toBe(200);
    expect((await create({ name: 'late.pdf', document_type: 'recommendation_letter', document_index: 1, document_path: late.path })).status).toBe(400);
    expect((await candidate.send('POST', '/documents/submit')).status).toBe(409);
  });

  it('lets a candidate whose fee is paid submit straight away', async () => {
    const ready = await as('docs.complete@northbridge.example');
    expect((await ready.send('POST', '/documents/submit')).status).toBe(200);
  });
});

// GET /first-reads/dashboard: the dashboard's first reads in one answer, each part exactly what its GET alone answers.
type FirstReads = Record<string, FirstReadAnswer>;

/** Each of the reads sent alone (the dashboard's by default), as the answer holds them. */
async function alone(token: string, headers?: Record<string, string>, reads: readonly string[] = DASHBOARD_FIRST_READS): Promise<FirstReads> {
  const answers: FirstReads = {};
  for (const path of reads) {
    const { status, body } = await t.call('GET', path, { token, headers });
    answers[path] = { status, body };
  }
  return answers;
}

describe('GET /first-reads/dashboard', () => {
  it("answers the account checks, the applications and the fee as each GET alone does, for a candidate with an open fee", async () => {
    const { accessToken } = await t.signIn('docs.unpaid@northbridge.example');
    const first = await t.call<FirstReads>('GET', '/first-reads/dashboard', { token: accessToken });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/json');
    expect(Object.keys(first.body)).toEqual([...DASHBOARD_FIRST_READS]);
    expect(first.body['/users/invoice']).toMatchObject({ status: 200, body: { status: 'open' } });
    expect(first.body).toEqual(await alone(accessToken));
  });

  it('gives a missing invoice its 404, as GET /users/invoice does', async () => {
    const { accessToken } = await t.signIn('quiz.ready@northbridge.example');
    const first = await t.call<FirstReads>('GET', '/first-reads/dashboard', { token: accessToken });
    expect(first.body['/users/invoice']).toEqual({ status: 404, body: { detail: 'No invoice found' } });
    expect(first.body).toEqual(await alone(accessToken));
  });

  it("gives a deleted account's checks their own answers: the second brand's apply URL on the 404, a 401 on the profile", async () => {
    const { accessToken } = await t.signIn('depart@lumiere.example');
    await t.backend.context.db.delete(users).where(eq(users.email, 'depart@lumiere.example'));
    const origin = { origin: 'http://lumiere.localhost:5173' };
    const first = await t.call<FirstReads>('GET', '/first-reads/dashboard', { token: accessToken, headers: origin });
    expect(first.status).toBe(200);
    expect(first.body['/test/all_me']).toEqual({ status: 404, body: { detail: expect.objectContaining({ apply_url: 'https://lumiere.example/candidater' }) } });
    expect(first.body['/users/me']?.status).toBe(401);
    expect(first.body).toEqual(await alone(accessToken, origin));
  });

  it('refuses a missing token (422) and a forged one (401) as a whole', async () => {
    expect((await t.call('GET', '/first-reads/dashboard')).status).toBe(422);
    expect((await t.call('GET', '/first-reads/dashboard', { token: 'not.a.token' })).status).toBe(401);
  });

  it("refuses a signed-out session's token as a whole (401), as each read does", async () => {
    const { accessToken } = await t.signIn('docs.unpaid@northbridge.example');
    expect((await t.call('POST', '/auth/v1/logout?scope=local', { token: accessToken, headers: { apikey: DEFAULT_ANON_KEY } })).status).toBe(204);
    expect((await t.call('GET', '/first-reads/dashboard', { token: accessToken })).status).toBe(401);
  });
});

describe('GET /first-reads/documents', () => {
  it('answers the account checks, the applications and what the documents page shows first, as each GET alone does', async () => {
    const { accessToken } = await t.signIn('docs.incomplete@northbridge.example');
    const first = await t.call<FirstReads>('GET', '/first-reads/documents', { token: accessToken });
    expect(first.status).toBe(200);
    expect(Object.keys(first.body)).toEqual([...DOCUMENTS_FIRST_READS]);
    expect(first.body['/documents/requirements']).toMatchObject({ status: 200, body: { document_status: expect.any(Array) } });
    expect(first.body['/documents/']).toMatchObject({ status: 200 });
    expect(first.body).toEqual(await alone(accessToken, undefined, DOCUMENTS_FIRST_READS));
  });

  it("answers a staff member's token part by part, as each GET refuses or answers it alone", async () => {
    const { accessToken } = await t.signIn('admin@northbridge.example');
    const first = await t.call<FirstReads>('GET', '/first-reads/documents', { token: accessToken });
    expect(first.status).toBe(200);
    expect(first.body).toEqual(await alone(accessToken, undefined, DOCUMENTS_FIRST_READS));
  });

  it('refuses a missing token (422), a forged one (401) and a signed-out session (401) as a whole, as the dashboard\'s does', async () => {
    expect((await t.call('GET', '/first-reads/documents')).status).toBe(422);
    expect((await t.call('GET', '/first-reads/documents', { token: 'not.a.token' })).status).toBe(401);
    const { accessToken } = await t.signIn('docs.incomplete@northbridge.example');
    expect((await t.call('POST', '/auth/v1/logout?scope=local', { token: accessToken, headers: { apikey: DEFAULT_ANON_KEY } })).status).toBe(204);
    expect((await t.call('GET', '/first-reads/documents', { token: accessToken })).status).toBe(401);
  });

  it('holds only GETs the product API answers alone, each once', () => {
    for (const reads of Object.values(FIRST_READS)) expect(new Set(reads).size).toBe(reads.length);
  });
});
