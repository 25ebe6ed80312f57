// The interview's place in the ranking: the mean of the panel's totals (each a weightedTotal on the 1-5 scale), and
// a combined score that weighs it against the reviews' mean by the program's interview weight.
import { higherFirst, rankApplications, type RankingRow } from '../review/ranking';

export const DEFAULT_INTERVIEW_WEIGHT = 0.5;

// In hundredths of a point, the totals' precision (as summariseReviews rounds the reviews' mean).
const toHundredths = (value: number): number => Math.round(value * 100) / 100;

/** The mean of the panel members' totals, rounded to 2 decimals; null before the first score. */
export function interviewScore(panelTotals: readonly number[]): number | null {
  if (panelTotals.length === 0) return null;
  return toHundredths(panelTotals.reduce((sum, total) => sum + total, 0) / panelTotals.length);
}

/**
 * (1 − weight) × the reviews' mean + weight × the interview score, rounded to 2 decimals; null while either is
 * missing (an application is not ranked on half its evidence). `interviewWeight` runs from 0 to 1.
 */
export function combinedScore(reviewMean: number | null, interview: number | null, interviewWeight: number): number | null {
  if (reviewMean === null || interview === null) return null;
  return toHundredths((1 - interviewWeight) * reviewMean + interviewWeight * interview);
}

export interface InterviewRankingRow extends RankingRow {
  /** The interview score (interviewScore); null before the first. */
  readonly interviewScore: number | null;
  /** combinedScore of the row's mean and interview score by the program's weight. */
  readonly combined: number | null;
}

/**
 * The ranking of a program with interviews: highest combined score first, rows without one last; ties in the
 * ranking's own order (the reviews' mean, then submission, then id). Without interviews, the ranking as it is.
 */
export function rankWithInterviews<Row extends InterviewRankingRow>(rows: readonly Row[], programHasInterviews: boolean): Row[] {
  const ranked = rankApplications(rows);
  // Array.prototype.sort is stable: rows of equal combined score keep rankApplications's order.
  return programHasInterviews ? ranked.sort((a, b) => higherFirst(a.combined, b.combined)) : ranked;
}
