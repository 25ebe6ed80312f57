// Signing out ends the session everywhere: the product API, storage and auth refuse its tokens at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANON_KEY } from '../config';
import { aPng, storagePath } from '../testing/files';
import { registeredRoutes, startTestBackend, userIdOf, type Session, type TestBackend } from '../testing/test-backend';

let t: TestBackend;
let candidate: Session;
let admin: Session;
let candidateId: string;
let routes: { method: string; url: string }[] = [];

const logout = (session: Session) =>
  t.call('POST', '/auth/v1/logout?scope=local', { token: session.accessToken, headers: { apikey: DEFAULT_ANON_KEY } });

beforeAll(async () => {
  t = await startTestBackend();
  candidate = await t.signIn('docs.incomplete@northbridge.example');
  admin = await t.signIn('admin@northbridge.example');
  candidateId = await userIdOf(t, candidate);
  routes = await registeredRoutes(t);
  expect((await logout(candidate)).status).toBe(204);
  expect((await logout(admin)).status).toBe(204);
});
afterAll(() => t.close());

const concrete = (url: string): string =>
  url
    .replace(':bucket', 'candidate-documents')
    .replace('*', storagePath(candidateId, 'cv', 'cv.png'))
    .replace(/:[A-Za-z]+/g, '1');

/** Routes that take no user token: the account check, the emailed link, sign-in, signed URLs, the dev pages. */
const isPublic = (route: { method: string; url: string }): boolean =>
  route.url === '/' ||
  route.url === '/users/check-exists' ||
  route.url.startsWith('/__dev') ||
  ['/auth/v1/otp', '/auth/v1/verify', '/auth/v1/token', '/auth/v1/settings'].includes(route.url) ||
  (route.method === 'GET' && route.url === '/storage/v1/object/sign/:bucket/*');

/** Bodies the routes accept, so that only the token decides. */
const VALID_BODIES: Record<string, unknown> = {
  'PUT /users/disability': { has_disability: true },
  'PUT /users/nationalities': { nationality_codes: ['FR'] },
  'POST /quiz/answer': { answer_id: 1 },
  'POST /documents/create': { name: 'cv.png', document_type: 'cv', document_index: 1, document_path: 'documents/x/cv/1_cv.png' },
  'POST /documents/:id/replace': { name: 'cv.png', document_path: 'documents/x/cv/1_cv.png' },
  'POST /admin/applications/:dealId/notes': { body: 'A note' },
  'PUT /admin/applications/:dealId/quiz-accommodation': { extra_time_percent: 25, reason: 'Dyslexia' },
  'PUT /reviews/:assignmentId/draft': { scores: {}, version: 0 },
  'POST /reviews/:assignmentId/submit': { scores: {}, version: 0 },
  'POST /reviews/:assignmentId/conflict': { reason: 'My neighbour' },
  'PUT /admin/programs/:programId/review-settings': { reviews_per_application: 2, due_days: 14, disagreement_threshold: 1.5, reviewer_ids: [] },
  'PUT /admin/programs/:programId/rubric': { criteria: [] },
  'POST /admin/applications/:dealId/reviews/:assignmentId/reopen': { reason: 'A second look' },
  'POST /admin/applications/:dealId/reassign': { assignment_id: 1, reviewer_id: 'someone' },
  'POST /admin/review-assignments': { application_ids: [1] },
  'POST /admin/ranking/decisions': { application_ids: [1], status: 'ADMISSIBLE' },
  'POST /applications/:applicationId/interview': { slot_id: 1, adjustments: { kinds: [], other: '' } },
  'PUT /applications/:applicationId/interview': { slot_id: 1, adjustments: { kinds: [], other: '' } },
  'POST /applications/:applicationId/interview/cancel': { reason: 'An exam that day' },
  'PUT /admin/programs/:programId/interview-settings': { booking_place: 'portal', outside_url: null, change_cutoff_hours: 24, interview_weight: 0.5 },
  'POST /admin/programs/:programId/interview-slots': { dates: ['2030-03-04'], from: '09:00', to: '10:00', length_minutes: 30, gap_minutes: 0, mode: 'phone', location: null, panel_ids: ['someone'] },
  'PATCH /admin/interview-slots/:slotId': { starts_at: '2030-03-04T09:00:00.000Z', ends_at: '2030-03-04T09:30:00.000Z', mode: 'phone', location: null, panel_ids: ['someone'] },
  'POST /admin/interview-slots/remove': { slot_ids: [1] },
  'POST /admin/applications/:applicationId/interview': { slot_id: 1, adjustments: { kinds: [], other: '' } },
  'PUT /admin/applications/:applicationId/interview': { slot_id: 1, adjustments: { kinds: [], other: '' } },
  'POST /admin/applications/:applicationId/interview/cancel': { reason: 'The candidate called' },
  'PUT /interviews/:bookingId/attendance': { attendance: 'attended' },
  'PUT /interviews/:bookingId/score': { scores: {}, comment: '' },
  'PUT /admin/programs/:programId/offer-settings': {},
  'POST /admin/offers/decisions': { application_ids: [1], kind: 'waitlist', conditions: [], reply_by: null, reasons: [] },
  'POST /admin/offers/:offerId/withdraw': { reason: 'The program closed' },
  'PATCH /admin/offers/:offerId': { conditions: [], reply_by: '2030-03-04T09:00:00.000Z' },
  'PUT /admin/offers/:offerId/conditions/:conditionId': { state: 'met' },
  'POST /admin/offers/:offerId/extension/grant': { reply_by: '2030-03-04T09:00:00.000Z' },
  'POST /admin/offers/:offerId/deposit/waive': { reason: 'A scholarship' },
  'POST /offers/:offerId/decline': { reason: null },
  'POST /offers/:offerId/extension': { reason: 'An exam that week' },
  'PUT /applications/:applicationId/waitlist': { choice: 'opted_in' },
};

/** Queries the routes require, so that only the token decides. */
const VALID_QUERIES: Record<string, string> = {
  'PATCH /admin/applications/:dealId/status': '?status=IN_PROGRESS',
  'GET /admin/ranking': '?program_id=1',
  'GET /admin/ranking/export': '?program_id=1',
};

describe('after sign-out', () => {
  it('every product API route refuses the access token with 401', async () => {
    const product = routes.filter((route) => !isPublic(route) && !route.url.startsWith('/auth/') && !route.url.startsWith('/storage/'));
    expect(product.length).toBeGreaterThan(20);
    for (const route of product) {
      const session = route.url.startsWith('/admin') ? admin : candidate;
      const query = VALID_QUERIES[`${route.method} ${route.url}`] ?? '';
      const result = await t.call(route.method, `${concrete(route.url)}${query}`, { token: session.accessToken, body: VALID_BODIES[`${route.method} ${route.url}`] });
      expect(result.status, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('GET /test/all_me, the account check of the web app, refuses it', async () => {
    expect((await t.call('GET', '/test/all_me', { token: candidate.accessToken })).status).toBe(401);
  });

  it('storage refuses it for uploads, signed URLs and downloads', async () => {
    const path = storagePath(candidateId, 'cv', 'cv.png');
    const headers = { apikey: DEFAULT_ANON_KEY, authorization: `Bearer ${candidate.accessToken}` };
    const upload = await fetch(`${t.url}/storage/v1/object/candidate-documents/${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'image/png' }, body: aPng() });
    expect(upload.status).toBe(400);
    const signedOut = { statusCode: '403', code: 'AccessDenied', message: 'Session not found' };
    expect(await upload.json()).toMatchObject(signedOut);
    const sign = await fetch(`${t.url}/storage/v1/object/sign/candidate-documents/${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{"expiresIn":60}' });
    expect(await sign.json()).toMatchObject(signedOut);
    for (const route of ['object/authenticated', 'object']) {
      const read = await fetch(`${t.url}/storage/v1/${route}/candidate-documents/${path}`, { headers });
      expect(await read.json()).toMatchObject(signedOut);
    }
  });

  it('auth answers session_not_found, and the refresh token is refused', async () => {
    const user = await t.call<{ code: string }>('GET', '/auth/v1/user', { token: candidate.accessToken, headers: { apikey: DEFAULT_ANON_KEY } });
    expect(user).toMatchObject({ status: 403, body: { code: 'session_not_found' } });
    const refreshed = await t.call<{ code: string }>('POST', '/auth/v1/token?grant_type=refresh_token', { body: { refresh_token: candidate.refreshToken }, headers: { apikey: DEFAULT_ANON_KEY } });
    expect(refreshed).toMatchObject({ status: 400, body: { code: 'refresh_token_not_found' } });
  });
});
