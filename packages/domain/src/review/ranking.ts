// The decision meeting's order: a program's COMPLETE applications by the mean of their reviews' weighted totals.

export interface RankingRow {
  readonly applicationId: number;
  /** When the candidate submitted the application; null when unknown. */
  readonly submittedAt: Date | null;
  /** The mean weighted total of its submitted reviews (summariseReviews); null before the first. */
  readonly mean: number | null;
  readonly reviewsDone: number;
  readonly reviewsAssigned: number;
  readonly disagreement: boolean;
}

const time = (instant: Date | null): number => (instant === null ? Number.POSITIVE_INFINITY : instant.getTime());

/** Compares two scores (means, combined scores), higher first; a row without one after every row with one. */
export const higherFirst = (a: number | null, b: number | null): number => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return b - a;
};

/**
 * A new list, highest mean first, rows without a mean last; ties by submission, the earlier first (an unknown date
 * after every known one), then by application id.
 */
export function rankApplications<Row extends RankingRow>(rows: readonly Row[]): Row[] {
  return [...rows].sort((a, b) => {
    const submitted = time(a.submittedAt) - time(b.submittedAt);
    // Infinity - Infinity is NaN: two unknown dates tie.
    return higherFirst(a.mean, b.mean) || (Number.isNaN(submitted) ? 0 : submitted) || a.applicationId - b.applicationId;
  });
}

/** The columns of the ranking's CSV export, in order: the catalogs of @admission/wording name each in a language. */
export const RANKING_EXPORT_COLUMNS = ['rank', 'application', 'candidate', 'submittedOn', 'mean', 'interviewScore', 'combinedScore', 'reviewsDone', 'reviewsAssigned', 'disagreement', 'status'] as const;
export type RankingExportColumn = (typeof RANKING_EXPORT_COLUMNS)[number];

/** The words of the ranking's export in one language: each column's header, and how a disagreement reads. */
export interface RankingExportWording {
  readonly columns: Readonly<Record<RankingExportColumn, string>>;
  readonly disagreement: { readonly yes: string; readonly no: string };
}

/** What a selection of the ranking still lacks before a decision: its applications with reviews missing, and how many. */
export interface ReviewsMissing {
  readonly applications: number;
  readonly reviews: number;
}

/** The reviews still missing across a selection (assigned, not submitted); none when every review is in. */
export function reviewsMissing(rows: readonly Pick<RankingRow, 'reviewsDone' | 'reviewsAssigned'>[]): ReviewsMissing {
  const gaps = rows.map((row) => Math.max(0, row.reviewsAssigned - row.reviewsDone)).filter((gap) => gap > 0);
  return { applications: gaps.length, reviews: gaps.reduce((sum, gap) => sum + gap, 0) };
}
