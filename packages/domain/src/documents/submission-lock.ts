import type { SentBackDocument, SubmissionStatus } from '../api/entities';
import { type Result, fail, ok } from '../shared/result';

/** What a candidate may change on /documents until submission; 'replace' puts a new file in a slot that has one. */
export type DocumentsChange = 'upload' | 'replace' | 'delete' | 'disability' | 'nationality';

/** The changes a slot staff sent back for a new file still takes after submission: its file, nothing else. */
const SLOT_CHANGES: ReadonlySet<DocumentsChange> = new Set(['upload', 'replace', 'delete']);

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
 * Is this slot open again after submission? Staff sent its document back for a new file: the server lists it in
 * `open_slots` until the new file is in.
 */
export const isSlotReopened = (submission: Pick<SubmissionStatus, 'open_slots'> | null, slot: SlotRef): boolean =>
  (submission?.open_slots ?? []).some((open) => open.document_type === slot.documentType && open.document_index === slot.index);

/**
 * After submission nothing changes any more ('Cannot be changed after submission'), but the file of a slot staff
 * re-opened: an upload, a replacement or a deletion there.
 */
export const guardDocumentsChange = (
  submission: Pick<SubmissionStatus, 'is_submitted' | 'submitted_at' | 'open_slots'> | null,
  change: DocumentsChange,
  slot?: SlotRef,
): Result<void, DocumentsLocked> =>
  isDocumentsLocked(submission) && !(slot !== undefined && SLOT_CHANGES.has(change) && isSlotReopened(submission, slot))
    ? fail({ code: 'LOCKED', change, submittedAt: submission?.submitted_at ?? null })
    : ok(undefined);

/** The slots open to a submitted candidate (each sent back for a new file), by type then place; none before submission. */
export const openSlotsAfterSubmission = (submission: Pick<SubmissionStatus, 'is_submitted' | 'open_slots'> | null): readonly SentBackDocument[] =>
  isDocumentsLocked(submission)
    ? [...(submission?.open_slots ?? [])].sort((a, b) => a.document_type.localeCompare(b.document_type) || a.document_index - b.document_index)
    : [];

/** The sent-back slots of one document type. */
export const openSlotsOfType = (openSlots: readonly SentBackDocument[], documentType: string): readonly SentBackDocument[] =>
  openSlots.filter((slot) => slot.document_type === documentType);
