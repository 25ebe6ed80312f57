// An interview call's coded refusal (SLOT_TAKEN with the fresh free slots, CHANGE_CLOSED, NOT_ADMISSIBLE...), read
// from the PortError the adapter rejects with; the candidate's booking page and staff's Interview tab share it.
import { isPortError, type InterviewRefusalBody } from '@admission/domain';

/** A coded refusal's body (the adapter reduced it to an InterviewRefusalBody); null for any other failure. */
export function interviewRefusalOf(error: unknown): InterviewRefusalBody | null {
  if (!isPortError(error) || typeof error.detail !== 'object' || error.detail === null) return null;
  return typeof (error.detail as { readonly code?: unknown }).code === 'string' ? (error.detail as InterviewRefusalBody) : null;
}
