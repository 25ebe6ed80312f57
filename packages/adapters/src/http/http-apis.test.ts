// Unit tests of the per-port adapters' semantics (spec §7, §8) against a real local server.
import { describe, expect, it } from 'vitest';
import { aDeal, anInvoice, aPaymentRequiredDetail, aToken, tokenSource } from '../testing/builders';
import { useTestServer } from '../testing/test-server';
import { createHttpProductApi } from './http-product-api';

const server = useTestServer();

const api = (token: string | null = aToken()) => createHttpProductApi({ baseUrl: server.url, tokens: tokenSource(token) });

describe('HttpUsersApi', () => {
  it('check-exists: 200 exists, 404 carries the apply URL, a 404 without detail has none', async () => {
    server.answer({ status: 200, body: { exists: true } });
    expect(await api().users.checkExists('a@b.c')).toEqual({ exists: true });
    server.answer({ status: 404, body: { detail: { message: 'x', apply_url: 'https://apply.example' } } });
    expect(await api().users.checkExists('a@b.c')).toEqual({ exists: false, applyUrl: 'https://apply.example' });
    server.answer({ status: 404, body: { detail: 'Not Found' } });
    expect(await api().users.checkExists('a@b.c')).toEqual({ exists: false, applyUrl: null });
  });

  it('check-exists: another failure rejects (verification failure)', async () => {
    server.answer({ status: 500, body: {} });
    await expect(api().users.checkExists('a@b.c')).rejects.toMatchObject({ code: 'SERVER', status: 500 });
  });

  it('all_me: 404 no account, 401 rejects UNAUTHENTICATED', async () => {
    server.answer({ status: 404, body: { detail: 'User not found' } });
    expect(await api().users.accountExists()).toEqual({ exists: false, applyUrl: null });
    server.answer({ status: 401, body: { detail: 'Not authenticated' } });
    await expect(api().users.accountExists()).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(server.requests.map((r) => r.url)).toEqual(['/test/all_me', '/test/all_me']);
  });

  it('invoice: the record, null on 404 and on a null body; other failures reject', async () => {
    server.answer({ status: 200, body: anInvoice() });
    expect(await api().users.invoice()).toEqual(anInvoice());
    server.answer({ status: 404, body: { detail: 'No invoice' } });
    expect(await api().users.invoice()).toBeNull();
    server.answer({ status: 200, body: 'null' });
    expect(await api().users.invoice()).toBeNull();
    server.answer({ status: 500, body: {} });
    await expect(api().users.invoice()).rejects.toMatchObject({ code: 'SERVER' });
  });

  it('disability: unanswered is null; the update sends has_disability', async () => {
    server.answer({ status: 200, body: { has_disability: null } });
    expect(await api().users.disability()).toEqual({ has_disability: null });
    server.answer({ status: 200, body: { has_disability: true } });
    expect(await api().users.setDisability(true)).toEqual({ has_disability: true });
    expect(server.requests[1]).toMatchObject({ method: 'PUT', url: '/users/disability' });
    expect(server.requests[1]?.json()).toEqual({ has_disability: true });
  });

  it('nationalities: sends the full list as nationality_codes and reads a bare or wrapped list', async () => {
    server.answer({ status: 200, body: [{ code: 'FR', name: 'France' }] });
    expect(await api().users.setNationalities(['FR', 'SN'])).toEqual([{ code: 'FR', name: 'France' }]);
    expect(server.requests[0]?.json()).toEqual({ nationality_codes: ['FR', 'SN'] });
    server.answer({ status: 200, body: { nationalities: [{ code: 'SN', name: 'Senegal' }] } });
    expect(await api().users.nationalities()).toEqual([{ code: 'SN', name: 'Senegal' }]);
    await api().users.availableNationalities('fr');
    expect(server.requests[2]?.url).toBe('/users/available-nationalities?language=fr');
  });
});

describe('HttpQuizApi', () => {
  it.each([401, 422])('status %i on the quiz status means no ongoing quiz and no quiz over', async (status) => {
    server.answer({ status, body: { detail: 'Not authenticated' } });
    expect(await api().quiz.status()).toEqual({ has_ongoing_quiz: false, is_quiz_over: false });
  });

  it('another failure of the quiz status rejects', async () => {
    server.answer({ status: 500, body: {} });
    await expect(api().quiz.hasOngoing()).rejects.toMatchObject({ code: 'SERVER' });
  });

  it('reads both flags', async () => {
    server.answer((request) => ({
      status: 200,
      body: request.url === '/quiz/has_ongoing' ? { has_ongoing_quiz: true } : { is_quiz_over: true },
    }));
    expect(await api().quiz.status()).toEqual({ has_ongoing_quiz: true, is_quiz_over: true });
  });

  it("start: 'Quiz has expired' rejects QUIZ_EXPIRED; another detail keeps its text", async () => {
    server.answer({ status: 400, body: { detail: 'Quiz has expired' } });
    await expect(api().quiz.start()).rejects.toMatchObject({ code: 'QUIZ_EXPIRED' });
    server.answer({ status: 400, body: { detail: 'Quiz already completed' } });
    await expect(api().quiz.start()).rejects.toMatchObject({ code: 'INVALID_INPUT', detailText: 'Quiz already completed' });
  });

  it('answer: sends answer_id and returns blocked_until', async () => {
    server.answer({ status: 200, body: { blocked_until: '2026-11-22T10:00:30Z' } });
    expect(await api().quiz.answer(111)).toEqual({ blocked_until: '2026-11-22T10:00:30Z' });
    expect(server.requests[0]?.json()).toEqual({ answer_id: 111 });
  });
});

describe('HttpDealsApi', () => {
  it('lists the deals with the bearer token', async () => {
    server.answer({ status: 200, body: [aDeal(), aDeal({ id: 502, deal_status: null })] });
    expect(await api(aToken('x')).deals.list()).toEqual([aDeal(), aDeal({ id: 502, deal_status: null })]);
    expect(server.requests[0]).toMatchObject({ url: '/deals/', headers: { authorization: `Bearer ${aToken('x')}` } });
  });
});

describe('HttpDocumentsApi', () => {
  it('submit: 402 with the invoice detail is a payment-required outcome', async () => {
    server.answer({ status: 402, body: { detail: aPaymentRequiredDetail() } });
    expect(await api().documents.submit()).toEqual({ kind: 'payment-required', invoice: aPaymentRequiredDetail() });
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/documents/submit' });
    expect(server.requests[0]?.body.byteLength).toBe(0);
  });

  it('submit: a 402 without invoice detail rejects PAYMENT_REQUIRED; 200 is submitted', async () => {
    server.answer({ status: 402, body: { detail: 'Payment required' } });
    await expect(api().documents.submit()).rejects.toMatchObject({ code: 'PAYMENT_REQUIRED' });
    server.answer({ status: 200, body: { ok: true } });
    expect(await api().documents.submit()).toEqual({ kind: 'submitted' });
  });

  it('requirements: reads the type from document_type, else type', async () => {
    const requirement = { label: 'CV', description: '', max_files: 1, min_files: 1, accepted_formats: ['pdf'], required: true };
    server.answer({ status: 200, body: { document_status: [{ ...requirement, type: 'cv' }, { ...requirement, document_type: 'passport' }] } });
    expect((await api().documents.requirements()).map((r) => r.document_type)).toEqual(['cv', 'passport']);
  });

  it('create: sends exactly the four fields and keeps the refusal detail', async () => {
    server.answer({ status: 400, body: { detail: 'Documents already submitted' } });
    const record = { name: 'cv.pdf', document_type: 'cv', document_index: 1, document_path: 'documents/u/cv/1_cv.pdf' };
    await expect(api().documents.create({ ...record, extra: true } as typeof record)).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Documents already submitted',
    });
    expect(server.requests[0]?.json()).toEqual(record);
  });

  it('download URL and delete use the document id', async () => {
    server.answer({ status: 200, body: { download_url: 'https://files.example/x' } });
    expect(await api().documents.downloadUrl(42)).toBe('https://files.example/x');
    server.answer({ status: 204 });
    await api().documents.remove(42);
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /documents/42/download', 'DELETE /documents/42']);
  });
});

describe('HttpAdminApi', () => {
  it('list: skip, limit, status, and the URL-encoded search only when not empty', async () => {
    server.answer({ status: 200, body: [], headers: { 'X-Total-Count': '3' } });
    expect(await api().admin.list({ skip: 0, limit: 100, status: 'COMPLETE', search: '' })).toEqual({ items: [], total: 3 });
    await api().admin.list({ skip: 0, limit: 100, status: 'all', search: ' Jane & Doe ' });
    expect(server.requests.map((r) => r.url)).toEqual([
      '/admin/applications?skip=0&limit=100&status=COMPLETE',
      '/admin/applications?skip=0&limit=100&status=all&search=Jane%20%26%20Doe',
    ]);
  });

  it('list: the total is null when the header is missing', async () => {
    server.answer({ status: 200, body: [] });
    expect((await api().admin.list({ skip: 0, limit: 100, status: 'COMPLETE' })).total).toBeNull();
  });

  it('status change: PATCH with ?status=, a refusal rejects FORBIDDEN with the detail', async () => {
    server.answer({ status: 403, body: { detail: 'Not allowed' } });
    await expect(api().admin.setStatus(7, 'REJECTED')).rejects.toMatchObject({ code: 'FORBIDDEN', detail: 'Not allowed' });
    expect(server.requests[0]).toMatchObject({ method: 'PATCH', url: '/admin/applications/7/status?status=REJECTED' });
  });

  it('download URL: for a new tab, with the token in the query', async () => {
    expect(await api('a.b.c').admin.documentDownloadUrl(7, 9)).toBe(`${server.url}/admin/applications/7/documents/9/download?access_token=a.b.c`);
    await expect(api(null).admin.documentDownloadUrl(7, 9)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('documents: reads {documents}', async () => {
    server.answer({ status: 200, body: { documents: [{ id: 1, name: 'a.pdf', document_type: 'cv', document_index: 1, created_at: 'x' }] } });
    expect(await api().admin.documents(7, 'fr')).toHaveLength(1);
    expect(server.requests[0]?.url).toBe('/admin/applications/7/documents?lang=fr');
  });
});

describe('HttpWorkflowApi', () => {
  it('reads an empty or missing list as no entries', async () => {
    server.answer({ status: 200, body: null });
    expect(await api().workflow.timeline(7)).toEqual([]);
    server.answer({ status: 200, body: {} });
    expect(await api().workflow.notes(7)).toEqual([]);
  });

  it('sends the note as {body} and deletes by application and note id', async () => {
    server.answer({ status: 201, body: { id: 3, body: 'Seen', author: { name: 'A', role: 'admin' }, created_at: '2026-03-01T10:00:00Z', mine: true } });
    expect(await api().workflow.addNote(7, 'Seen')).toMatchObject({ id: 3, mine: true });
    expect(server.requests.at(-1)?.json()).toEqual({ body: 'Seen' });
    server.answer({ status: 204, body: '' });
    await api().workflow.deleteNote(7, 3);
    expect(server.requests.at(-1)).toMatchObject({ method: 'DELETE', url: '/admin/applications/7/notes/3' });
  });

  it("rejects a candidate's token with FORBIDDEN", async () => {
    server.answer({ status: 403, body: { detail: 'Admin or agent role required' } });
    await expect(api().workflow.notes(7)).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });
});

describe('createHttpProductApi', () => {
  it("builds the jury's port like the others, on the shared client with the session's token", async () => {
    server.answer({ status: 200, body: [] });
    expect(await api(aToken('reviewer')).review.queue()).toEqual([]);
    expect(server.requests.map((r) => [r.url, r.headers.authorization])).toEqual([['/reviews', `Bearer ${aToken('reviewer')}`]]);
  });
});
