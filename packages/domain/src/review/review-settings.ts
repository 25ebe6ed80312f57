// A program's jury settings: how many reviews an application gets, how long a reviewer has, and how far apart two
// reviews' totals (on the 5-point scale) may be before the reviews are marked as disagreeing.
import { isRecord } from '../shared/is-record';
import { fail, ok, type Result } from '../shared/result';

export interface ReviewSettings {
  readonly reviewsPerApplication: number;
  readonly dueDays: number;
  readonly disagreementThreshold: number;
}

export const DEFAULT_REVIEW_SETTINGS: ReviewSettings = { reviewsPerApplication: 2, dueDays: 14, disagreementThreshold: 1.5 };

/** The bounds an admin may choose within; the threshold moves in steps of half a point. */
export const REVIEW_SETTINGS_LIMITS = {
  reviewsPerApplication: { min: 1, max: 5 },
  dueDays: { min: 1, max: 60 },
  disagreementThreshold: { min: 0.5, max: 4, step: 0.5 },
} as const;

export type ReviewSettingsField = keyof ReviewSettings;

/**
 * What is wrong with one field: out of its bounds (REVIEW_SETTINGS_LIMITS), or, for the reviews an application gets,
 * more than the program has reviewers (each application would wait for a review nobody can give).
 */
export type ReviewSettingsFieldError =
  | { readonly field: ReviewSettingsField; readonly reason: 'OUT_OF_BOUNDS' }
  | { readonly field: 'reviewsPerApplication'; readonly reason: 'MORE_THAN_REVIEWERS'; readonly wanted: number; readonly reviewers: number };

/** Every field in error, in the form's order; `field` is the first of them, or null when the input is not an object. */
export interface ReviewSettingsError {
  readonly code: 'REVIEW_SETTINGS_INVALID';
  readonly field: ReviewSettingsField | null;
  readonly errors: readonly ReviewSettingsFieldError[];
}

const integerWithin = (value: unknown, bounds: { readonly min: number; readonly max: number }): value is number =>
  Number.isInteger(value) && (value as number) >= bounds.min && (value as number) <= bounds.max;

const thresholdValid = (value: unknown): value is number => {
  const { min, max, step } = REVIEW_SETTINGS_LIMITS.disagreementThreshold;
  return typeof value === 'number' && value >= min && value <= max && Number.isInteger(value / step);
};

/**
 * The settings an admin sent (the domain's names) for a program with `reviewerCount` reviewers named, or every field
 * in error at once.
 */
export function validateReviewSettings(input: unknown, reviewerCount: number): Result<ReviewSettings, ReviewSettingsError> {
  if (!isRecord(input)) return fail({ code: 'REVIEW_SETTINGS_INVALID', field: null, errors: [] });
  const { reviewsPerApplication, dueDays, disagreementThreshold } = input;
  const errors: ReviewSettingsFieldError[] = [];
  if (!integerWithin(reviewsPerApplication, REVIEW_SETTINGS_LIMITS.reviewsPerApplication)) errors.push({ field: 'reviewsPerApplication', reason: 'OUT_OF_BOUNDS' });
  else if (reviewsPerApplication > reviewerCount) errors.push({ field: 'reviewsPerApplication', reason: 'MORE_THAN_REVIEWERS', wanted: reviewsPerApplication, reviewers: reviewerCount });
  if (!integerWithin(dueDays, REVIEW_SETTINGS_LIMITS.dueDays)) errors.push({ field: 'dueDays', reason: 'OUT_OF_BOUNDS' });
  if (!thresholdValid(disagreementThreshold)) errors.push({ field: 'disagreementThreshold', reason: 'OUT_OF_BOUNDS' });
  const [first] = errors;
  if (first !== undefined) return fail({ code: 'REVIEW_SETTINGS_INVALID', field: first.field, errors });
  return ok({ reviewsPerApplication: reviewsPerApplication as number, dueDays: dueDays as number, disagreementThreshold: disagreementThreshold as number });
}
