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

/** The field that is out of its bounds (REVIEW_SETTINGS_LIMITS), or null when the input is not an object. */
export interface ReviewSettingsError {
  readonly code: 'REVIEW_SETTINGS_INVALID';
  readonly field: ReviewSettingsField | null;
}

const integerWithin = (value: unknown, bounds: { readonly min: number; readonly max: number }): value is number =>
  Number.isInteger(value) && (value as number) >= bounds.min && (value as number) <= bounds.max;

const thresholdValid = (value: unknown): value is number => {
  const { min, max, step } = REVIEW_SETTINGS_LIMITS.disagreementThreshold;
  return typeof value === 'number' && value >= min && value <= max && Number.isInteger(value / step);
};

/** The settings an admin sent (the domain's names), or the first field out of its bounds. */
export function validateReviewSettings(input: unknown): Result<ReviewSettings, ReviewSettingsError> {
  if (!isRecord(input)) return fail({ code: 'REVIEW_SETTINGS_INVALID', field: null });
  const { reviewsPerApplication, dueDays, disagreementThreshold } = input;
  if (!integerWithin(reviewsPerApplication, REVIEW_SETTINGS_LIMITS.reviewsPerApplication)) return fail({ code: 'REVIEW_SETTINGS_INVALID', field: 'reviewsPerApplication' });
  if (!integerWithin(dueDays, REVIEW_SETTINGS_LIMITS.dueDays)) return fail({ code: 'REVIEW_SETTINGS_INVALID', field: 'dueDays' });
  if (!thresholdValid(disagreementThreshold)) return fail({ code: 'REVIEW_SETTINGS_INVALID', field: 'disagreementThreshold' });
  return ok({ reviewsPerApplication, dueDays, disagreementThreshold });
}
