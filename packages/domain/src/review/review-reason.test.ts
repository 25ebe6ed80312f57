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

  it('keeps a reason written on two lines, with a tab, its \\r\\n made \\n', () => {
    expect(validateReviewReason('I taught this candidate.\r\n\tLast year.')).toEqual({ ok: true, value: 'I taught this candidate.\n\tLast year.' });
  });

  it.each(['\u0000', '\u0007', '\u001b', '\u007f', '\u0085'])('refuses %j naming the reason', (control) => {
    expect(validateReviewReason(`I taught${control} this candidate.`)).toEqual({ ok: false, error: { code: 'TEXT_CONTROL_CHARACTER', field: 'reason' } });
  });
});
