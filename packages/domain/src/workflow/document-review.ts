// Staff review each document: Accepted, or "Needs a new file" with one reason (its id; the words are in
// @admission/wording). A document sent back opens its slot for a replacement even after submission (the rest stay
// locked); the replacement waits for review again.
import type { DealStatus } from '../api/entities';
import { type Role, isStaff } from '../roles/role';
import { isRecord } from '../shared/is-record';
import { type Result, fail, ok } from '../shared/result';
import { type ChosenReason, type ReasonsFailure, validateReasons } from './reasons';

export const DOCUMENT_REVIEW_REASON_IDS = ['unreadable', 'wrong-document', 'expired', 'other'] as const;
export type DocumentReviewReasonId = (typeof DOCUMENT_REVIEW_REASON_IDS)[number];

/** Where a document stands: not looked at yet (or replaced since), accepted, or sent back. */
export type DocumentReviewState = 'to-review' | 'accepted' | 'needs-new-file';

export type DocumentReviewDecision =
  | { readonly state: 'accepted' }
  | { readonly state: 'needs-new-file'; readonly reason: ChosenReason<DocumentReviewReasonId> };

export type DocumentReviewFailure = ReasonsFailure | { readonly code: 'UNKNOWN_DECISION' };

/** A review as the API receives it: `{state: 'accepted'}` or `{state: 'needs-new-file', reason: {id, text?}}`. */
export function validateDocumentReview(input: unknown): Result<DocumentReviewDecision, DocumentReviewFailure> {
  if (!isRecord(input)) return fail({ code: 'UNKNOWN_DECISION' });
  if (input.state === 'accepted') return ok({ state: 'accepted' });
  if (input.state !== 'needs-new-file') return fail({ code: 'UNKNOWN_DECISION' });
  const reasons = validateReasons(DOCUMENT_REVIEW_REASON_IDS, input.reason === undefined ? [] : [input.reason], { single: true });
  if (!reasons.ok) return reasons;
  const [reason] = reasons.value;
  return reason ? ok({ state: 'needs-new-file', reason }) : fail({ code: 'NO_REASON' });
}

export type DocumentReviewRefusal = { readonly code: 'FORBIDDEN'; readonly reason: 'NOT_STAFF' | 'NOT_SUBMITTED' };

/**
 * Who may review: staff (admin or agent), once the candidate has submitted their documents (a document still
 * being gathered is the candidate's to change). A decided application's documents may still be reviewed.
 */
export function authoriseDocumentReview(role: Role | null, application: { readonly status: DealStatus; readonly submitted: boolean }): Result<true, DocumentReviewRefusal> {
  if (!isStaff(role)) return fail({ code: 'FORBIDDEN', reason: 'NOT_STAFF' });
  if (!application.submitted || application.status === 'DRAFT') return fail({ code: 'FORBIDDEN', reason: 'NOT_SUBMITTED' });
  return ok(true);
}

/** What happened to one document slot (a type and a place), in time order. */
export type SlotEvent =
  | { readonly kind: 'uploaded' }
  | { readonly kind: 'deleted' }
  | { readonly kind: 'reviewed'; readonly decision: DocumentReviewDecision };

/**
 * A slot's review state from its history: a new file waits for review, a review decides, and deleting the file
 * of a slot sent back keeps it sent back (the candidate is replacing it) until the new file arrives.
 */
export const slotReviewState = (events: readonly SlotEvent[]): DocumentReviewState =>
  events.reduce<DocumentReviewState>((state, event) => (event.kind === 'uploaded' ? 'to-review' : event.kind === 'reviewed' ? event.decision.state : state), 'to-review');

/** A slot as the review rules see it: its type and place, and its document's review state. */
export interface ReviewedSlot {
  readonly documentType: string;
  readonly index: number;
  readonly review: DocumentReviewState;
}

/**
 * May the candidate change this slot (upload into it, delete its file)? Before submission, every slot; after it,
 * only a slot whose document was sent back, until they have put a new file in it.
 */
export const slotOpenForCandidate = (slot: ReviewedSlot, submitted: boolean): boolean => !submitted || slot.review === 'needs-new-file';

/** The slots open after submission: one per document sent back. */
export const slotsOpenAfterSubmission = (slots: readonly ReviewedSlot[]): readonly ReviewedSlot[] => slots.filter((slot) => slot.review === 'needs-new-file');

/** How many documents wait for a staff member's look (the /admin "documents to review" filter counts them). */
export const documentsToReview = (states: readonly DocumentReviewState[]): number => states.filter((state) => state === 'to-review').length;

/** A sent-back document's reason as the API gives it, when this list knows it; null otherwise. */
export const knownDocumentReviewReason = (reason: ChosenReason | null | undefined): ChosenReason<DocumentReviewReasonId> | null =>
  reason != null && (DOCUMENT_REVIEW_REASON_IDS as readonly string[]).includes(reason.id) ? (reason as ChosenReason<DocumentReviewReasonId>) : null;
