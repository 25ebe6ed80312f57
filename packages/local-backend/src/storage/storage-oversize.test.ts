// One byte over the limit, in every body form Storage accepts: the stand-in refuses it as Supabase Storage does
// (HTTP 400, "413" EntityTooLarge in the body) and stores nothing, whatever the multipart's framing or field order.
import { MAX_FILE_SIZE_BYTES } from '@admission/domain';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithCandidate } from '../testing/candidate-backend';
import { aPdfOfSize, storagePath } from '../testing/files';
import { BUCKET, clientFor, serviceClient } from '../testing/storage-clients';
import type { Session, TestBackend } from '../testing/test-backend';
import { GLOBAL_FILE_SIZE_LIMIT } from './object-upload';

let t: TestBackend;
let session: Session;
let userId: string;
let candidate: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  ({ t, session, userId } = await startWithCandidate());
  candidate = await clientFor(t, session);
  service = await serviceClient(t);
});
afterAll(() => t.close());

const LIMIT = MAX_FILE_SIZE_BYTES;
/** The cacheControl field the portal's adapter and supabase-js send. */
const STORAGE_CACHE_CONTROL = '3600';
const TOO_LARGE = { statusCode: '413', code: 'EntityTooLarge', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' };
const BOUNDARY = '----formdata-stand-in-0123456789';
const CRLF = '\r\n';

/** A multipart/form-data body by hand: the cacheControl field and the file (under an empty name), in the order given. */
function multipart(file: Buffer, fileFirst: boolean): Buffer {
  const field = Buffer.from(`--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="cacheControl"${CRLF}${CRLF}${STORAGE_CACHE_CONTROL}${CRLF}`);
  const filePart = Buffer.concat([
    Buffer.from(`--${BOUNDARY}${CRLF}Content-Disposition: form-data; name=""; filename="big.pdf"${CRLF}Content-Type: application/pdf${CRLF}${CRLF}`),
    file,
    Buffer.from(CRLF),
  ]);
  const end = Buffer.from(`--${BOUNDARY}--${CRLF}`);
  return Buffer.concat(fileFirst ? [filePart, field, end] : [field, filePart, end]);
}

/** The body sent in pieces, as a browser or axios streams it: `cuts` are the byte offsets where a piece ends. */
function inPieces(body: Buffer, cuts: readonly number[]): ReadableStream<Uint8Array> {
  const ends = [...cuts, body.length];
  let start = 0;
  let index = 0;
  return new ReadableStream({
    pull(controller) {
      const end = ends[index];
      if (end === undefined) return controller.close();
      controller.enqueue(body.subarray(start, end));
      start = end;
      index += 1;
    },
  });
}

const upload = (path: string, body: Buffer | ReadableStream<Uint8Array> | FormData, contentType?: string) =>
  fetch(`${t.url}/storage/v1/object/${BUCKET}/${path}`, {
    method: 'POST',
    headers: { apikey: session.accessToken, authorization: `Bearer ${session.accessToken}`, ...(contentType === undefined ? {} : { 'content-type': contentType }) },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);

const nothingStoredAt = async (path: string) => {
  const { data } = await service.storage.from(BUCKET).list(path.split('/').slice(0, -1).join('/'));
  expect(data?.map((object) => object.name) ?? []).not.toContain(path.split('/').at(-1));
};

let paths = 0;
const aPath = () => {
  paths += 1;
  return storagePath(userId, 'cv', `over-${paths}.pdf`);
};

describe('one byte over the limit', () => {
  it('is the limit the portal checks before it uploads', () => {
    expect(GLOBAL_FILE_SIZE_LIMIT).toBe(LIMIT);
  });

  const file = aPdfOfSize(LIMIT + 1);
  const forms: [string, () => Buffer | ReadableStream<Uint8Array> | FormData, string | undefined][] = [
    ['a raw body', () => file, 'application/pdf'],
    ['multipart, the file last, in one piece', () => multipart(file, false), `multipart/form-data; boundary=${BOUNDARY}`],
    ['multipart, the file first, in one piece', () => multipart(file, true), `multipart/form-data; boundary=${BOUNDARY}`],
    ['multipart, the file last, its last byte in a piece of its own', () => {
      const body = multipart(file, false);
      const fileEnd = body.length - Buffer.byteLength(`${CRLF}--${BOUNDARY}--${CRLF}`);
      return inPieces(body, [fileEnd - 1]);
    }, `multipart/form-data; boundary=${BOUNDARY}`],
    ['multipart, the file first, in 64 KiB pieces', () => {
      const body = multipart(file, true);
      return inPieces(body, Array.from({ length: Math.floor(body.length / 65_536) }, (_, index) => (index + 1) * 65_536));
    }, `multipart/form-data; boundary=${BOUNDARY}`],
    ["the portal's adapter's form (cacheControl, then the file under an empty name)", () => {
      const form = new FormData();
      form.append('cacheControl', STORAGE_CACHE_CONTROL);
      form.append('', new Blob([file], { type: 'application/pdf' }), 'big.pdf');
      return form;
    }, undefined],
  ];

  it.each(forms)('sent as %s, is refused as Storage refuses it, and nothing is stored', async (_label, body, contentType) => {
    const path = aPath();
    const answer = await upload(path, body(), contentType);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual(TOO_LARGE);
    await nothingStoredAt(path);
  });

  it("sent by supabase-js's own FormData, is refused, and nothing is stored", async () => {
    const path = aPath();
    const { error } = await candidate.storage.from(BUCKET).upload(path, new Blob([file], { type: 'application/pdf' }), { cacheControl: '3600' });
    expect(error?.message).toBe(TOO_LARGE.message);
    await nothingStoredAt(path);
  });

  it('exactly at the limit, in each form, is stored whole', async () => {
    const whole = aPdfOfSize(LIMIT);
    for (const body of [whole, multipart(whole, false), multipart(whole, true)]) {
      const path = aPath();
      const answer = await upload(path, body, body === whole ? 'application/pdf' : `multipart/form-data; boundary=${BOUNDARY}`);
      expect(answer.status).toBe(200);
      const { data } = await service.storage.from(BUCKET).download(path);
      expect(data?.size).toBe(LIMIT);
    }
  });
});
