import { describe, expect, it } from 'vitest';
import { aSubmissionStatus } from '../testing';
import { guardDocumentsChange, isDocumentsLocked, isSlotReopened, openSlotsAfterSubmission, openSlotsOfType } from './submission-lock';

describe('guardDocumentsChange', () => {
  it.each(['upload', 'delete', 'disability', 'nationality'] as const)('allows %s before submission', (change) => {
    expect(guardDocumentsChange(aSubmissionStatus(), change)).toEqual({ ok: true, value: undefined });
  });

  it.each(['upload', 'delete', 'disability', 'nationality'] as const)('locks %s after submission', (change) => {
    const submitted = aSubmissionStatus({ is_submitted: true, submitted_at: '2026-03-01T10:00:00Z' });
    expect(guardDocumentsChange(submitted, change)).toEqual({ ok: false, error: { code: 'LOCKED', change, submittedAt: '2026-03-01T10:00:00Z' } });
  });

  it('does not lock while the status is unknown', () => {
    expect(isDocumentsLocked(null)).toBe(false);
    expect(guardDocumentsChange(null, 'upload').ok).toBe(true);
  });
});

describe('a slot re-opened after submission', () => {
  const submitted = aSubmissionStatus({
    is_submitted: true,
    submitted_at: '2026-03-01T10:00:00Z',
    open_slots: [{ document_type: 'cv', document_index: 2, document_name: 'cv.pdf', reason: { id: 'unreadable' }, reviewed_at: '2026-03-02T10:00:00Z' }],
  });

  it('opens that slot to an upload, a replacement and a deletion, and nothing else', () => {
    expect(guardDocumentsChange(submitted, 'upload', { documentType: 'cv', index: 2 }).ok).toBe(true);
    expect(guardDocumentsChange(submitted, 'replace', { documentType: 'cv', index: 2 }).ok).toBe(true);
    expect(guardDocumentsChange(submitted, 'replace', { documentType: 'cv', index: 1 })).toEqual({ ok: false, error: { code: 'LOCKED', change: 'replace', submittedAt: '2026-03-01T10:00:00Z' } });
    expect(guardDocumentsChange(submitted, 'disability', { documentType: 'cv', index: 2 }).ok).toBe(false);
    expect(guardDocumentsChange(submitted, 'delete', { documentType: 'cv', index: 2 }).ok).toBe(true);
    expect(guardDocumentsChange(submitted, 'upload', { documentType: 'cv', index: 1 }).ok).toBe(false);
    expect(guardDocumentsChange(submitted, 'upload', { documentType: 'diploma', index: 2 }).ok).toBe(false);
    expect(guardDocumentsChange(submitted, 'upload').ok).toBe(false);
    expect(guardDocumentsChange(submitted, 'nationality', { documentType: 'cv', index: 2 }).ok).toBe(false);
  });

  it('knows the slots the server lists, none when it lists none', () => {
    expect(isSlotReopened(submitted, { documentType: 'cv', index: 2 })).toBe(true);
    expect(isSlotReopened(aSubmissionStatus(), { documentType: 'cv', index: 2 })).toBe(false);
    expect(isSlotReopened(null, { documentType: 'cv', index: 2 })).toBe(false);
  });
});

describe('openSlotsAfterSubmission', () => {
  const slot = (document_type: string, document_index: number) => ({ document_type, document_index, document_name: `${document_type}.pdf`, reason: null, reviewed_at: '2026-03-02T10:00:00Z' });

  it('lists the sent-back slots of a submitted candidate by type then place', () => {
    const submitted = aSubmissionStatus({ is_submitted: true, open_slots: [slot('passport', 2), slot('cv', 1), slot('passport', 1)] });
    expect(openSlotsAfterSubmission(submitted).map((open) => `${open.document_type}#${open.document_index}`)).toEqual(['cv#1', 'passport#1', 'passport#2']);
    expect(openSlotsOfType(openSlotsAfterSubmission(submitted), 'passport')).toHaveLength(2);
    expect(openSlotsOfType(openSlotsAfterSubmission(submitted), 'diploma')).toEqual([]);
  });

  it('lists none before submission, whatever the server says, nor while the status is unknown', () => {
    expect(openSlotsAfterSubmission(aSubmissionStatus({ is_submitted: false, open_slots: [slot('cv', 1)] }))).toEqual([]);
    expect(openSlotsAfterSubmission(aSubmissionStatus({ is_submitted: true }))).toEqual([]);
    expect(openSlotsAfterSubmission(null)).toEqual([]);
  });
});
