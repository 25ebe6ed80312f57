// The emails a candidate gets, each from a template in their brand and language.
import type { DealStatus } from '../api/entities';

export const CANDIDATE_EMAIL_KINDS = ['admissible', 'rejected', 'reopened', 'document-needs-new-file', 'documents-reminder', 'account-deleted'] as const;
export type CandidateEmailKind = (typeof CANDIDATE_EMAIL_KINDS)[number];

/** The email a status change sends, if any: a decision, or a re-opening after the candidate had submitted. */
export function emailForStatusChange(from: DealStatus, to: DealStatus): CandidateEmailKind | null {
  if (from === to) return null;
  if (to === 'ADMISSIBLE') return 'admissible';
  if (to === 'REJECTED') return 'rejected';
  if (to === 'IN_PROGRESS' && (from === 'COMPLETE' || from === 'ADMISSIBLE' || from === 'REJECTED')) return 'reopened';
  return null;
}
