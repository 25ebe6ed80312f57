// What storage takes in and hands out: header-bound fields checked on the way in, every key Storage takes
// (the domain's longest names, a name of spaces only) stored and served, every other one refused, and each served file with headers
// that keep a browser from running it.
import { request as httpRequest } from 'node:http';
import { MAX_FILE_NAME_LENGTH, sanitiseFileName } from '@admission/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANON_KEY } from '../config';
import { aPdf, aPng, storagePath } from '../testing/files';
import { startWithCandidate } from '../testing/candidate-backend';
import { BUCKET, serviceRoleKey } from '../testing/storage-clients';
import type { Session, TestBackend } from '../testing/test-backend';

let t: TestBackend;
let session: Session;
let serviceKey: string;
let userId: string;
let counter = 1_790_000_000_000;
const nextPath = (name: string, type = 'cv') => storagePath(userId, type, name, (counter += 1));

beforeAll(async () => {
  ({ t, session, userId } = await startWithCandidate());
  serviceKey = await serviceRoleKey();
});
afterAll(() => t.close());

const auth = () => ({ apikey: DEFAULT_ANON_KEY, authorization: `Bearer ${session.accessToken}` });
const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/** A browser-style upload: multipart with the cacheControl field, as storage-js sends a File. */
function multipartUpload(path: string, bytes: Uint8Array, type: string, cacheControl: string) {
  const form = new FormData();
  form.append('cacheControl', cacheControl);
  form.append('', new Blob([bytes], { type }), path.split('/').pop());
  return fetch(`${t.url}/storage/v1/object/${BUCKET}/${encodeKey(path)}`, { method: 'POST', headers: auth(), body: form });
}

const rawUpload = (path: string, bytes: Uint8Array, contentType: string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}/storage/v1/object/${BUCKET}/${encodeKey(path)}`, { method: 'POST', headers: { ...auth(), 'content-type': contentType, ...headers }, body: bytes });

/** A POST whose path reaches the server exactly as written (no dot-segment resolution). */
function postAsWritten(path: string, bytes: Uint8Array): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, path, method: 'POST', headers: { ...auth(), 'content-type': 'application/pdf' } }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk)).on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject).end(bytes);
  });
}

/** Read back with the service role: a candidate may not read objects (insert-only policy). */
const serviceHeaders = () => ({ apikey: DEFAULT_ANON_KEY, authorization: `Bearer ${serviceKey}` });
const download = (path: string, route = 'object') => fetch(`${t.url}/storage/v1/${route}/${BUCKET}/${encodeKey(path)}`, { headers: serviceHeaders() });

async function signedDownload(path: string): Promise<Response> {
  const signed = await fetch(`${t.url}/storage/v1/object/sign/${BUCKET}/${encodeKey(path)}`, {
    method: 'POST',
    headers: { ...serviceHeaders(), 'content-type': 'application/json' },
    body: JSON.stringify({ expiresIn: 60 }),
  });
  const { signedURL } = (await signed.json()) as { signedURL: string };
  return fetch(`${t.url}/storage/v1${signedURL}`);
}

describe('header-bound fields', () => {
  it.each([
    ['a CRLF', '3600\r\nSet-Cookie: a=b'],
    ['a non-ASCII character', '3600é'],
    ['a word', 'forever'],
    ['a negative number', '-1'],
    ['eleven digits', '12345678901'],
  ])('refuses a multipart cacheControl with %s, and stores nothing', async (_label, cacheControl) => {
    const path = nextPath('cv.pdf');
    const response = await multipartUpload(path, aPdf(), 'application/pdf', cacheControl);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '400', code: 'InvalidRequest', message: expect.stringMatching(/cacheControl/) });
    expect((await download(path)).status).toBe(400);
  });

  it('refuses a raw upload whose cache-control header holds a non-ASCII character', async () => {
    const path = nextPath('cv.png');
    const response = await fetch(`${t.url}/storage/v1/object/${BUCKET}/${path}`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'image/png', 'cache-control': Buffer.from('max-age=3600\xe9', 'latin1').toString('latin1') },
      body: aPng(),
    });
    expect(response.status).toBe(400);
  });

  it.each(['3600', 'max-age=3600', '0'])('stores the cacheControl %s and serves it back', async (cacheControl) => {
    const path = nextPath('cv.pdf');
    expect((await multipartUpload(path, aPdf(), 'application/pdf', cacheControl)).status).toBe(200);
    const served = await download(path);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe(`max-age=${cacheControl.replace('max-age=', '')}`);
  });

  it('takes a multipart file part typed IMAGE/PNG: multipart parsing lowers the case, on Storage as here', async () => {
    const path = nextPath('photo.png');
    const form = new FormData();
    form.append('cacheControl', '3600');
    form.append('', new Blob([aPng()]), 'photo.png');
    const body = new Response(form);
    const boundary = /boundary=(.+)$/.exec(body.headers.get('content-type') ?? '')?.[1] ?? '';
    const text = Buffer.from(await body.arrayBuffer()).toString('latin1').replace('Content-Type: application/octet-stream', 'Content-Type: IMAGE/PNG');
    const response = await fetch(`${t.url}/storage/v1/object/${BUCKET}/${path}`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: Buffer.from(text, 'latin1'),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await download(path)).headers.get('content-type')).toBe('image/png');
  });
});

describe('every key Storage takes', () => {
  it.each([240, 241, 242, 250, 254, 255])('stores and serves a sanitised name of %i characters, and it becomes a document', async (length) => {
    const name = sanitiseFileName(`${'a'.repeat(length - 4)}.pdf`);
    expect(name.length).toBe(Math.min(length, MAX_FILE_NAME_LENGTH));
    const path = nextPath(name, 'transcripts');
    const response = await rawUpload(path, aPdf(), 'application/pdf');
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await download(path)).status).toBe(200);
    const record = await t.call('POST', '/documents/create', { token: session.accessToken, body: { name, document_type: 'transcripts', document_index: 4, document_path: path } });
    expect(record.status, JSON.stringify(record.body)).toBe(200);
    const url = await t.call<{ download_url: string }>('GET', `/documents/${(record.body as { id: number }).id}/download`, { token: session.accessToken });
    expect((await fetch(url.body.download_url)).status).toBe(200);
    expect((await t.call('DELETE', `/documents/${(record.body as { id: number }).id}`, { token: session.accessToken })).status).toBe(204);
  });

  it.each([
    ['a name of spaces only', '   '],
    ['spaces and punctuation', "releve de notes (v2), l'original & co.pdf"],
  ])('stores and serves %s, as Supabase Storage does', async (_label, name) => {
    const path = nextPath(name);
    const response = await rawUpload(path, aPdf(), 'application/pdf');
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toMatchObject({ Key: `${BUCKET}/${path}` });
    for (const served of [await download(path), await signedDownload(path)]) expect(served.status).toBe(200);
  });

  it.each([
    ['a . segment', (uid: string) => `documents/${uid}/cv/./1790000000000_d.pdf`],
    ['a .. segment', (uid: string) => `documents/${uid}/cv/../cv/1790000000000_d.pdf`],
    ['an empty segment', (uid: string) => `documents/${uid}//1790000000000_d.pdf`],
    ['a character keys avoid', (uid: string) => `documents/${uid}/cv/1790000000000_a|b.pdf`],
    ['an accent', (uid: string) => `documents/${uid}/cv/1790000000000_relevé de notes.pdf`],
    ['a letter outside Latin-1', (uid: string) => `documents/${uid}/cv/1790000000000_œuvre ĳ.pdf`],
    ['a tilde', (uid: string) => `documents/${uid}/cv/1790000000000_cv~1.pdf`],
    ['more than 1 024 bytes', (uid: string) => `documents/${uid}/cv/1790000000000_${'e'.repeat(1000)}.pdf`],
  ])('refuses a key with %s as InvalidKey', async (_label, pathOf) => {
    // Sent as written: fetch would resolve the dot segments before they reach the server.
    const { status, body } = await postAsWritten(`/storage/v1/object/${BUCKET}/${encodeKey(pathOf(userId))}`, aPdf());
    expect(status).toBe(400);
    expect(JSON.parse(body)).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
  });
});

describe('served files', () => {
  it.each([
    ['a PDF', 'report.pdf', aPdf(), 'application/pdf'],
    ['a PNG', 'photo.png', aPng(), 'image/png'],
  ])('%s comes with nosniff, its sanitised name and a policy that forbids scripts', async (_label, name, bytes, type) => {
    const path = nextPath(name);
    expect((await rawUpload(path, bytes, type)).status).toBe(200);
    for (const response of [await download(path), await download(path, 'object/authenticated'), await signedDownload(path)]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-disposition')).toBe(`inline; filename="${name}"`);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toMatch(/default-src 'none'/);
      expect(policy).toMatch(/script-src 'none'/);
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    }
  });
});
