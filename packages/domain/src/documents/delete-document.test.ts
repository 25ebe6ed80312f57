import { describe, expect, it } from 'vitest';
import { PortError } from '../api/port-error';
import { aDocumentsApi, aSubmissionStatus } from '../testing';
import { deleteDocument } from './delete-document';

const passport = (id: number) => ({ id, document_type: 'identity_document', document_index: 1 });

describe('deleteDocument', () => {
  it('deletes before submission', async () => {
    const api = aDocumentsApi();
    expect(await deleteDocument(api, aSubmissionStatus(), passport(42))).toEqual({ ok: true, value: undefined });
    expect(api.removed).toEqual([42]);
  });

  it('is locked after submission', async () => {
    const api = aDocumentsApi();
    const result = await deleteDocument(api, aSubmissionStatus({ is_submitted: true, submitted_at: '2026-03-01T10:00:00Z' }), passport(42));
    expect(result).toMatchObject({ ok: false, error: { code: 'LOCKED', change: 'delete' } });
    expect(api.removed).toEqual([]);
  });

  it('deletes after submission in a slot staff re-opened, and only there', async () => {
    const api = aDocumentsApi();
    const submission = aSubmissionStatus({
      is_submitted: true,
      submitted_at: '2026-03-01T10:00:00Z',
      open_slots: [{ document_type: 'identity_document', document_index: 1, document_name: 'passport.pdf', reason: { id: 'expired' }, reviewed_at: '2026-03-02T10:00:00Z' }],
    });
    expect((await deleteDocument(api, submission, passport(42))).ok).toBe(true);
    expect((await deleteDocument(api, submission, { id: 43, document_type: 'identity_document', document_index: 2 })).ok).toBe(false);
    expect((await deleteDocument(api, submission, { id: 44, document_type: 'cv', document_index: 1 })).ok).toBe(false);
    expect(api.removed).toEqual([42]);
  });

  it('reports a failed delete with the detail, or without', async () => {
    expect(await deleteDocument(aDocumentsApi({ remove: new PortError('NOT_FOUND', 'x', { detail: 'Document not found' }) }), null, passport(1))).toEqual({
      ok: false,
      error: { code: 'DELETE_FAILED', detail: 'Document not found' },
    });
    expect(await deleteDocument(aDocumentsApi({ remove: new Error('x') }), null, passport(1))).toEqual({ ok: false, error: { code: 'DELETE_FAILED', detail: null } });
  });

  it('says so when every application was withdrawn meanwhile (409 ALL_WITHDRAWN), not a bare failure', async () => {
    expect(await deleteDocument(aDocumentsApi({ remove: new PortError('CONFLICT', 'Every application was withdrawn', { status: 409, detail: { code: 'ALL_WITHDRAWN', message: 'Every application was withdrawn' } }) }), null, passport(1))).toEqual({ ok: false, error: { code: 'ALL_WITHDRAWN' } });
    // Another conflict stays a plain failure with its detail.
    const other = new PortError('CONFLICT', 'x', { status: 409, detail: 'Document in use' });
    expect(await deleteDocument(aDocumentsApi({ remove: other }), null, passport(1))).toEqual({ ok: false, error: { code: 'DELETE_FAILED', detail: 'Document in use' } });
  });
});
