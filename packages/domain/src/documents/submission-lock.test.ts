import { describe, expect, it } from 'vitest';
import { aSubmissionStatus } from '../testing';
import { guardDocumentsChange, isDocumentsLocked } from './submission-lock';

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
