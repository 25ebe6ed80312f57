// Reading stored objects back: signed URLs and downloads, per role. Under supabase/migrations' insert-only
// policy only the service role (the product API) finds an object; everyone else is told it does not exist.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aPdf, storagePath } from '../testing/files';
import { startWithCandidate } from '../testing/candidate-backend';
import { BUCKET, clientFor, serviceClient, serviceRoleKey, storageFetch } from '../testing/storage-clients';
import type { Session, TestBackend } from '../testing/test-backend';

let t: TestBackend;
let session: Session;
let staff: Session;
let candidate: SupabaseClient;
let service: SupabaseClient;
let serviceKey: string;
let path: string;
const pdf = aPdf('Stored once');
const notFound = { statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' };

beforeAll(async () => {
  let userId: string;
  ({ t, session, userId } = await startWithCandidate());
  staff = await t.signIn('admin@northbridge.example');
  candidate = await clientFor(t, session);
  service = await serviceClient(t);
  serviceKey = await serviceRoleKey();
  path = storagePath(userId, 'cv', 'read_back.pdf');
  const { error } = await candidate.storage.from(BUCKET).upload(path, new Blob([pdf], { type: 'application/pdf' }));
  if (error !== null) throw error;
});
afterAll(() => t.close());

describe('the service role', () => {
  it('creates a signed URL that serves the bytes with their type and cache control', async () => {
    const { data, error } = await service.storage.from(BUCKET).createSignedUrl(path, 60);
    expect(error).toBeNull();
    const response = await fetch(data?.signedUrl ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('downloads with supabase-js download() (GET /object/{bucket}/{key}) and with GET /object/authenticated/', async () => {
    const { data, error } = await service.storage.from(BUCKET).download(path);
    expect(error).toBeNull();
    expect(Buffer.from(await (data as Blob).arrayBuffer()).equals(pdf)).toBe(true);
    const authenticated = await storageFetch(t, serviceKey, `/object/authenticated/${BUCKET}/${path}`);
    expect(authenticated.status).toBe(200);
  });
});

describe.each([
  ['the candidate who uploaded it', () => session.accessToken],
  ['a staff member (staff read through the product API)', () => staff.accessToken],
])('%s', (_label, tokenOf) => {
  it('is told the object does not exist when signing a URL, downloading, or reading it authenticated', async () => {
    const sign = await storageFetch(t, tokenOf(), `/object/sign/${BUCKET}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ expiresIn: 60 }),
    });
    expect(sign.status).toBe(400);
    expect(await sign.json()).toEqual(notFound);
    for (const route of [`/object/${BUCKET}/${path}`, `/object/authenticated/${BUCKET}/${path}`]) {
      const read = await storageFetch(t, tokenOf(), route);
      expect(read.status).toBe(400);
      expect(await read.json()).toEqual(notFound);
    }
  });
});

describe('the candidate through supabase-js', () => {
  it('gets an error from createSignedUrl and download() of their own file', async () => {
    expect((await candidate.storage.from(BUCKET).createSignedUrl(path, 60)).error?.message).toBe('Object not found');
    expect((await candidate.storage.from(BUCKET).download(path)).error).not.toBeNull();
  });
});

describe('a signed URL', () => {
  it('is refused with a forged or expired token (InvalidJWT), or for another object (InvalidSignature)', async () => {
    const { data } = await service.storage.from(BUCKET).createSignedUrl(path, 60);
    const url = data?.signedUrl ?? '';
    const forged = await fetch(url.replace(/token=[^&]+/, 'token=forged'));
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ statusCode: '400', code: 'InvalidJWT', error: 'InvalidJWT', message: 'invalid signature' });
    const otherObject = url.replace(encodeURIComponent(path.split('/').pop() ?? ''), 'another.pdf');
    expect(await (await fetch(otherObject)).json()).toEqual({ statusCode: '400', code: 'InvalidSignature', error: 'InvalidSignature', message: 'Invalid signature' });
    t.clock.advance(61_000);
    const expired = await fetch(url);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ code: 'InvalidJWT', message: 'jwt expired' });
  });
});
