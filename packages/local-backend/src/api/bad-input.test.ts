// Bad input answers 4xx with a detail and stores nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storagePath } from '../testing/files';
import { startTestBackend, userIdOf, type Session, type TestBackend } from '../testing/test-backend';

let t: TestBackend;
let candidate: Session;
let admin: Session;
let candidateId: string;

beforeAll(async () => {
  t = await startTestBackend();
  candidate = await t.signIn('docs.incomplete@northbridge.example');
  admin = await t.signIn('admin@northbridge.example');
  candidateId = await userIdOf(t, candidate);
});
afterAll(() => t.close());

const raw = (method: string, path: string, body: string, contentType = 'application/json', token = candidate.accessToken) =>
  t.call<{ detail: unknown }>(method, path, { token, rawBody: body, headers: { 'content-type': contentType } });

const stateOf = async () => ({
  disability: (await t.call('GET', '/users/disability', { token: candidate.accessToken })).body,
  nationalities: (await t.call('GET', '/users/nationalities', { token: candidate.accessToken })).body,
  documents: (await t.call('GET', '/documents/', { token: candidate.accessToken })).body,
});

const validCreate = { name: 'cv.pdf', document_type: 'cv', document_index: 1, document_path: '' };

describe('bad input', () => {
  const cases: [string, string, string, string, number][] = [
    ['malformed JSON', 'PUT', '/users/disability', '{"has_disability": tru', 422],
    ['a string for a boolean', 'PUT', '/users/disability', '{"has_disability": "true"}', 422],
    ['null for a boolean', 'PUT', '/users/disability', '{"has_disability": null}', 422],
    ['an unknown field', 'PUT', '/users/disability', '{"has_disability": true, "role": "admin"}', 422],
    ['a __proto__ key', 'PUT', '/users/disability', '{"has_disability": true, "__proto__": {"role": "admin"}}', 422],
    ['an empty body', 'PUT', '/users/disability', '', 422],
    ['an array body', 'PUT', '/users/disability', '[true]', 422],
    ['a string for the codes list', 'PUT', '/users/nationalities', '{"nationality_codes": "FR"}', 422],
    ['a number in the codes list', 'PUT', '/users/nationalities', '{"nationality_codes": [250]}', 422],
    ['an unknown country code', 'PUT', '/users/nationalities', '{"nationality_codes": ["ZZ"]}', 422],
    ['duplicate codes', 'PUT', '/users/nationalities', '{"nationality_codes": ["FR", "FR"]}', 422],
    ['too many codes', 'PUT', '/users/nationalities', JSON.stringify({ nationality_codes: Array.from({ length: 21 }, () => 'FR') }), 422],
    ['a string answer id', 'POST', '/quiz/answer', '{"answer_id": "1"}', 422],
    ['a fractional document index', 'POST', '/documents/create', JSON.stringify({ ...validCreate, document_index: 1.5 }), 422],
    ['a zero document index', 'POST', '/documents/create', JSON.stringify({ ...validCreate, document_index: 0 }), 422],
    ['a string document index', 'POST', '/documents/create', JSON.stringify({ ...validCreate, document_index: '1' }), 422],
    ['an over-long name', 'POST', '/documents/create', JSON.stringify({ ...validCreate, name: `${'a'.repeat(252)}.pdf`, document_path: 'x' }), 422],
    ['a missing field', 'POST', '/documents/create', JSON.stringify({ name: 'cv.pdf', document_type: 'cv', document_index: 1 }), 422],
    ['a bad email', 'POST', '/users/check-exists', '{"email": "not an email"}', 422],
    ['a huge email', 'POST', '/users/check-exists', JSON.stringify({ email: `${'a'.repeat(400)}@x.example` }), 422],
    ['text instead of JSON', 'PUT', '/users/disability', 'has_disability=true', 415],
  ];

  it.each(cases)('refuses %s with a detail and stores nothing', async (_label, method, path, body, status) => {
    const before = await stateOf();
    const contentType = status === 415 ? 'text/plain' : 'application/json';
    const result = await raw(method, path, body, contentType);
    expect(result.status).toBe(status);
    expect(result.body.detail).toEqual(expect.any(String));
    expect(await stateOf()).toEqual(before);
  });

  it('refuses a JSON body over 64 KiB with 413', async () => {
    const result = await raw('PUT', '/users/nationalities', JSON.stringify({ nationality_codes: ['FR'], padding: 'x'.repeat(70_000) }));
    expect(result.status).toBe(413);
    expect(result.body.detail).toBe('Request body too large');
  });

  it.each([
    ['a path-traversal document path', `documents/${'{id}'}/cv/../../../etc/1_passwd.pdf`],
    ['an unsanitised file name', `documents/${'{id}'}/cv/1790000000000_my cv.pdf`],
    ['a path without a timestamp', `documents/${'{id}'}/cv/cv.pdf`],
    ['a type that differs from the path', `documents/${'{id}'}/transcripts/1790000000000_cv.pdf`],
  ])('refuses %s in /documents/create', async (_label, template) => {
    const before = await stateOf();
    const result = await t.call<{ detail: string }>('POST', '/documents/create', {
      token: candidate.accessToken,
      body: { ...validCreate, document_path: template.replace('{id}', candidateId) },
    });
    expect(result.status).toBe(422);
    expect(result.body.detail).toEqual(expect.any(String));
    expect(await stateOf()).toEqual(before);
  });

  it('refuses a candidate registering a file under another user\'s folder even when the path is well formed', async () => {
    const result = await t.call('POST', '/documents/create', {
      token: candidate.accessToken,
      body: { ...validCreate, document_path: storagePath('00000000-0000-4000-a000-000000000000', 'cv', 'cv.pdf') },
    });
    expect(result.status).toBe(403);
  });

  it.each([
    ['a search over 200 characters', `search=${'a'.repeat(201)}`],
    ['a limit over 100', 'limit=101'],
    ['a zero limit', 'limit=0'],
    ['a negative skip', 'skip=-1'],
    ['a text skip', 'skip=abc'],
    ['an unknown status', 'status=PENDING'],
    ['an unknown parameter', 'order=name'],
    ['an unknown sort', 'sort=email'],
    ['an unknown sort direction', 'sort=name&dir=up'],
  ])('refuses %s on the admin list', async (_label, query) => {
    const result = await t.call<{ detail: string }>('GET', `/admin/applications?${query}`, { token: admin.accessToken });
    expect(result.status).toBe(422);
    expect(result.body.detail).toEqual(expect.any(String));
  });

  it('accepts a 200-character search', async () => {
    expect((await t.call('GET', `/admin/applications?search=${'a'.repeat(200)}`, { token: admin.accessToken })).status).toBe(200);
  });

  it.each([
    ['/documents/abc/download', 'candidate'],
    ['/documents/0/download', 'candidate'],
    ['/documents/99999999999/download', 'candidate'],
    ['/admin/applications/1.5', 'admin'],
    ['/admin/applications/-1/documents', 'admin'],
    ['/admin/applications/1/documents/x/content', 'admin'],
  ])('refuses the malformed id in %s with 422', async (path, who) => {
    const session = who === 'admin' ? admin : candidate;
    const result = await t.call<{ detail: string }>('GET', path, { token: session.accessToken });
    expect(result.status).toBe(422);
    expect(result.body.detail).toEqual(expect.any(String));
  });

  it('answers unknown routes with a FastAPI-style 404', async () => {
    expect(await t.call('GET', '/nope')).toMatchObject({ status: 404, body: { detail: 'Not Found' } });
  });

  it('refuses a forged token signed with another secret', async () => {
    const [header, payload] = candidate.accessToken.split('.');
    const forged = `${header}.${payload}.${Buffer.from('forged-signature').toString('base64url')}`;
    expect((await t.call('GET', '/users/me', { token: forged })).status).toBe(401);
  });
});
