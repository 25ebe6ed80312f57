// Uploads through the Storage stand-in, driven by supabase-js and by raw requests: what Supabase Storage takes
// and refuses, in its words, with supabase/migrations' policies deciding who may write where.
import type { SupabaseClient } from '@supabase/supabase-js';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aPdf, aPdfOfSize, aPng, anExecutable, storagePath } from '../testing/files';
import { startWithCandidate } from '../testing/candidate-backend';
import { objects } from '../supabase/storage-tables';
import { BUCKET, clientFor, serviceClient, serviceRoleKey, storageFetch } from '../testing/storage-clients';
import { userIdOf, type Session, type TestBackend } from '../testing/test-backend';

let t: TestBackend;
let session: Session;
let userId: string;
let otherUserId: string;
let candidate: SupabaseClient;
let service: SupabaseClient;
let serviceKey: string;

const pdfBlob = (bytes = aPdf()) => new Blob([bytes], { type: 'application/pdf' });
const rawUpload = (path: string, bytes: Uint8Array, contentType: string, headers: Record<string, string> = {}, method = 'POST') =>
  storageFetch(t, session.accessToken, `/object/${BUCKET}/${path}`, { method, headers: { 'content-type': contentType, ...headers }, body: bytes });
/** The stored bytes, read with the service role (a candidate may not read them back). */
const storedBytes = async (path: string): Promise<Buffer> => {
  const { data, error } = await service.storage.from(BUCKET).download(path);
  if (error !== null) throw error;
  return Buffer.from(await data.arrayBuffer());
};
/** Storage's error body: the status it stands for, its code, the short text it gives beside the code, its sentence. */
const refusal = (status: string, code: string, error: string, message: string) => ({ statusCode: status, code, error, message });
const RLS_REFUSAL = refusal('403', 'AccessDenied', 'Unauthorized', 'new row violates row-level security policy');

beforeAll(async () => {
  ({ t, session, userId } = await startWithCandidate());
  otherUserId = await userIdOf(t, await t.signIn('docs.complete@northbridge.example'));
  candidate = await clientFor(t, session);
  service = await serviceClient(t);
  serviceKey = await serviceRoleKey();
});
afterAll(() => t.close());

describe('a candidate’s upload', () => {
  it('stores a browser-style file (multipart) with its cache control and type', async () => {
    const pdf = aPdf('Curriculum');
    const path = storagePath(userId, 'cv', 'my_cv.pdf');
    const { data, error } = await candidate.storage.from(BUCKET).upload(path, pdfBlob(pdf), { cacheControl: '3600', upsert: false });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path, fullPath: `${BUCKET}/${path}` });
    expect((await storedBytes(path)).equals(pdf)).toBe(true);
    const info = await storageFetch(t, serviceKey, `/object/${BUCKET}/${path}`);
    expect(info.headers.get('content-type')).toBe('application/pdf');
    expect(info.headers.get('cache-control')).toBe('max-age=3600');
  });

  it('stores a raw body upload (a Buffer with its content type)', async () => {
    const path = storagePath(userId, 'photo', 'me.png');
    const { error } = await candidate.storage.from(BUCKET).upload(path, aPng(), { contentType: 'image/png', cacheControl: '3600' });
    expect(error).toBeNull();
  });

  it('answers a second upload to the same key KeyAlreadyExists, keeping the first file', async () => {
    const path = storagePath(userId, 'transcripts', 'year_1.pdf');
    const original = aPdf('original');
    expect((await candidate.storage.from(BUCKET).upload(path, pdfBlob(original))).error).toBeNull();
    expect((await candidate.storage.from(BUCKET).upload(path, pdfBlob(aPdf('other')))).error?.message).toBe('The resource already exists');
    const raw = await rawUpload(path, aPdf('third'), 'application/pdf', { 'x-upsert': 'false' });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual(refusal('409', 'KeyAlreadyExists', 'Duplicate', 'The resource already exists'));
    expect((await storedBytes(path)).equals(original)).toBe(true);
  });

  it('may not overwrite its own file: an upsert is AccessDenied, an update (PUT) finds nothing', async () => {
    const path = storagePath(userId, 'transcripts', 'year_2.pdf');
    const draft = aPdf('draft');
    expect((await candidate.storage.from(BUCKET).upload(path, pdfBlob(draft))).error).toBeNull();
    const upsert = await rawUpload(path, aPdf('final'), 'application/pdf', { 'x-upsert': 'true' });
    expect(await upsert.json()).toEqual(RLS_REFUSAL);
    expect((await candidate.storage.from(BUCKET).update(path, pdfBlob(aPdf('final')))).error?.message).toBe('Object not found');
    expect((await storedBytes(path)).equals(draft)).toBe(true);
  });

  it('may not upsert even a new key (an upsert needs policies the candidate does not have)', async () => {
    const path = storagePath(userId, 'recommendation_letter', 'letter.pdf');
    expect((await candidate.storage.from(BUCKET).upload(path, aPdf(), { contentType: 'application/pdf', upsert: true })).error?.message).toBe(
      'new row violates row-level security policy',
    );
    expect((await service.storage.from(BUCKET).download(path)).error).not.toBeNull();
  });

  it.each([
    ["in another candidate's folder", () => storagePath(otherUserId, 'cv', 'intruder.pdf')],
    ['outside documents/', () => `uploads/${userId}/cv/1790000000000_cv.pdf`],
    ['without a document type folder', () => `documents/${userId}/1790000000000_cv.pdf`],
  ])('is AccessDenied %s, and stores nothing', async (_label, pathOf) => {
    const response = await rawUpload(pathOf(), aPdf(), 'application/pdf');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(RLS_REFUSAL);
    expect((await service.storage.from(BUCKET).download(pathOf())).error).not.toBeNull();
  });

  it('over the bucket limit is EntityTooLarge: HTTP 400 with "413" in the body, multipart or raw', async () => {
    const path = storagePath(userId, 'cv', 'big.pdf');
    const viaClient = await candidate.storage.from(BUCKET).upload(path, pdfBlob(aPdfOfSize(2_097_153)));
    expect(viaClient.error?.message).toBe('The object exceeded the maximum allowed size');
    const raw = await rawUpload(path, aPdfOfSize(2_097_153), 'application/pdf');
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual(refusal('413', 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size'));
    expect((await rawUpload(path, aPdfOfSize(2_097_152), 'application/pdf')).status).toBe(200);
  });

  it.each(['text/plain', 'image/gif', 'IMAGE/PNG', 'image/png; charset=binary'])(
    'of type %s is InvalidMimeType: the bucket takes exactly application/pdf, image/jpeg and image/png',
    async (type) => {
      const path = storagePath(userId, 'photo', 'typed.png');
      const response = await rawUpload(path, aPng(), type);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(refusal('415', 'InvalidMimeType', 'invalid_mime_type', `mime type ${type} is not supported`));
    },
  );

  it('of an allowed type is stored whatever its bytes: Storage checks no content (the product API does)', async () => {
    const path = storagePath(userId, 'cv', 'evil.pdf');
    expect((await rawUpload(path, anExecutable(), 'application/pdf')).status).toBe(200);
    const record = await t.call<{ detail: string }>('POST', '/documents/create', {
      token: session.accessToken,
      body: { name: 'evil.pdf', document_type: 'cv', document_index: 1, document_path: path },
    });
    expect(record).toMatchObject({ status: 422, body: { detail: { code: 'FILE_SIGNATURE_MISMATCH', message: "File content doesn't match its declared type (possible malicious file)" } } });
  });

  it('with only the anon key, or a forged token, is AccessDenied', async () => {
    const anonymous = await clientFor(t);
    const path = storagePath(userId, 'cv', 'anon.pdf');
    expect((await anonymous.storage.from(BUCKET).upload(path, pdfBlob())).error?.message).toBe('new row violates row-level security policy');
    const forged = await storageFetch(t, 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.Zm9yZ2Vk', `/object/${BUCKET}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf' },
      body: aPdf(),
    });
    expect(await forged.json()).toEqual(refusal('403', 'AccessDenied', 'Unauthorized', 'invalid signature'));
  });

  it('to a bucket that does not exist is NoSuchBucket', async () => {
    const response = await storageFetch(t, session.accessToken, `/object/nowhere/${storagePath(userId, 'cv', 'x.pdf')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf' },
      body: aPdf(),
    });
    expect(await response.json()).toEqual(refusal('404', 'NoSuchBucket', 'Bucket not found', 'Bucket not found'));
  });

  it('with a letter outside Storage’s key characters (an accent) is InvalidKey, and stores nothing', async () => {
    const path = `documents/${userId}/cv/Résumé.pdf`;
    expect((await candidate.storage.from(BUCKET).upload(path, pdfBlob())).error?.message).toBe(`Invalid key: ${path}`);
    const raw = await rawUpload(path.split('/').map(encodeURIComponent).join('/'), aPdf(), 'application/pdf');
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual(refusal('400', 'InvalidKey', 'InvalidKey', `Invalid key: ${path}`));
    const [row] = await t.backend.context.db.select().from(objects).where(eq(objects.name, path));
    expect(row).toBeUndefined();
  });

  it('with every character Storage takes in a key is stored', async () => {
    const path = storagePath(userId, 'cv', "Aa0_!-.*'() &$=@;:+,?.pdf");
    const response = await rawUpload(path.split('/').map(encodeURIComponent).join('/'), aPdf(), 'application/pdf');
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toMatchObject({ Key: `${BUCKET}/${path}` });
  });
});

describe('the service role (the product API)', () => {
  it('gets a signed URL whose download carries the token’s expiry (Expires) and no cache control, as Storage sends it', async () => {
    const path = storagePath(userId, 'cv', 'signed.pdf');
    expect((await candidate.storage.from(BUCKET).upload(path, pdfBlob(), { cacheControl: '3600' })).error).toBeNull();
    const { data, error } = await service.storage.from(BUCKET).createSignedUrl(path, 60);
    expect(error).toBeNull();
    const signedUrl = data?.signedUrl ?? '';
    const { exp } = decodeJwt(new URL(signedUrl).searchParams.get('token') ?? '');
    const response = await fetch(signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBeNull();
    expect(response.headers.get('expires')).toBe(new Date((exp ?? 0) * 1000).toUTCString());
    expect(exp).toBe(Math.floor(t.clock.now() / 1000) + 60);
  });

  it('replaces an object with upsert or update, keeping its id', async () => {
    const path = storagePath(userId, 'language_certificate', 'toeic.pdf');
    const first = await candidate.storage.from(BUCKET).upload(path, pdfBlob(aPdf('old certificate')));
    expect(first.error).toBeNull();
    const renewed = aPdf('renewed certificate, a little longer');
    const upserted = await service.storage.from(BUCKET).upload(path, pdfBlob(renewed), { upsert: true });
    expect(upserted.error).toBeNull();
    expect(upserted.data?.id).toBe(first.data?.id);
    expect((await storedBytes(path)).equals(renewed)).toBe(true);
    const updated = aPdf('updated once more');
    expect((await service.storage.from(BUCKET).update(path, pdfBlob(updated))).error).toBeNull();
    expect((await storedBytes(path)).equals(updated)).toBe(true);
    expect((await service.storage.from(BUCKET).update(storagePath(userId, 'cv', 'nobody.pdf'), pdfBlob())).error?.message).toBe('Object not found');
  });
});
