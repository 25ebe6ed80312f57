import type { SubmissionStatus } from '../api/entities';
import { meetsMinimum } from './document-card-state';
import { type CandidateDocumentsState, isDisabilityAnswered } from './documents-checklist';

export type NotReadyReason =
  | { readonly code: 'DOCUMENTS_MISSING'; readonly documentTypes: readonly string[] }
  | { readonly code: 'DISABILITY_UNANSWERED' }
  | { readonly code: 'NATIONALITY_MISSING' }
  | { readonly code: 'SUBMISSION_NOT_ALLOWED' }
  | { readonly code: 'ALREADY_SUBMITTED' };

export type SubmissionReadiness =
  | { readonly ready: true }
  | { readonly ready: false; readonly reasons: readonly NotReadyReason[] };

/** May the candidate press Submit? Every reason it may not, in checklist order (spec §4, §5). */
export const submissionReadiness = (
  state: CandidateDocumentsState & { readonly submission: SubmissionStatus | null },
): SubmissionReadiness => {
  const reasons: NotReadyReason[] = [];
  const missing = state.requirements.filter((requirement) => !meetsMinimum(requirement, state.documents));
  if (missing.length > 0) reasons.push({ code: 'DOCUMENTS_MISSING', documentTypes: missing.map((r) => r.document_type) });
  if (!isDisabilityAnswered(state.disability)) reasons.push({ code: 'DISABILITY_UNANSWERED' });
  if (state.nationalities.length === 0) reasons.push({ code: 'NATIONALITY_MISSING' });
  if (state.submission?.is_submitted === true) reasons.push({ code: 'ALREADY_SUBMITTED' });
  else if (state.submission?.can_submit !== true) reasons.push({ code: 'SUBMISSION_NOT_ALLOWED' });
  return reasons.length === 0 ? { ready: true } : { ready: false, reasons };
};
