import { describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_SETTINGS, validateReviewSettings, type ReviewSettings } from './review-settings';

const settings = (overrides: Partial<Record<keyof ReviewSettings, unknown>> = {}): unknown => ({ ...DEFAULT_REVIEW_SETTINGS, ...overrides });

describe('validateReviewSettings', () => {
  it('has 2 reviews, 14 days and 1.5 points by default, which are valid', () => {
    expect(DEFAULT_REVIEW_SETTINGS).toEqual({ reviewsPerApplication: 2, dueDays: 14, disagreementThreshold: 1.5 });
    expect(validateReviewSettings(settings())).toEqual({ ok: true, value: DEFAULT_REVIEW_SETTINGS });
  });

  it.each([
    [1, true],
    [5, true],
    [0, false],
    [6, false],
    [2.5, false],
    ['2', false],
    [null, false],
  ])('takes %j reviews an application: %s', (reviewsPerApplication, valid) => {
    const result = validateReviewSettings(settings({ reviewsPerApplication }));
    expect(result.ok).toBe(valid);
    if (!result.ok) expect(result.error).toEqual({ code: 'REVIEW_SETTINGS_INVALID', field: 'reviewsPerApplication' });
  });

  it.each([
    [1, true],
    [60, true],
    [0, false],
    [61, false],
    [7.5, false],
    [Number.NaN, false],
  ])('takes %j days to review: %s', (dueDays, valid) => {
    const result = validateReviewSettings(settings({ dueDays }));
    expect(result.ok).toBe(valid);
    if (!result.ok) expect(result.error).toEqual({ code: 'REVIEW_SETTINGS_INVALID', field: 'dueDays' });
  });

  it.each([
    [0.5, true],
    [1, true],
    [2.5, true],
    [4, true],
    [0, false],
    [4.5, false],
    [1.25, false],
    [1.4, false],
    [Number.POSITIVE_INFINITY, false],
    ['1.5', false],
  ])('takes a threshold of %j points: %s', (disagreementThreshold, valid) => {
    const result = validateReviewSettings(settings({ disagreementThreshold }));
    expect(result.ok).toBe(valid);
    if (!result.ok) expect(result.error).toEqual({ code: 'REVIEW_SETTINGS_INVALID', field: 'disagreementThreshold' });
  });

  it.each([null, [], 'settings', 3])('refuses %j as a whole', (input) => {
    expect(validateReviewSettings(input)).toEqual({ ok: false, error: { code: 'REVIEW_SETTINGS_INVALID', field: null } });
  });

  it('keeps only the settings, not other fields sent along', () => {
    expect(validateReviewSettings({ ...DEFAULT_REVIEW_SETTINGS, reviewerIds: ['a'] })).toEqual({ ok: true, value: DEFAULT_REVIEW_SETTINGS });
  });
});
