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

  it('never overwrites: a second upload to the same path is a Duplicate', async () => {
    const path = storagePath(userId, 'transcripts', 'year_1.pdf');
    expect((await supabase.storage.from(BUCKET).upload(path, new Blob([aPdf()], { type: 'application/pdf' }))).error).toBeNull();
    const again = await supabase.storage.from(BUCKET).upload(path, new Blob([aPdf('other')], { type: 'application/pdf' }));
    expect(again.error?.message).toBe('The resource already exists');
    const raw = await fetch(`${t.url}/storage/v1/object/${BUCKET}/${path}`, {
      method: 'POST',
      headers: { apikey: DEFAULT_ANON_KEY, authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/pdf', 'x-upsert': 'true' },
      body: aPdf('third'),
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({ statusCode: '409', error: 'Duplicate', message: 'The resource already exists' });
  });

  it("refuses writing and signing under another candidate's folder", async () => {
    const path = storagePath(otherUserId, 'cv', 'intruder.pdf');
    const upload = await supabase.storage.from(BUCKET).upload(path, new Blob([aPdf()], { type: 'application/pdf' }));
    expect(upload.error?.message).toBe('new row violates row-level security policy');
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
