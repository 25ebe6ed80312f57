// Every endpoint against every role: anonymous, the candidate, another candidate, an agent, an admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANON_KEY } from '../config';
import { aPdf, storagePath } from '../testing/files';
import { startTestBackend, userIdOf, type TestBackend } from '../testing/test-backend';

type RoleName = 'anonymous' | 'other candidate' | 'agent' | 'admin' | 'candidate';
/** The candidate goes last, so a row that changes their data (DELETE) runs after everyone else was refused. */
const ROLES: readonly RoleName[] = ['anonymous', 'other candidate', 'agent', 'admin', 'candidate'];
/** A forged or expired token: 401 on the product API where a missing header is a 422. */
const FORGED_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.Zm9yZ2Vk';

interface Fixture {
  readonly candidateId: string;
  readonly dealId: number;
  readonly documentId: number;
  readonly documentPath: string;
}

interface Row {
  readonly name: string;
  readonly request: (f: Fixture, role: RoleName) => { method: string; path: string; body?: unknown; headers?: Record<string, string> };
  /** Expected status per role, in ROLES order: anonymous (no Authorization header: 422, as FastAPI), other candidate, agent, admin, candidate. */
  readonly expect: readonly [number, number, number, number, number];
}

const all = (status: number): Row['expect'] => [status, status, status, status, status];
const signedIn = (status: number): Row['expect'] => [422, status, status, status, status];
const staffOnly = (staff: number): Row['expect'] => [422, 403, staff, staff, 403];

const ROWS: readonly Row[] = [
  { name: 'POST /users/check-exists', request: () => ({ method: 'POST', path: '/users/check-exists', body: { email: 'candidate.fr@lumiere.example' } }), expect: all(200) },
  { name: 'GET /users/me', request: () => ({ method: 'GET', path: '/users/me' }), expect: signedIn(200) },
  { name: 'GET /test/all_me', request: () => ({ method: 'GET', path: '/test/all_me' }), expect: signedIn(200) },
  { name: 'GET /users/me/data-export', request: () => ({ method: 'GET', path: '/users/me/data-export' }), expect: signedIn(200) },
  { name: 'GET /users/me/deletion-request', request: () => ({ method: 'GET', path: '/users/me/deletion-request' }), expect: [422, 200, 403, 403, 200] },
  { name: 'POST /users/me/deletion-request', request: () => ({ method: 'POST', path: '/users/me/deletion-request' }), expect: [422, 201, 403, 403, 201] },
  { name: 'DELETE /users/me/deletion-request (after the POST)', request: () => ({ method: 'DELETE', path: '/users/me/deletion-request' }), expect: [422, 200, 403, 403, 200] },
  { name: 'GET /users/invoice', request: () => ({ method: 'GET', path: '/users/invoice' }), expect: [422, 404, 404, 404, 200] },
  { name: 'GET /users/disability', request: () => ({ method: 'GET', path: '/users/disability' }), expect: signedIn(200) },
  { name: 'PUT /users/disability', request: () => ({ method: 'PUT', path: '/users/disability', body: { has_disability: false } }), expect: signedIn(200) },
  { name: 'GET /users/nationalities', request: () => ({ method: 'GET', path: '/users/nationalities' }), expect: signedIn(200) },
  { name: 'PUT /users/nationalities', request: () => ({ method: 'PUT', path: '/users/nationalities', body: { nationality_codes: ['FR'] } }), expect: signedIn(200) },
  { name: 'GET /users/available-nationalities', request: () => ({ method: 'GET', path: '/users/available-nationalities?lang=fr' }), expect: signedIn(200) },
  { name: 'GET /deals/', request: () => ({ method: 'GET', path: '/deals/' }), expect: signedIn(200) },
  { name: 'GET /first-reads/dashboard', request: () => ({ method: 'GET', path: '/first-reads/dashboard' }), expect: signedIn(200) },
  { name: 'GET /quiz/has_ongoing', request: () => ({ method: 'GET', path: '/quiz/has_ongoing' }), expect: signedIn(200) },
  { name: 'GET /quiz/is_quiz_over', request: () => ({ method: 'GET', path: '/quiz/is_quiz_over' }), expect: signedIn(200) },
  // The quiz accommodation, before the candidate's quiz starts (the next row starts it).
  { name: 'GET /quiz/accommodation', request: () => ({ method: 'GET', path: '/quiz/accommodation' }), expect: signedIn(200) },
  { name: 'GET /admin/applications/{id}/quiz-accommodation', request: (f) => ({ method: 'GET', path: `/admin/applications/${f.dealId}/quiz-accommodation` }), expect: staffOnly(200) },
  {
    name: 'PUT /admin/applications/{id}/quiz-accommodation',
    request: (f) => ({ method: 'PUT', path: `/admin/applications/${f.dealId}/quiz-accommodation`, body: { extra_time_percent: 25, reason: 'Dyslexia' } }),
    expect: staffOnly(200),
  },
  { name: 'DELETE /admin/applications/{id}/quiz-accommodation', request: (f) => ({ method: 'DELETE', path: `/admin/applications/${f.dealId}/quiz-accommodation` }), expect: staffOnly(200) },
  { name: 'GET /quiz/start', request: () => ({ method: 'GET', path: '/quiz/start' }), expect: [422, 200, 403, 403, 200] },
  { name: 'POST /quiz/answer', request: () => ({ method: 'POST', path: '/quiz/answer', body: { answer_id: 999_999 } }), expect: [422, 422, 403, 403, 422] },
  { name: 'GET /documents/', request: () => ({ method: 'GET', path: '/documents/' }), expect: signedIn(200) },
  { name: 'GET /documents/requirements', request: () => ({ method: 'GET', path: '/documents/requirements' }), expect: signedIn(200) },
  {
    name: 'POST /documents/create (a path under the candidate\'s folder)',
    request: (f) => ({
      method: 'POST',
      path: '/documents/create',
      body: { name: 'cv.pdf', document_type: 'cv', document_index: 1, document_path: storagePath(f.candidateId, 'cv', 'not_uploaded.pdf') },
    }),
    expect: [422, 403, 403, 403, 422],
  },
  {
    name: "POST /documents/{candidate's id}/replace (with its own file)",
    request: (f) => ({ method: 'POST', path: `/documents/${f.documentId}/replace`, body: { name: 'again.pdf', document_path: f.documentPath } }),
    expect: [422, 404, 404, 404, 422],
  },
  { name: 'GET /documents/submission-status', request: () => ({ method: 'GET', path: '/documents/submission-status' }), expect: signedIn(200) },
  { name: 'POST /documents/submit (requirements missing)', request: () => ({ method: 'POST', path: '/documents/submit' }), expect: signedIn(409) },
  { name: "GET /documents/{candidate's id}/download", request: (f) => ({ method: 'GET', path: `/documents/${f.documentId}/download` }), expect: [422, 404, 404, 404, 200] },
  { name: 'GET /admin/applications', request: () => ({ method: 'GET', path: '/admin/applications?status=all&limit=5' }), expect: staffOnly(200) },
  { name: 'GET /admin/applications/{id}', request: (f) => ({ method: 'GET', path: `/admin/applications/${f.dealId}` }), expect: staffOnly(200) },
  { name: 'GET /admin/applications/{id}/documents', request: (f) => ({ method: 'GET', path: `/admin/applications/${f.dealId}/documents` }), expect: staffOnly(200) },
  {
    name: 'GET /admin/applications/{id}/documents/{doc}/content',
    request: (f) => ({ method: 'GET', path: `/admin/applications/${f.dealId}/documents/${f.documentId}/content` }),
    expect: staffOnly(200),
  },
  {
    name: 'GET /admin/applications/{id}/documents/{doc}/download',
    request: (f) => ({ method: 'GET', path: `/admin/applications/${f.dealId}/documents/${f.documentId}/download` }),
    expect: staffOnly(302),
  },
  {
    name: 'PATCH /admin/applications/{id}/status (IN_PROGRESS to IN_PROGRESS)',
    request: (f) => ({ method: 'PATCH', path: `/admin/applications/${f.dealId}/status?status=IN_PROGRESS` }),
    expect: [422, 403, 403, 200, 403],
  },
  {
    name: 'POST /storage/v1/object (upload under the candidate\'s folder)',
    request: (f, role) => ({
      method: 'POST',
      path: `/storage/v1/object/candidate-documents/${storagePath(f.candidateId, 'cv', `by_${role.replace(' ', '_')}.pdf`)}`,
      headers: { apikey: DEFAULT_ANON_KEY, 'content-type': 'application/pdf' },
    }),
    expect: [400, 400, 400, 400, 200],
  },
  {
    name: "POST /storage/v1/object/sign (the candidate's file: only the service role may sign, none of these)",
    request: (f) => ({
      method: 'POST',
      path: `/storage/v1/object/sign/candidate-documents/${f.documentPath}`,
      body: { expiresIn: 60 },
      headers: { apikey: DEFAULT_ANON_KEY },
    }),
    expect: all(400),
  },
  { name: 'GET /auth/v1/user', request: () => ({ method: 'GET', path: '/auth/v1/user', headers: { apikey: DEFAULT_ANON_KEY } }), expect: [401, 200, 200, 200, 200] },
  { name: 'GET /admin/applications/{id}/timeline', request: (f) => ({ method: 'GET', path: `/admin/applications/${f.dealId}/timeline` }), expect: staffOnly(200) },
  { name: 'GET /admin/applications/{id}/notes', request: (f) => ({ method: 'GET', path: `/admin/applications/${f.dealId}/notes` }), expect: staffOnly(200) },
  { name: 'POST /admin/applications/{id}/notes', request: (f) => ({ method: 'POST', path: `/admin/applications/${f.dealId}/notes`, body: { body: 'Seen.' } }), expect: staffOnly(201) },
  { name: 'DELETE /admin/applications/{id}/notes/{unknown}', request: (f) => ({ method: 'DELETE', path: `/admin/applications/${f.dealId}/notes/999999` }), expect: staffOnly(404) },
  {
    name: 'PUT /admin/applications/{id}/documents/{unknown}/review',
    request: (f) => ({ method: 'PUT', path: `/admin/applications/${f.dealId}/documents/999999/review`, body: { state: 'accepted' } }),
    expect: staffOnly(404),
  },
  { name: 'GET /admin/deletion-requests (admins only)', request: () => ({ method: 'GET', path: '/admin/deletion-requests' }), expect: [422, 403, 403, 200, 403] },
  {
    name: 'POST /admin/deletion-requests/{unknown}/complete (admins only)',
    request: () => ({ method: 'POST', path: '/admin/deletion-requests/999999/complete' }),
    expect: [422, 403, 403, 404, 403],
  },
  { name: 'GET /__dev/accounts', request: () => ({ method: 'GET', path: '/__dev/accounts' }), expect: all(200) },
  { name: "DELETE /documents/{candidate's id}", request: (f) => ({ method: 'DELETE', path: `/documents/${f.documentId}` }), expect: [422, 404, 404, 404, 204] },
];

let t: TestBackend;
let fixture: Fixture;
const tokens = new Map<RoleName, string | null>();

beforeAll(async () => {
  t = await startTestBackend();
  const candidate = await t.signIn('candidate.fr@lumiere.example');
  const candidateId = await userIdOf(t, candidate);
  const docs = await t.call<{ documents: { id: number; document_path: string }[] }>('GET', '/documents/', { token: candidate.accessToken });
  const deals = await t.call<{ id: number }[]>('GET', '/deals/', { token: candidate.accessToken });
  const document = docs.body.documents[0];
  if (document === undefined || deals.body[0] === undefined) throw new Error('candidate.fr has no document or deal');
  fixture = { candidateId, dealId: deals.body[0].id, documentId: document.id, documentPath: document.document_path };
  tokens.set('anonymous', null);
  tokens.set('candidate', candidate.accessToken);
  tokens.set('other candidate', (await t.signIn('quiz.ready@northbridge.example')).accessToken);
  tokens.set('agent', (await t.signIn('agent@northbridge.example')).accessToken);
  tokens.set('admin', (await t.signIn('admin@northbridge.example')).accessToken);
});
afterAll(() => t.close());

const forgedTokenStatus = (row: Row, path: string): number => {
  if (path.startsWith('/storage')) return 400;
  if (path.startsWith('/auth')) return 403;
  return row.expect[0] === 422 ? 401 : row.expect[0];
};

describe.each(ROWS)('$name', (row) => {
  it('answers a forged token like an unauthenticated caller', async () => {
    const request = row.request(fixture, 'anonymous');
    const result = await t.call(request.method, request.path, { token: FORGED_TOKEN, body: request.body, headers: request.headers });
    expect(result.status, JSON.stringify(result.body)).toBe(forgedTokenStatus(row, request.path));
  });

  it.each(ROLES.map((role, index) => ({ role, status: row.expect[index] ?? 0 })))('answers $status to $role', async ({ role, status }) => {
    const request = row.request(fixture, role);
    const isUpload = request.path.startsWith('/storage/v1/object/candidate-documents');
    const result = await t.call(request.method, request.path, {
      token: tokens.get(role) ?? null,
      body: request.body,
      headers: request.headers,
      ...(isUpload ? { rawBody: aPdf() } : {}),
    });
    expect(result.status, JSON.stringify(result.body)).toBe(status);
    if (status >= 400 && !request.path.startsWith('/storage') && !request.path.startsWith('/auth')) {
      expect(result.body).toHaveProperty('detail');
    }
  });
});
