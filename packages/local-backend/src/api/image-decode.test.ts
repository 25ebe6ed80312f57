// A candidate's image becomes a document only when it decodes whole: files whose data stream is damaged but
// whose structure holds (which a lenient decoder shows anyway) are refused with 'Invalid or corrupted image
// file', wherever the server checks them (on upload, or when the document is created); what real encoders
// write is kept. On PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storagePath } from '../testing/files';
import { JPEG_DAMAGE, PNG_DAMAGE, SHARP_JPEGS, SHARP_PNGS, aCameraStyleJpeg, aJpegJsJpeg, aJpegWithRestartMarkers } from '../testing/images';
import { startWithCandidate, type CandidateBackend } from '../testing/candidate-backend';
import { uploadAs } from '../testing/test-backend';

let candidate: CandidateBackend;
let counter = 1_790_000_000_000;

beforeAll(async () => {
  candidate = await startWithCandidate();
});
afterAll(() => candidate.t.close());

type Answer = { message?: string; detail?: string; id?: number };

/** Uploads the image as an identity document and registers it; the server's refusal, or null (the record is then removed). */
async function refusalOf(name: string, bytes: Buffer, contentType: string): Promise<string | null> {
  const { t, session, userId } = candidate;
  const path = storagePath(userId, 'identity_document', name, (counter += 1));
  const stored = await uploadAs(t, session, path, bytes, contentType);
  if (stored.status !== 200) return (stored.body as Answer).message ?? JSON.stringify(stored.body);
  const token = session.accessToken;
  const record = await t.call<Answer>('POST', '/documents/create', { token, body: { name, document_type: 'identity_document', document_index: 2, document_path: path } });
  if (record.status !== 200) return record.body.detail ?? JSON.stringify(record.body);
  expect((await t.call('DELETE', `/documents/${record.body.id}`, { token })).status).toBe(204);
  return null;
}

describe('images whose data stream does not decode completely', () => {
  it.each([
    ['a JPEG with sixty-four bytes of its scan zeroed', () => JPEG_DAMAGE['sixty-four bytes of its scan zeroed'](aJpegJsJpeg())],
    ['a JPEG with bits flipped across its scan', () => JPEG_DAMAGE['bits flipped across its scan'](aJpegJsJpeg())],
    ['a JPEG with bytes between its last block and EOI', () => JPEG_DAMAGE['bytes inserted before EOI'](aJpegJsJpeg())],
    ['a progressive JPEG with bytes between its last scan and EOI', async () => JPEG_DAMAGE['bytes inserted before EOI'](await SHARP_JPEGS['a progressive JPEG']())],
  ])('refuses %s', async (_label, make) => {
    expect(await refusalOf('photo.jpg', await make(), 'image/jpeg')).toBe('Invalid or corrupted image file');
  });

  it.each(Object.entries(PNG_DAMAGE))('refuses a PNG with %s', async (_label, make) => {
    expect(await refusalOf('scan.png', make(), 'image/png')).toBe('Invalid or corrupted image file');
  });
});

describe('images real encoders write', () => {
  it.each([
    ...Object.entries(SHARP_JPEGS).map(([label, make]) => [label, 'photo.jpg', make, 'image/jpeg'] as const),
    ...Object.entries(SHARP_PNGS).map(([label, make]) => [label, 'scan.png', make, 'image/png'] as const),
    ['a JPEG with restart markers', 'photo.jpg', async () => aJpegWithRestartMarkers(), 'image/jpeg'] as const,
    ['a camera-style JPEG (Exif thumbnail, bytes after EOI)', 'photo.jpg', async () => aCameraStyleJpeg(), 'image/jpeg'] as const,
  ])('keeps %s', async (_label, name, make, type) => {
    expect(await refusalOf(name, await make(), type)).toBeNull();
  });
});
