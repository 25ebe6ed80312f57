import { describe, expect, it } from 'vitest';
import { REVIEW_REASON_MAX_LENGTH, validateReviewReason } from './review-reason';

describe('validateReviewReason', () => {
  it('keeps the reason trimmed', () => {
    expect(validateReviewReason('  I taught this candidate last year. ')).toEqual({ ok: true, value: 'I taught this candidate last year.' });
  });

  it.each(['', '   ', null, 12])('refuses %j as missing', (reason) => {
    expect(validateReviewReason(reason)).toEqual({ ok: false, error: { code: 'REVIEW_REASON_MISSING' } });
  });

  it('takes 500 characters once trimmed, refuses 501', () => {
    expect(REVIEW_REASON_MAX_LENGTH).toBe(500);
    expect(validateReviewReason(` ${'x'.repeat(500)} `)).toMatchObject({ ok: true });
    expect(validateReviewReason('x'.repeat(501))).toEqual({ ok: false, error: { code: 'REVIEW_REASON_TOO_LONG', max: 500 } });
  });
});
