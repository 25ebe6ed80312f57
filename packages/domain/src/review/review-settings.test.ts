import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_SETTINGS, validateReviewSettings, type ReviewSettings } from './review-settings';

const settings = (overrides: Partial<Record<keyof ReviewSettings, unknown>> = {}): unknown => ({ ...DEFAULT_REVIEW_SETTINGS, ...overrides });

describe('validateReviewSettings', () => {
  it('has 2 reviews, 14 days and 1.5 points by default, which are valid', () => {
    expect(DEFAULT_REVIEW_SETTINGS).toEqual({ reviewsPerApplication: 2, dueDays: 14, disagreementThreshold: 1.5 });
    expect(validateReviewSettings(settings(), 5)).toEqual({ ok: true, value: DEFAULT_REVIEW_SETTINGS });
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
    const result = validateReviewSettings(settings({ reviewsPerApplication }), 5);
    expect(result.ok).toBe(valid);
    if (!result.ok) expect(result.error).toEqual({ code: 'REVIEW_SETTINGS_INVALID', field: 'reviewsPerApplication', errors: [{ field: 'reviewsPerApplication', reason: 'OUT_OF_BOUNDS' }] });
  });

  it.each([
    [1, true],
    [60, true],
    [0, false],
    [61, false],
    [7.5, false],
    [Number.NaN, false],
  ])('takes %j days to review: %s', (dueDays, valid) => {
    const result = validateReviewSettings(settings({ dueDays }), 5);
    expect(result.ok).toBe(valid);
    if (!result.ok) expect(result.error).toEqual({ code: 'REVIEW_SETTINGS_INVALID', field: 'dueDays', errors: [{ field: 'dueDays', reason: 'OUT_OF_BOUNDS' }] });
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
    const result = validateReviewSettings(settings({ disagreementThreshold }), 5);
    expect(result.ok).toBe(valid);
    if (!result.ok) expect(result.error).toEqual({ code: 'REVIEW_SETTINGS_INVALID', field: 'disagreementThreshold', errors: [{ field: 'disagreementThreshold', reason: 'OUT_OF_BOUNDS' }] });
  });

  it.each([null, [], 'settings', 3])('refuses %j as a whole', (input) => {
    expect(validateReviewSettings(input, 5)).toEqual({ ok: false, error: { code: 'REVIEW_SETTINGS_INVALID', field: null, errors: [] } });
  });

  it('keeps only the settings, not other fields sent along', () => {
    expect(validateReviewSettings({ ...DEFAULT_REVIEW_SETTINGS, reviewerIds: ['a'] }, 5)).toEqual({ ok: true, value: DEFAULT_REVIEW_SETTINGS });
  });

  it.each([
    [2, 2, true],
    [3, 2, false],
    [1, 0, false],
    [5, 4, false],
  ])('takes %j reviews an application from %j reviewers: %s', (reviewsPerApplication, reviewers, valid) => {
    const result = validateReviewSettings(settings({ reviewsPerApplication }), reviewers);
    expect(result.ok).toBe(valid);
    if (!result.ok) {
      expect(result.error.errors).toEqual([{ field: 'reviewsPerApplication', reason: 'MORE_THAN_REVIEWERS', wanted: reviewsPerApplication, reviewers }]);
    }
  });

  it('names every field in error at once, in the form’s order', () => {
    const result = validateReviewSettings({ reviewsPerApplication: 4, dueDays: 0, disagreementThreshold: 9 }, 3);
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'REVIEW_SETTINGS_INVALID',
        field: 'reviewsPerApplication',
        errors: [
          { field: 'reviewsPerApplication', reason: 'MORE_THAN_REVIEWERS', wanted: 4, reviewers: 3 },
          { field: 'dueDays', reason: 'OUT_OF_BOUNDS' },
          { field: 'disagreementThreshold', reason: 'OUT_OF_BOUNDS' },
        ],
      },
    });
  });

  it('refuses more reviews an application than reviewers, and takes any number up to them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 10 }), (reviewsPerApplication, reviewers) => {
        const result = validateReviewSettings(settings({ reviewsPerApplication }), reviewers);
        expect(result.ok).toBe(reviewsPerApplication <= reviewers);
      }),
    );
  });
});
