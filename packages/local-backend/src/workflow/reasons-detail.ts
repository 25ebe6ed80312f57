// The 422 detail of a list of reasons the domain refused (rejection reasons, a document review's reason).
import type { DocumentReviewFailure } from '@admission/domain';

export const reasonsFailureDetail = (failure: DocumentReviewFailure): string => {
  switch (failure.code) {
    case 'NO_REASON':
      return 'At least one reason is required';
    case 'UNKNOWN_REASON':
      return `Unknown reason: ${failure.id}`;
    case 'REPEATED_REASON':
      return `Reason given more than once: ${failure.id}`;
    case 'OTHER_TEXT_MISSING':
      return 'The reason "other" needs a text';
    case 'OTHER_TEXT_TOO_LONG':
      return `The text of the reason "other" is longer than ${failure.max} characters`;
    case 'UNKNOWN_DECISION':
      return 'state must be "accepted" or "needs-new-file"';
  }
};

/** A request body's field, when the body is a JSON object. */
export const bodyField = (body: unknown, field: string): unknown =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>)[field] : undefined;
