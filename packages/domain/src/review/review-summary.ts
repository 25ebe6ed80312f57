// What staff read of an application's submitted reviews: their mean, how far apart they are, and whether that is
// far enough to talk about before deciding.

export interface ReviewSummary {
  readonly count: number;
  /** The mean of the totals, rounded to 2 decimals; null without a review. */
  readonly mean: number | null;
  /** The highest total less the lowest; null with fewer than 2 reviews (nothing to compare). */
  readonly spread: number | null;
  /** The spread is more than the program's threshold: exactly the threshold is not a disagreement. */
  readonly disagreement: boolean;
}

// In hundredths of a point, the totals' precision: 3.18 - 1.68 is 150 hundredths, never 1.5000000000000002.
const hundredths = (value: number): number => Math.round(value * 100);

/** Sums up the weighted totals (weightedTotal) of an application's submitted reviews against a program's threshold. */
export function summariseReviews(totals: readonly number[], threshold: number): ReviewSummary {
  const count = totals.length;
  if (count === 0) return { count, mean: null, spread: null, disagreement: false };
  const points = totals.map(hundredths);
  const mean = Math.round(points.reduce((sum, total) => sum + total, 0) / count) / 100;
  if (count < 2) return { count, mean, spread: null, disagreement: false };
  const spread = Math.max(...points) - Math.min(...points);
  return { count, mean, spread: spread / 100, disagreement: spread > hundredths(threshold) };
}
