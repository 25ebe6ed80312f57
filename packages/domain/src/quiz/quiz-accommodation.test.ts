import { describe, expect, it } from 'vitest';
import {
  ACCOMMODATION_REASON_MAX_LENGTH,
  EXTRA_TIME_PERCENTAGES,
  authoriseAccommodationChange,
  focusLossTriggers,
  validateQuizAccommodation,
} from './quiz-accommodation';

const aGrant = (overrides: Record<string, unknown> = {}) => ({ extraTimePercent: 25, relaxedFocusLoss: false, reason: 'Dyslexia, medical certificate', ...overrides });

describe('EXTRA_TIME_PERCENTAGES', () => {
  it('runs from 0 to 100 in steps of 5, with 25 %, 35 % (a third, rounded up) and 50 %', () => {
    expect(EXTRA_TIME_PERCENTAGES).toHaveLength(21);
    expect(EXTRA_TIME_PERCENTAGES[0]).toBe(0);
    expect(EXTRA_TIME_PERCENTAGES.at(-1)).toBe(100);
    expect(EXTRA_TIME_PERCENTAGES).toEqual(expect.arrayContaining([25, 35, 50]));
    expect(EXTRA_TIME_PERCENTAGES.every((percent) => percent % 5 === 0)).toBe(true);
  });
});

describe('validateQuizAccommodation', () => {
  it('accepts a grant and gives it back with the note trimmed', () => {
    expect(validateQuizAccommodation(aGrant({ reason: '  Dyslexia  ' }))).toEqual({ ok: true, value: { extraTimePercent: 25, relaxedFocusLoss: false, reason: 'Dyslexia' } });
    expect(validateQuizAccommodation(aGrant({ extraTimePercent: 100, relaxedFocusLoss: true })).ok).toBe(true);
  });

  it('reads a missing focus-loss flag as not relaxed', () => {
    expect(validateQuizAccommodation({ extraTimePercent: 50, reason: 'Tiers-temps' })).toEqual({ ok: true, value: { extraTimePercent: 50, relaxedFocusLoss: false, reason: 'Tiers-temps' } });
  });

  it('takes relaxed warnings alone, with no extra time, but not a grant that changes nothing', () => {
    expect(validateQuizAccommodation(aGrant({ extraTimePercent: 0, relaxedFocusLoss: true })).ok).toBe(true);
    expect(validateQuizAccommodation(aGrant({ extraTimePercent: 0 }))).toEqual({ ok: false, error: { code: 'ACCOMMODATION_EMPTY' } });
  });

  it.each([[-5], [3], [33], [24.9], [105], [Number.NaN], ['25'], [null], [undefined]])('refuses %j % of extra time', (extraTimePercent) => {
    expect(validateQuizAccommodation(aGrant({ extraTimePercent }))).toEqual({ ok: false, error: { code: 'EXTRA_TIME_NOT_ALLOWED', allowed: EXTRA_TIME_PERCENTAGES } });
  });

  it('refuses a focus-loss flag that is not a boolean', () => {
    expect(validateQuizAccommodation(aGrant({ relaxedFocusLoss: 'yes' }))).toEqual({ ok: false, error: { code: 'FOCUS_LOSS_FLAG_INVALID' } });
  });

  it('keeps a reason on two lines, refuses one with another control character naming the reason', () => {
    expect(validateQuizAccommodation(aGrant({ reason: 'Dyslexia\nCertificate' }))).toMatchObject({ ok: true, value: { reason: 'Dyslexia\nCertificate' } });
    expect(validateQuizAccommodation(aGrant({ reason: 'Dyslexia\u001b' }))).toEqual({ ok: false, error: { code: 'TEXT_CONTROL_CHARACTER', field: 'reason' } });
  });

  it.each([[''], ['   '], [undefined], [42]])('refuses the reason note %j', (reason) => {
    expect(validateQuizAccommodation(aGrant({ reason }))).toEqual({ ok: false, error: { code: 'ACCOMMODATION_REASON_MISSING' } });
  });

  it(`takes a note of ${ACCOMMODATION_REASON_MAX_LENGTH} characters, not one more`, () => {
    expect(validateQuizAccommodation(aGrant({ reason: 'é'.repeat(ACCOMMODATION_REASON_MAX_LENGTH) })).ok).toBe(true);
    expect(validateQuizAccommodation(aGrant({ reason: 'a'.repeat(ACCOMMODATION_REASON_MAX_LENGTH + 1) }))).toEqual({
      ok: false,
      error: { code: 'ACCOMMODATION_REASON_TOO_LONG', max: ACCOMMODATION_REASON_MAX_LENGTH },
    });
  });

  it('refuses something that is not a grant at all', () => {
    expect(validateQuizAccommodation(null).ok).toBe(false);
    expect(validateQuizAccommodation([25]).ok).toBe(false);
  });
});

describe('authoriseAccommodationChange', () => {
  const notStarted = { has_ongoing_quiz: false, is_quiz_over: false };
  const grant = { quizRequired: true, change: 'grant' } as const;
  const removal = { quizRequired: true, change: 'removal' } as const;

  it.each(['admin', 'agent'] as const)('lets %s grant, change or remove before the quiz starts', (role) => {
    expect(authoriseAccommodationChange(role, notStarted, grant)).toEqual({ ok: true, value: true });
    expect(authoriseAccommodationChange(role, notStarted, removal)).toEqual({ ok: true, value: true });
  });

  it('refuses once the quiz is ongoing or over, a removal too', () => {
    for (const change of [grant, removal]) {
      expect(authoriseAccommodationChange('admin', { has_ongoing_quiz: true, is_quiz_over: false }, change)).toEqual({ ok: false, error: { code: 'QUIZ_ALREADY_STARTED' } });
      expect(authoriseAccommodationChange('admin', { has_ongoing_quiz: false, is_quiz_over: true }, change)).toEqual({ ok: false, error: { code: 'QUIZ_ALREADY_STARTED' } });
    }
  });

  it('refuses a grant when none of the candidate\'s programs requires the quiz, but lets a grant left from before be removed', () => {
    expect(authoriseAccommodationChange('agent', notStarted, { quizRequired: false, change: 'grant' })).toEqual({ ok: false, error: { code: 'QUIZ_NOT_REQUIRED' } });
    expect(authoriseAccommodationChange('agent', notStarted, { quizRequired: false, change: 'removal' })).toEqual({ ok: true, value: true });
  });

  it('refuses a candidate, or a user whose role is unknown, whatever the change', () => {
    for (const change of [grant, removal, { quizRequired: false, change: 'grant' } as const]) {
      expect(authoriseAccommodationChange('candidate', notStarted, change)).toEqual({ ok: false, error: { code: 'FORBIDDEN' } });
      expect(authoriseAccommodationChange(null, notStarted, change)).toEqual({ ok: false, error: { code: 'FORBIDDEN' } });
    }
  });
});

describe('focusLossTriggers', () => {
  it('raises the overlay on all three triggers without a grant, or with one that does not relax them', () => {
    expect(focusLossTriggers()).toEqual(['window-blur', 'tab-hidden', 'mouse-leave']);
    expect(focusLossTriggers(null)).toEqual(['window-blur', 'tab-hidden', 'mouse-leave']);
    expect(focusLossTriggers({ relaxedFocusLoss: false })).toEqual(['window-blur', 'tab-hidden', 'mouse-leave']);
  });

  it('keeps only a hidden tab when warnings are relaxed', () => {
    expect(focusLossTriggers({ relaxedFocusLoss: true })).toEqual(['tab-hidden']);
  });
});
