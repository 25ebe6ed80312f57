// A candidate's image becomes a document when its decoder shows it: what decoders pass over (ancillary PNG chunks
// repeated, misplaced, unknown or with a bad CRC; bytes after the end; bytes before a JPEG's EOI) is kept, what
// they cannot show (a cut or corrupt data stream, a missing header, a critical chunk's CRC) is refused with
// 'Invalid or corrupted image file', wherever the server checks it (on upload, or when the document is created).
// On PGlite and on PostgreSQL.
import { PNG_REFUSED_BY_DECODER, PNG_REFUSED_BY_FRAME, PNG_TOLERATED } from '@admission/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storagePath } from '../testing/files';
import { JPEG_DAMAGE, JPEG_REFUSED, JPEG_TOLERATED, PNG_DAMAGE, PNG_EXTRA_DATA, SHARP_JPEGS, SHARP_PNGS, aJpegJsJpeg } from '../testing/images';
import { startWithCandidate, type CandidateBackend } from '../testing/candidate-backend';
import { uploadAs } from '../testing/test-backend';

let candidate: CandidateBackend;
let counter = 1_790_000_000_000;

beforeAll(async () => {
  candidate = await startWithCandidate();
});
afterAll(() => candidate.t.close());

type Answer = { message?: string; detail?: string | { code?: string; message?: string }; id?: number };
const messageOf = (detail: Answer['detail']): string | undefined => (typeof detail === 'string' ? detail : detail?.message);

/** Uploads the image as an identity document and registers it; the server's refusal, or null (the record is then removed). */
async function refusalOf(name: string, bytes: Uint8Array, contentType: string): Promise<string | null> {
  const { t, session, userId } = candidate;
  const path = storagePath(userId, 'identity_document', name, (counter += 1));
  const stored = await uploadAs(t, session, path, Buffer.from(bytes), contentType);
  if (stored.status !== 200) return (stored.body as Answer).message ?? JSON.stringify(stored.body);
  const token = session.accessToken;
  const record = await t.call<Answer>('POST', '/documents/create', { token, body: { name, document_type: 'identity_document', document_index: 2, document_path: path } });
  if (record.status !== 200) return messageOf(record.body.detail) ?? JSON.stringify(record.body);
  expect((await t.call('DELETE', `/documents/${record.body.id}`, { token })).status).toBe(204);
  return null;
}

describe('images no decoder shows correctly', () => {
  it.each([
    ...Object.entries(JPEG_DAMAGE).map(([label, damage]) => [`a JPEG with ${label}`, async () => damage(aJpegJsJpeg())] as const),
    ...Object.entries(JPEG_REFUSED).map(([label, make]) => [`a JPEG with ${label}`, make] as const),
  ])('refuses %s', async (_label, make) => {
    expect(await refusalOf('photo.jpg', await make(), 'image/jpeg')).toBe('Invalid or corrupted image file');
  });

  it.each(Object.entries({ ...PNG_DAMAGE, ...PNG_REFUSED_BY_FRAME, ...PNG_REFUSED_BY_DECODER }))('refuses a PNG with %s', async (_label, make) => {
    expect(await refusalOf('scan.png', make(), 'image/png')).toBe('Invalid or corrupted image file');
  });
});

describe('images decoders show', () => {
  it.each([
    ...Object.entries(SHARP_JPEGS).map(([label, make]) => [label, 'photo.jpg', make, 'image/jpeg'] as const),
    ...Object.entries(JPEG_TOLERATED).map(([label, make]) => [label, 'photo.jpg', make, 'image/jpeg'] as const),
    ...Object.entries(SHARP_PNGS).map(([label, make]) => [label, 'scan.png', make, 'image/png'] as const),
    ...Object.entries({ ...PNG_TOLERATED, ...PNG_EXTRA_DATA }).map(([label, make]) => [`a PNG with ${label}`, 'scan.png', async () => make(), 'image/png'] as const),
  ])('keeps %s', async (_label, name, make, type) => {
    expect(await refusalOf(name, await make(), type)).toBeNull();
  });
});
