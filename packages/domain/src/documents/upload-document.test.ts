import { describe, expect, it } from 'vitest';
import { PortError, StorageUploadError } from '../api/port-error';
import {
  aCandidateFile,
  aClock,
  aDocumentRequirement,
  aDocumentStorage,
  aDocumentsApi,
  aJpegFile,
  aPdfFile,
  aPngFile,
  aSubmissionStatus,
  anImageProbe,
  anUploadedDocument,
  textBytes,
} from '../testing';
import { type UploadDocumentRequest, uploadDocument } from './upload-document';

const NOW = 1_772_355_600_000;
const request = (overrides: Partial<UploadDocumentRequest> = {}): UploadDocumentRequest => ({
  userId: 'user-1',
  requirement: aDocumentRequirement({ document_type: 'passport', max_files: 2 }),
  slotIndex: 1,
  file: aPdfFile({ name: 'Mon passeport.pdf' }),
  ...overrides,
});

const run = async (overrides: Partial<UploadDocumentRequest> = {}, ports: { storage?: ReturnType<typeof aDocumentStorage>; api?: ReturnType<typeof aDocumentsApi>; probe?: ReturnType<typeof anImageProbe> } = {}) => {
  const storage = ports.storage ?? aDocumentStorage();
  const api = ports.api ?? aDocumentsApi();
  const progress: number[] = [];
  const result = await uploadDocument(storage, api, ports.probe ?? anImageProbe(), aClock(NOW), {
    ...request(overrides),
    onProgress: (percent) => progress.push(percent),
  });
  return { result, progress, storage, api };
};

describe('uploadDocument', () => {
  it('stores the file under its path, creates the record and reports 5, 10, 20..80, 85, 100', async () => {
    const { result, progress, storage, api } = await run({ slotIndex: 2 }, { storage: aDocumentStorage({ fractions: [0, 0.25, 0.5, 1] }) });
    const path = `documents/user-1/passport/${NOW}_Mon_passeport.pdf`;
    expect(storage.uploads.map(({ path: p, contentType }) => ({ path: p, contentType }))).toEqual([{ path, contentType: 'application/pdf' }]);
    expect(api.created).toEqual([{ name: 'Mon passeport.pdf', document_type: 'passport', document_index: 2, document_path: path }]);
    expect(result).toEqual({ ok: true, value: anUploadedDocument({ name: 'Mon passeport.pdf', document_type: 'passport', document_index: 2 }) });
    expect(progress).toEqual([5, 10, 20, 20, 35, 50, 80, 80, 85, 100]);
  });

  it('works without a progress listener', async () => {
    const result = await uploadDocument(aDocumentStorage(), aDocumentsApi(), anImageProbe(), aClock(NOW), request());
    expect(result.ok).toBe(true);
  });

  it.each([null, ''])('refuses an upload without a signed-in user (%j)', async (userId) => {
    const { result, storage } = await run({ userId });
    expect(result).toEqual({ ok: false, error: { code: 'UNAUTHENTICATED' } });
    expect(storage.uploads).toEqual([]);
  });

  it('is locked after submission', async () => {
    const submission = aSubmissionStatus({ is_submitted: true, submitted_at: '2026-03-01T10:00:00Z' });
    const { result, storage } = await run({ submission });
    expect(result).toEqual({ ok: false, error: { code: 'LOCKED', change: 'upload', submittedAt: '2026-03-01T10:00:00Z' } });
    expect(storage.uploads).toEqual([]);
    expect((await run({ submission: aSubmissionStatus() })).result.ok).toBe(true);
  });

  describe('in place of the document of a slot staff sent back (after submission)', () => {
    const sentBack = { document_type: 'passport', document_index: 2, document_name: 'old.pdf', reason: { id: 'expired' }, reviewed_at: '2026-03-02T10:00:00Z' };
    const submission = aSubmissionStatus({ is_submitted: true, submitted_at: '2026-03-01T10:00:00Z', open_slots: [sentBack] });

    it('stores the new file, then asks the server to put it in place of the old one (no record created)', async () => {
      const { result, storage, api } = await run({ slotIndex: 2, submission, replaces: { id: 7 } });
      const path = `documents/user-1/passport/${NOW}_Mon_passeport.pdf`;
      expect(storage.uploads.map(({ path: p }) => p)).toEqual([path]);
      expect(api.created).toEqual([]);
      expect(api.replaced).toEqual([{ documentId: 7, record: { name: 'Mon passeport.pdf', document_path: path } }]);
      expect(result.ok).toBe(true);
    });

    it('is refused in any other slot, before anything is stored', async () => {
      const { result, storage, api } = await run({ slotIndex: 1, submission, replaces: { id: 6 } });
      expect(result).toEqual({ ok: false, error: { code: 'LOCKED', change: 'replace', submittedAt: '2026-03-01T10:00:00Z' } });
      expect(storage.uploads).toEqual([]);
      expect(api.replaced).toEqual([]);
    });

    it('leaves the old document alone when the file fails its checks or the record is refused', async () => {
      const refused = await run({ slotIndex: 2, submission, replaces: { id: 7 }, file: aPdfFile({ bytes: textBytes() }) });
      expect(refused.result.ok).toBe(false);
      expect(refused.api.replaced).toEqual([]);
      const api = aDocumentsApi({ replace: new PortError('INVALID_INPUT', 'bad', { status: 422, detail: 'Invalid file type' }) });
      const failed = await run({ slotIndex: 2, submission, replaces: { id: 7 } }, { api });
      expect(failed.result).toEqual({ ok: false, error: { code: 'RECORD_CREATION_FAILED', detail: 'Invalid file type' } });
      expect(api.removed).toEqual([]);
    });
  });

  it('refuses a slot beyond max_files', async () => {
    expect((await run({ slotIndex: 3 })).result).toEqual({ ok: false, error: { code: 'INVALID_SLOT', slotIndex: 3, maxFiles: 2 } });
  });

  it('applies the card checks before the pipeline', async () => {
    const { result, storage } = await run({ requirement: aDocumentRequirement({ accepted_formats: ['pdf'] }), file: aJpegFile() });
    expect(result).toEqual({ ok: false, error: { code: 'FILE_FORMAT_NOT_ACCEPTED', formats: ['pdf'] } });
    expect(storage.uploads).toEqual([]);
  });

  it('adds to a PNG named .jpg that it is a PNG and can be renamed (the signature check refuses it)', async () => {
    const { result, storage } = await run({ requirement: aDocumentRequirement({ accepted_formats: ['jpg', 'png'] }), file: aPngFile({ name: 'portrait.jpg', type: 'image/jpeg' }) });
    expect(result).toEqual({ ok: false, error: { code: 'FILE_SIGNATURE_MISMATCH', hint: { kind: 'RENAMED', actualFormat: 'png', suggestedName: 'portrait.png' } } });
    expect(storage.uploads).toEqual([]);
  });

  it('advises renaming only into a format the card takes', async () => {
    const { result } = await run({ requirement: aDocumentRequirement({ accepted_formats: ['jpg'] }), file: aPngFile({ name: 'portrait.jpg', type: 'image/jpeg' }) });
    expect(result).toEqual({ ok: false, error: { code: 'FILE_SIGNATURE_MISMATCH' } });
  });

  it('adds to a HEIC photo refused by the card that a phone can send a JPEG', async () => {
    const heic = aCandidateFile({ name: 'IMG_0042.HEIC', type: 'image/heic', bytes: Uint8Array.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63]) });
    const { result } = await run({ requirement: aDocumentRequirement({ accepted_formats: ['pdf', 'jpg', 'png'] }), file: heic });
    expect(result).toEqual({ ok: false, error: { code: 'FILE_FORMAT_NOT_ACCEPTED', formats: ['pdf', 'jpg', 'png'], hint: { kind: 'HEIC_PHOTO' } } });
  });

  it('stops on a pipeline failure, after reporting only the start', async () => {
    const { result, progress, storage } = await run({ file: aPdfFile({ bytes: textBytes() }) });
    expect(result).toEqual({ ok: false, error: { code: 'FILE_SIGNATURE_MISMATCH' } });
    expect(progress).toEqual([5]);
    expect(storage.uploads).toEqual([]);
  });

  it("reports a storage refusal with the adapter's reason, and the server's words for the log", async () => {
    const storage = aDocumentStorage({ failure: new StorageUploadError('ALREADY_EXISTS', 'Storage upload failed: The resource already exists') });
    const { result, api } = await run({}, { storage });
    expect(result).toEqual({ ok: false, error: { code: 'STORAGE_UPLOAD_FAILED', refusal: 'ALREADY_EXISTS', message: 'Storage upload failed: The resource already exists' } });
    expect(api.created).toEqual([]);
  });

  it('reports a storage failure without a reason as UNKNOWN, even one that is not an Error', async () => {
    const plain = aDocumentStorage({ failure: new PortError('STORAGE_UPLOAD_FAILED', 'The resource already exists') });
    expect((await run({}, { storage: plain })).result).toEqual({ ok: false, error: { code: 'STORAGE_UPLOAD_FAILED', refusal: 'UNKNOWN', message: 'The resource already exists' } });
    const storage = { upload: () => Promise.reject('boom' as unknown as Error) };
    const result = await uploadDocument(storage, aDocumentsApi(), anImageProbe(), aClock(NOW), request());
    expect(result).toEqual({ ok: false, error: { code: 'STORAGE_UPLOAD_FAILED', refusal: 'UNKNOWN', message: 'boom' } });
  });

  it('reports a storage refusal for want of a session as UNAUTHENTICATED', async () => {
    const storage = aDocumentStorage({ failure: new PortError('UNAUTHENTICATED', 'User not authenticated') });
    expect((await run({}, { storage })).result).toEqual({ ok: false, error: { code: 'UNAUTHENTICATED' } });
  });

  it('reports a record failure with the server detail', async () => {
    const api = aDocumentsApi({ create: new PortError('INVALID_INPUT', 'bad', { status: 422, detail: 'Slot already used' }) });
    const { result, progress } = await run({}, { api });
    expect(result).toEqual({ ok: false, error: { code: 'RECORD_CREATION_FAILED', detail: 'Slot already used' } });
    expect(progress.at(-1)).toBe(85);
  });

  it('says so when every application was withdrawn meanwhile (409 ALL_WITHDRAWN on the record)', async () => {
    expect((await run({}, { api: aDocumentsApi({ create: new PortError('CONFLICT', 'Every application was withdrawn', { status: 409, detail: { code: 'ALL_WITHDRAWN', message: 'Every application was withdrawn' } }) }) })).result).toEqual({ ok: false, error: { code: 'ALL_WITHDRAWN' } });
  });

  it.each([
    [{ code: 'PDF_ENCRYPTED', message: 'This PDF is password-protected: remove the password and upload it again' }, { code: 'PDF_ENCRYPTED' }],
    [{ code: 'IMAGE_INVALID', message: 'Invalid or corrupted image file' }, { code: 'IMAGE_INVALID' }],
  ])("turns the server's refusal of the stored file (422 %j) into the file check's own failure", async (detail, failure) => {
    const api = aDocumentsApi({ create: new PortError('INVALID_INPUT', detail.message, { status: 422, detail }) });
    expect((await run({}, { api })).result).toEqual({ ok: false, error: failure });
  });

  it('reports a record failure without detail', async () => {
    expect((await run({}, { api: aDocumentsApi({ create: new Error('socket hang up') }) })).result).toEqual({
      ok: false,
      error: { code: 'RECORD_CREATION_FAILED', detail: null },
    });
    expect((await run({}, { api: aDocumentsApi({ create: new PortError('UNAUTHENTICATED', 'no session') }) })).result).toEqual({
      ok: false,
      error: { code: 'UNAUTHENTICATED' },
    });
  });
});
