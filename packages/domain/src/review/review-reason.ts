// The reason a reviewer gives for a conflict of interest, or an admin for re-opening a submitted review.
import { checkMultilineText, type TextControlCharacter } from '../shared/free-text';
import { fail, type Result } from '../shared/result';

export const REVIEW_REASON_MAX_LENGTH = 500;

export type ReviewReasonError = { readonly code: 'REVIEW_REASON_MISSING' } | { readonly code: 'REVIEW_REASON_TOO_LONG'; readonly max: number } | TextControlCharacter;

/** The reason, trimmed, its lines as typed (\r\n made \n); refused when blank, longer than REVIEW_REASON_MAX_LENGTH characters or holding a control character other than a line break or a tab. */
export function validateReviewReason(input: unknown): Result<string, ReviewReasonError> {
  const reason = typeof input === 'string' ? input.replace(/\r\n?/g, '\n').trim() : '';
  if (reason === '') return fail({ code: 'REVIEW_REASON_MISSING' });
  if (reason.length > REVIEW_REASON_MAX_LENGTH) return fail({ code: 'REVIEW_REASON_TOO_LONG', max: REVIEW_REASON_MAX_LENGTH });
  return checkMultilineText('reason', reason);
}
