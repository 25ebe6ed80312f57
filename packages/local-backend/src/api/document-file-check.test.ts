// The product API checks a stored file whole before it becomes a document (Supabase Storage checks only the
// bucket's size and types): the spec §5 rules on the stored bytes, then a full decode or parse.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aPdf, aPng, aPngWithBadCrc, anExecutable, aZeroWidthPng, encryptedPdf, storagePath, withValidCrcs } from '../testing/files';
import { startWithCandidate } from '../testing/candidate-backend';
import { uploadAs, type Session, type TestBackend } from '../testing/test-backend';

let t: TestBackend;
let session: Session;
let userId: string;
let counter = 1_790_000_000_000;

beforeAll(async () => void ({ t, session, userId } = await startWithCandidate()));
afterAll(() => t.close());

const pngWithBrokenPixels = () => {
  const png = aPng(40, 30);
  const idat = png.indexOf(Buffer.from('IDAT')) + 4;
  png.fill(0xff, idat + 2, idat + 12);
  return withValidCrcs(png);
};

/** Stores the file (Storage takes it), then asks for the record in a free slot (PDFs as transcripts, images as ID). */
async function register(name: string, bytes: Buffer, contentType: string) {
  const { type, index } = contentType === 'application/pdf' ? { type: 'transcripts', index: 3 } : { type: 'identity_document', index: 2 };
  const stored = await uploadAs(t, session, storagePath(userId, type, name, (counter += 1)), bytes, contentType);
  expect(stored.status, JSON.stringify(stored.body)).toBe(200);
  return t.call<{ detail?: string | { code?: string; message?: string }; id?: number }>('POST', '/documents/create', {
    token: session.accessToken,
    body: { name, document_type: type, document_index: index, document_path: stored.path },
  });
}

describe('POST /documents/create', () => {
  it.each([
    ['an executable named .pdf', 'report.pdf', anExecutable(), 'application/pdf', "File content doesn't match its declared type (possible malicious file)"],
    ['a PNG with a zero width', 'scan.png', aZeroWidthPng(), 'image/png', 'Invalid or corrupted image file'],
    ['a PNG with a bad CRC', 'scan.png', aPngWithBadCrc(), 'image/png', 'Invalid or corrupted image file'],
    ['a PNG cut short', 'scan.png', aPng().subarray(0, 60), 'image/png', 'Invalid or corrupted image file'],
    ['a PNG whose chunks hold but whose pixels do not inflate', 'scan.png', pngWithBrokenPixels(), 'image/png', 'Invalid or corrupted image file'],
    ['a PDF that opens only with a password', 'report.pdf', encryptedPdf('user-password'), 'application/pdf', 'This PDF is password-protected: remove the password and upload it again'],
    ['a PDF that does not parse', 'report.pdf', Buffer.from('%PDF-1.4\ngarbage\nstartxref\n9\n%%EOF\n'), 'application/pdf', 'Invalid or corrupted PDF file'],
    ['garbage after %PDF-', 'report.pdf', Buffer.from('%PDF-this is not a document at all, only words'), 'application/pdf', 'Invalid or corrupted PDF file'],
  ])('refuses %s with 422 and the spec §5 sentence, recording nothing', async (_label, name, bytes, type, message) => {
    const record = await register(name, bytes, type);
    expect(record.status).toBe(422);
    expect(typeof record.body.detail === 'string' ? record.body.detail : record.body.detail?.message).toBe(message);
    const documents = await t.call<{ documents: { name: string }[] }>('GET', '/documents/', { token: session.accessToken });
    expect(documents.body.documents.map((document) => document.name)).not.toContain(name);
  });

  it('records a file that passes every check', async () => {
    const record = await register('grades.pdf', aPdf('Grades'), 'application/pdf');
    expect(record.status, JSON.stringify(record.body)).toBe(200);
    expect((await t.call('DELETE', `/documents/${record.body.id}`, { token: session.accessToken })).status).toBe(204);
  });

  it.each(['permissions-only', 'permissions-only-aes128'] as const)('records a PDF encrypted for permissions only (%s: no password to open it)', async (kind) => {
    const record = await register(`transcript-${kind}.pdf`, encryptedPdf(kind), 'application/pdf');
    expect(record.status, JSON.stringify(record.body)).toBe(200);
    expect((await t.call('DELETE', `/documents/${record.body.id}`, { token: session.accessToken })).status).toBe(204);
  });
});
