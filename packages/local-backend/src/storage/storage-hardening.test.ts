// What storage takes in and hands out: header-bound fields checked on the way in, every name the domain
// accepts stored and served, and each served file with headers that keep a browser from running it.
import { MAX_FILE_NAME_LENGTH, sanitiseFileName } from '@admission/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANON_KEY } from '../config';
import { aPdf, aPng, aPngWithBadCrc, storagePath, withValidCrcs } from '../testing/files';
import { startTestBackend, userIdOf, type Session, type TestBackend } from '../testing/test-backend';

const BUCKET = 'candidate-documents';
let t: TestBackend;
let session: Session;
let admin: Session;
let userId: string;
let counter = 1_790_000_000_000;
const nextPath = (name: string, type = 'cv') => storagePath(userId, type, name, (counter += 1));

beforeAll(async () => {
  t = await startTestBackend();
  session = await t.signIn('docs.incomplete@northbridge.example');
  admin = await t.signIn('admin@northbridge.example');
  userId = await userIdOf(t, session);
});
afterAll(() => t.close());

const auth = (s: Session = session) => ({ apikey: DEFAULT_ANON_KEY, authorization: `Bearer ${s.accessToken}` });

/** A browser-style upload: multipart with the cacheControl field, as storage-js sends a File. */
function multipartUpload(path: string, bytes: Uint8Array, type: string, cacheControl: string) {
  const form = new FormData();
  form.append('cacheControl', cacheControl);
  form.append('', new Blob([bytes], { type }), path.split('/').pop());
  return fetch(`${t.url}/storage/v1/object/${BUCKET}/${path}`, { method: 'POST', headers: auth(), body: form });
}

const rawUpload = (path: string, bytes: Uint8Array, contentType: string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}/storage/v1/object/${BUCKET}/${path}`, { method: 'POST', headers: { ...auth(), 'content-type': contentType, ...headers }, body: bytes });

const download = (path: string, s: Session = session) => fetch(`${t.url}/storage/v1/object/authenticated/${BUCKET}/${path}`, { headers: auth(s) });

async function signedDownload(path: string): Promise<Response> {
  const signed = await fetch(`${t.url}/storage/v1/object/sign/${BUCKET}/${path}`, {
    method: 'POST',
    headers: { ...auth(), 'content-type': 'application/json' },
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
    expect(await response.json()).toMatchObject({ statusCode: '400', error: 'InvalidRequest', message: expect.stringMatching(/cacheControl/) });
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

  it.each(['IMAGE/PNG', 'Image/Png', 'image/png; charset=binary'])('takes the content type %s (types are case-insensitive) and stores image/png', async (type) => {
    const path = nextPath('photo.png');
    const response = await rawUpload(path, aPng(), type);
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await download(path)).headers.get('content-type')).toBe('image/png');
  });

  it('takes a multipart file part typed IMAGE/PNG', async () => {
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
  });
});

describe('every name the domain accepts', () => {
  it.each([240, 241, 242, 250, 254, 255])('stores and serves a sanitised name of %i characters', async (length) => {
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
});

describe('served files', () => {
  it.each([
    ['a PDF', 'report.pdf', aPdf(), 'application/pdf'],
    ['a PNG', 'photo.png', aPng(), 'image/png'],
  ])('%s comes with nosniff, its sanitised name and a policy that forbids scripts', async (_label, name, bytes, type) => {
    const path = nextPath(name);
    expect((await rawUpload(path, bytes, type)).status).toBe(200);
    for (const response of [await download(path), await download(path, admin), await signedDownload(path)]) {
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

describe('files that do not decode', () => {
  const encryptedPdf = () =>
    Buffer.from(aPdf().toString('latin1').replace('/Root 1 0 R', '/Root 1 0 R /Encrypt << /Filter /Standard /V 2 /R 3 /Length 128 /P -4 /O <00> /U <00> >>'), 'latin1');
  const pngWithBrokenPixels = () => {
    const png = aPng(40, 30);
    const idat = png.indexOf(Buffer.from('IDAT')) + 4;
    png.fill(0xff, idat + 2, idat + 12);
    return withValidCrcs(png);
  };

  it.each([
    ['a PNG with a bad CRC', 'scan.png', aPngWithBadCrc(), 'image/png', 'Invalid or corrupted image file'],
    ['a PNG cut short', 'scan.png', aPng().subarray(0, 60), 'image/png', 'Invalid or corrupted image file'],
    ['a PNG whose chunks hold but whose pixels do not inflate', 'scan.png', pngWithBrokenPixels(), 'image/png', 'Invalid or corrupted image file'],
    ['a password-protected PDF', 'report.pdf', encryptedPdf(), 'application/pdf', 'This PDF is password-protected: remove the password and upload it again'],
    ['a PDF that does not parse', 'report.pdf', Buffer.from('%PDF-1.4\ngarbage\nstartxref\n9\n%%EOF\n'), 'application/pdf', 'Invalid or corrupted PDF file'],
  ])('refuses %s with 422 and stores nothing', async (_label, name, bytes, type, message) => {
    const path = nextPath(name);
    const response = await rawUpload(path, bytes, type);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ statusCode: '422', error: 'invalid_file', message });
    expect((await download(path)).status).toBe(400);
  });
});
