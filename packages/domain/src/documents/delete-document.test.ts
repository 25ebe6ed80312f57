import { describe, expect, it } from 'vitest';
import { PortError } from '../api/port-error';
import { aDocumentsApi, aSubmissionStatus } from '../testing';
import { deleteDocument } from './delete-document';

describe('deleteDocument', () => {
  it('deletes before submission', async () => {
    const api = aDocumentsApi();
    expect(await deleteDocument(api, aSubmissionStatus(), 42)).toEqual({ ok: true, value: undefined });
    expect(api.removed).toEqual([42]);
  });

  it('is locked after submission', async () => {
    const api = aDocumentsApi();
    const result = await deleteDocument(api, aSubmissionStatus({ is_submitted: true, submitted_at: '2026-03-01T10:00:00Z' }), 42);
    expect(result).toMatchObject({ ok: false, error: { code: 'LOCKED', change: 'delete' } });
    expect(api.removed).toEqual([]);
  });

  it('reports a failed delete with the detail, or without', async () => {
    expect(await deleteDocument(aDocumentsApi({ remove: new PortError('NOT_FOUND', 'x', { detail: 'Document not found' }) }), null, 1)).toEqual({
      ok: false,
      error: { code: 'DELETE_FAILED', detail: 'Document not found' },
    });
    expect(await deleteDocument(aDocumentsApi({ remove: new Error('x') }), null, 1)).toEqual({ ok: false, error: { code: 'DELETE_FAILED', detail: null } });
  });
});
