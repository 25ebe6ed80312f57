import type { SubmissionStatus } from '../api/entities';
import { type Result, fail, ok } from '../shared/result';

/** What a candidate may change on /documents until submission. */
export type DocumentsChange = 'upload' | 'delete' | 'disability' | 'nationality';

export interface DocumentsLocked {
  readonly code: 'LOCKED';
  readonly change: DocumentsChange;
  readonly submittedAt: string | null;
}

export const isDocumentsLocked = (submission: Pick<SubmissionStatus, 'is_submitted'> | null): boolean =>
  submission?.is_submitted === true;

/** After submission nothing changes any more ('Cannot be changed after submission'). */
export const guardDocumentsChange = (
  submission: Pick<SubmissionStatus, 'is_submitted' | 'submitted_at'> | null,
  change: DocumentsChange,
): Result<void, DocumentsLocked> =>
  isDocumentsLocked(submission) ? fail({ code: 'LOCKED', change, submittedAt: submission?.submitted_at ?? null }) : ok(undefined);
