import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { summariseReviews } from './review-summary';

describe('summariseReviews', () => {
  it('has nothing to say without a review', () => {
    expect(summariseReviews([], 1.5)).toEqual({ count: 0, mean: null, spread: null, disagreement: false });
  });

  it('never finds one review in disagreement, however extreme', () => {
    expect(summariseReviews([1], 0.5)).toEqual({ count: 1, mean: 1, spread: null, disagreement: false });
    expect(summariseReviews([5], 0.5)).toEqual({ count: 1, mean: 5, spread: null, disagreement: false });
  });

  it('gives the mean (2 decimals) and the spread of two or more reviews', () => {
    expect(summariseReviews([3.63, 4.13], 1.5)).toEqual({ count: 2, mean: 3.88, spread: 0.5, disagreement: false });
    expect(summariseReviews([2, 3, 4.5], 1.5)).toEqual({ count: 3, mean: 3.17, spread: 2.5, disagreement: true });
  });

  it('does not count a spread equal to the threshold as a disagreement, even where floating point would', () => {
    // 3.18 - 1.68 is 1.5000000000000002 in floating point, 2.14 - 1.14 is 1.0000000000000002.
    expect(summariseReviews([3.18, 1.68], 1.5)).toEqual({ count: 2, mean: 2.43, spread: 1.5, disagreement: false });
    expect(summariseReviews([2.14, 1.14], 1)).toEqual({ count: 2, mean: 1.64, spread: 1, disagreement: false });
    expect(summariseReviews([3.1, 1.6], 1.5)).toMatchObject({ spread: 1.5, disagreement: false });
    expect(summariseReviews([4.5, 2], 2.5)).toMatchObject({ spread: 2.5, disagreement: false });
  });

  it('counts a spread just over the threshold (one hundredth) as a disagreement', () => {
    expect(summariseReviews([3.11, 1.6], 1.5)).toMatchObject({ spread: 1.51, disagreement: true });
    expect(summariseReviews([1.6, 3.11, 2], 1.5)).toMatchObject({ spread: 1.51, disagreement: true });
  });

  it('finds a disagreement exactly when the spread is over the threshold (property)', () => {
    const total = fc.integer({ min: 100, max: 500 }).map((hundredths) => hundredths / 100);
    const threshold = fc.integer({ min: 1, max: 8 }).map((halves) => halves / 2);
    fc.assert(
      fc.property(fc.array(total, { minLength: 1, maxLength: 6 }), threshold, (totals, limit) => {
        const summary = summariseReviews(totals, limit);
        const spread = Math.round((Math.max(...totals) - Math.min(...totals)) * 100);
        expect(summary.disagreement).toBe(totals.length >= 2 && spread > limit * 100);
        expect(summary.mean).toBeGreaterThanOrEqual(Math.min(...totals));
        expect(summary.mean).toBeLessThanOrEqual(Math.max(...totals));
        expect(summary.spread).toBe(totals.length >= 2 ? spread / 100 : null);
      }),
    );
  });
});
