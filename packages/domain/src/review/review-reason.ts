// The reason a reviewer gives for a conflict of interest, or an admin for re-opening a submitted review.
import { fail, ok, type Result } from '../shared/result';

export const REVIEW_REASON_MAX_LENGTH = 500;

export type ReviewReasonError = { readonly code: 'REVIEW_REASON_MISSING' } | { readonly code: 'REVIEW_REASON_TOO_LONG'; readonly max: number };

/** The reason, trimmed; refused when blank or longer than REVIEW_REASON_MAX_LENGTH characters. */
export function validateReviewReason(input: unknown): Result<string, ReviewReasonError> {
  const reason = typeof input === 'string' ? input.trim() : '';
  if (reason === '') return fail({ code: 'REVIEW_REASON_MISSING' });
  return reason.length > REVIEW_REASON_MAX_LENGTH ? fail({ code: 'REVIEW_REASON_TOO_LONG', max: REVIEW_REASON_MAX_LENGTH }) : ok(reason);
}
