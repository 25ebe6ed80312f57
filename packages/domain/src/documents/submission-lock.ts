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

/** A document slot: its type and place (1-based). */
export interface SlotRef {
  readonly documentType: string;
  readonly index: number;
}

/**
 * Is this slot open again after submission? Staff sent its document back for a new file (issue #16): the server
 * lists it in `open_slots` until the new file is in.
 */
export const isSlotReopened = (submission: Pick<SubmissionStatus, 'open_slots'> | null, slot: SlotRef): boolean =>
  (submission?.open_slots ?? []).some((open) => open.document_type === slot.documentType && open.document_index === slot.index);

/**
 * After submission nothing changes any more ('Cannot be changed after submission'), but for an upload or a
 * deletion in a slot staff re-opened.
 */
export const guardDocumentsChange = (
  submission: Pick<SubmissionStatus, 'is_submitted' | 'submitted_at' | 'open_slots'> | null,
  change: DocumentsChange,
  slot?: SlotRef,
): Result<void, DocumentsLocked> =>
  isDocumentsLocked(submission) && !(slot !== undefined && (change === 'upload' || change === 'delete') && isSlotReopened(submission, slot))
    ? fail({ code: 'LOCKED', change, submittedAt: submission?.submitted_at ?? null })
    : ok(undefined);
