import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANON_KEY } from '../config';
import { aPdf, aPdfOfSize, aPng, anExecutable, aZeroWidthPng, storagePath } from '../testing/files';
import { startTestBackend, type Session, type TestBackend } from '../testing/test-backend';

const BUCKET = 'candidate-documents';
let t: TestBackend;
let session: Session;
let userId: string;
let otherUserId: string;
let supabase: SupabaseClient;

const clientFor = async (s: Session): Promise<SupabaseClient> => {
  const client = createClient(t.url, DEFAULT_ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
  const { error } = await client.auth.setSession({ access_token: s.accessToken, refresh_token: s.refreshToken });
  if (error) throw error;
  return client;
};

/** Uploads as the signed-in candidate without supabase-js: the raw body with its type and any extra headers. */
const rawUpload = (method: string, path: string, bytes: Uint8Array, contentType: string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}/storage/v1/object/${BUCKET}/${path}`, {
    method,
    headers: { apikey: DEFAULT_ANON_KEY, authorization: `Bearer ${session.accessToken}`, 'content-type': contentType, ...headers },
    body: bytes,
  });

/** The stored bytes of an object, read through the authenticated download. */
const downloadOf = async (path: string): Promise<Buffer> => {
  const response = await fetch(`${t.url}/storage/v1/object/authenticated/${BUCKET}/${path}`, {
    headers: { apikey: DEFAULT_ANON_KEY, authorization: `Bearer ${session.accessToken}` },
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
};

const idOf = async (s: Session) => (await t.call<{ id: string }>('GET', '/users/me', { token: s.accessToken })).body.id;

beforeAll(async () => {
  t = await startTestBackend();
  session = await t.signIn('docs.incomplete@northbridge.example');
  userId = await idOf(session);
  otherUserId = await idOf(await t.signIn('docs.complete@northbridge.example'));
  supabase = await clientFor(session);
});
afterAll(() => t.close());

describe('Storage stand-in, driven by supabase-js', () => {
  it('stores a browser-style file (multipart) with its cache control and serves it through a signed URL', async () => {
    const pdf = aPdf('Curriculum');
    const path = storagePath(userId, 'cv', 'my_cv.pdf');
    const { data, error } = await supabase.storage.from(BUCKET).upload(path, new Blob([pdf], { type: 'application/pdf' }), { cacheControl: '3600', upsert: false });
    expect(error).toBeNull();
    expect(data?.path).toBe(path);
    expect(data?.fullPath).toBe(`${BUCKET}/${path}`);

    const signed = await supabase.storage.from(BUCKET).createSignedUrl(path, 60);
    expect(signed.error).toBeNull();
    const download = await fetch(signed.data?.signedUrl ?? '');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('cache-control')).toBe('max-age=3600');
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('stores a raw body upload (a Buffer with its content type)', async () => {
    const path = storagePath(userId, 'photo', 'me.png');
    const { error } = await supabase.storage.from(BUCKET).upload(path, aPng(), { contentType: 'image/png', cacheControl: '3600' });
    expect(error).toBeNull();
  });

  it('refuses a second upload to the same path as a Duplicate without upsert, keeping the first file', async () => {
    const path = storagePath(userId, 'transcripts', 'year_1.pdf');
    const original = aPdf('original');
    expect((await supabase.storage.from(BUCKET).upload(path, new Blob([original], { type: 'application/pdf' }))).error).toBeNull();
    const again = await supabase.storage.from(BUCKET).upload(path, new Blob([aPdf('other')], { type: 'application/pdf' }));
    expect(again.error?.message).toBe('The resource already exists');
    const raw = await rawUpload('POST', path, aPdf('third'), 'application/pdf', { 'x-upsert': 'false' });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({ statusCode: '409', error: 'Duplicate', message: 'The resource already exists' });
    expect((await downloadOf(path)).equals(original)).toBe(true);
  });

  it('replaces an existing object with x-upsert: true, keeping its id and serving the new bytes', async () => {
    const path = storagePath(userId, 'transcripts', 'year_2.pdf');
    const first = await supabase.storage.from(BUCKET).upload(path, new Blob([aPdf('draft')], { type: 'application/pdf' }));
    expect(first.error).toBeNull();
    const replacement = aPdf('final version, a little longer than the draft');
    const second = await supabase.storage.from(BUCKET).upload(path, new Blob([replacement], { type: 'application/pdf' }), { upsert: true });
    expect(second.error).toBeNull();
    expect(second.data?.id).toBe(first.data?.id);
    expect(second.data?.fullPath).toBe(`${BUCKET}/${path}`);
    expect((await downloadOf(path)).equals(replacement)).toBe(true);
  });

  it('creates the object with x-upsert: true when there is none yet', async () => {
    const path = storagePath(userId, 'recommendation_letter', 'letter.pdf');
    const letter = aPdf('letter');
    const { error } = await supabase.storage.from(BUCKET).upload(path, letter, { contentType: 'application/pdf', upsert: true });
    expect(error).toBeNull();
    expect((await downloadOf(path)).equals(letter)).toBe(true);
  });

  it('replaces an object with PUT (supabase-js update), and answers Object not found when there is none', async () => {
    const path = storagePath(userId, 'photo', 'portrait.png');
    expect((await supabase.storage.from(BUCKET).upload(path, new Blob([aPng(16, 12)], { type: 'image/png' }))).error).toBeNull();
    const larger = aPng(32, 24);
    const updated = await supabase.storage.from(BUCKET).update(path, new Blob([larger], { type: 'image/png' }));
    expect(updated.error).toBeNull();
    expect((await downloadOf(path)).equals(larger)).toBe(true);

    const missing = await supabase.storage.from(BUCKET).update(storagePath(userId, 'photo', 'nobody.png'), new Blob([aPng()], { type: 'image/png' }));
    expect(missing.error?.message).toBe('Object not found');
    const raw = await rawUpload('PUT', storagePath(userId, 'photo', 'nobody.png'), aPng(), 'image/png');
    expect(await raw.json()).toEqual({ statusCode: '404', error: 'not_found', message: 'Object not found' });
  });

  it.each([
    ['POST with x-upsert', 'POST', { 'x-upsert': 'true' }],
    ['PUT', 'PUT', {}],
  ])('checks a replacement by %s with the same file rules, and keeps the old file when it is refused', async (_label, method, headers) => {
    const path = storagePath(userId, 'cv', `checked_${method.toLowerCase()}.pdf`);
    const original = aPdf('kept');
    expect((await rawUpload('POST', path, original, 'application/pdf')).status).toBe(200);
    const disguised = await rawUpload(method, path, anExecutable(), 'application/pdf', headers);
    expect(disguised.status).toBe(400);
    expect(await disguised.json()).toEqual({
      statusCode: '422',
      error: 'invalid_file',
      message: "File content doesn't match its declared type (possible malicious file)",
    });
    const tooLarge = await rawUpload(method, path, aPdfOfSize(2_097_153), 'application/pdf', headers);
    expect(tooLarge.status).toBe(413);
    expect((await downloadOf(path)).equals(original)).toBe(true);
  });

  it('serves the replacement through the document that points at the object', async () => {
    const path = storagePath(userId, 'language_certificate', 'toeic.pdf');
    expect((await rawUpload('POST', path, aPdf('old certificate'), 'application/pdf')).status).toBe(200);
    const created = await t.call<{ id: number }>('POST', '/documents/create', {
      token: session.accessToken,
      body: { name: 'toeic.pdf', document_type: 'language_certificate', document_index: 1, document_path: path },
    });
    expect(created.status).toBe(200);
    const renewed = aPdf('renewed certificate');
    expect((await rawUpload('POST', path, renewed, 'application/pdf', { 'x-upsert': 'true' })).status).toBe(200);
    const link = await t.call<{ download_url: string }>('GET', `/documents/${created.body.id}/download`, { token: session.accessToken });
    const download = await fetch(link.body.download_url.replace(t.backend.config.publicUrl, t.url));
    expect(Buffer.from(await download.arrayBuffer()).equals(renewed)).toBe(true);
  });

  it("refuses writing and signing under another candidate's folder", async () => {
    const path = storagePath(otherUserId, 'cv', 'intruder.pdf');
    const upload = await supabase.storage.from(BUCKET).upload(path, new Blob([aPdf()], { type: 'application/pdf' }));
    expect(upload.error?.message).toBe('new row violates row-level security policy');
    const upsert = await supabase.storage.from(BUCKET).upload(path, new Blob([aPdf()], { type: 'application/pdf' }), { upsert: true });
    expect(upsert.error?.message).toBe('new row violates row-level security policy');
    const documents = await t.call<{ documents: { document_path: string }[] }>('GET', '/documents/', { token: (await t.signIn('docs.complete@northbridge.example')).accessToken });
    const theirs = documents.body.documents[0]?.document_path ?? '';
    const signed = await supabase.storage.from(BUCKET).createSignedUrl(theirs, 60);
    expect(signed.error).not.toBeNull();
  });

  it.each([
    ['an executable named .pdf', 'cv', 'evil.pdf', anExecutable(), 'application/pdf', "File content doesn't match its declared type (possible malicious file)"],
    ['a file over 2 MB', 'cv', 'big.pdf', aPdfOfSize(2_097_153), 'application/pdf', 'File size exceeds 2MB limit'],
    ['a GIF', 'photo', 'anim.png', Buffer.from('GIF89a........'), 'image/gif', 'File type image/gif not allowed'],
    ['a PDF named .png', 'photo', 'fake.png', aPdf(), 'application/pdf', "File extension png doesn't match MIME type application/pdf"],
    ['a PNG with a zero width', 'photo', 'zero.png', aZeroWidthPng(), 'image/png', 'Invalid or corrupted image file'],
  ])('refuses %s with the spec §5 message', async (_label, type, name, bytes, contentType, message) => {
    const path = storagePath(userId, type, name);
    const { error } = await supabase.storage.from(BUCKET).upload(path, new Blob([bytes], { type: contentType }));
    expect(error?.message).toBe(message);
    expect((await supabase.storage.from(BUCKET).createSignedUrl(path, 60)).error).not.toBeNull();
  });

  it.each([
    ['a path-traversal segment', (uid: string) => `documents/${uid}/cv/%2E%2E/%2E%2E/escape.pdf`],
    ['an unsanitised name', (uid: string) => `documents/${uid}/cv/1790000000000_my%20cv.pdf`],
    ['an unknown document type', (uid: string) => `documents/${uid}/diploma/1790000000000_d.pdf`],
    ['a path outside documents/', (uid: string) => `other/${uid}/cv/1790000000000_d.pdf`],
    ['another bucket', (uid: string) => `../secrets/documents/${uid}/cv/1_d.pdf`],
  ])('refuses %s', async (_label, pathOf) => {
    const response = await fetch(`${t.url}/storage/v1/object/${BUCKET}/${pathOf(userId)}`, {
      method: 'POST',
      headers: { apikey: DEFAULT_ANON_KEY, authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/pdf' },
      body: aPdf(),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('refuses an upload with only the anon key, and after submission', async () => {
    const anonymous = createClient(t.url, DEFAULT_ANON_KEY, { auth: { persistSession: false } });
    const path = storagePath(userId, 'cv', 'anon.pdf');
    expect((await anonymous.storage.from(BUCKET).upload(path, new Blob([aPdf()], { type: 'application/pdf' }))).error?.message).toBe(
      'new row violates row-level security policy',
    );
    const submitted = await t.signIn('docs.submitted@northbridge.example');
    const submittedClient = await clientFor(submitted);
    const late = await submittedClient.storage.from(BUCKET).upload(storagePath(await idOf(submitted), 'cv', 'late.pdf'), new Blob([aPdf()], { type: 'application/pdf' }));
    expect(late.error).not.toBeNull();
  });

  it('refuses a signed URL with a bad or expired token', async () => {
    const path = storagePath(userId, 'cv', 'my_cv.pdf');
    const signed = await supabase.storage.from(BUCKET).createSignedUrl(path, 60);
    const url = signed.data?.signedUrl ?? '';
    expect((await fetch(url.replace(/token=[^&]+/, 'token=forged'))).status).toBe(400);
    t.clock.advance(61_000);
    expect((await fetch(url)).status).toBe(400);
  });
});
