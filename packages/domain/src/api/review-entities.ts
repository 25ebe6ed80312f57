// The jury's shapes as the product API sends them (snake_case kept on purpose: these are wire shapes). A reviewer's
// answers hold only the fields of review/reviewer-view.ts; staff's name the reviewers.
import type { AssignmentState, ReviewState } from '../review/assignment';
import type { AssignmentEndReason } from '../review/assignment-end';
import type { Rubric } from '../review/rubric';
import type { DraftFieldNotSaved } from '../review/review-draft-parts';
import type { Recommendation, ReviewScore } from '../review/review-scores';
import type { RejectionReason } from '../workflow/rejection-reasons';
import type { DealStatus } from './entities';

/** A row of a reviewer's queue (GET /reviews): an open assignment, or one ended unsubmitted lately (`ended`). */
export interface ReviewQueueItem {
  readonly assignment_id: number;
  /** The candidate's pseudonym ("4F7K"); the page shows "Candidate 4F7K". */
  readonly pseudonym: string;
  readonly program_name: string;
  /** ISO 8601 instant. */
  readonly due_at: string;
  readonly state: ReviewState;
  /** The application's submitted reviews, of those it needs ("N of M done"). */
  readonly reviews_done: number;
  readonly reviews_required: number;
  /** Set when the assignment ended before the review was submitted (shown ENDED_IN_QUEUE_DAYS days); null while open. */
  readonly ended: ReviewQueueEnd | null;
}

/** Why and when a queue row's assignment ended; its review was never submitted. */
export interface ReviewQueueEnd {
  /** Null for a reason this portal does not know: the page says only that the review ended. */
  readonly reason: AssignmentEndReason | null;
  /** ISO 8601 instant. */
  readonly ended_at: string;
  /** The reviewer had saved a draft: it is kept, read-only. */
  readonly draft_kept: boolean;
}

/** GET /reviews/{assignmentId}'s refusal (409) of the caller's own assignment that ended before they submitted. */
export interface ReviewEndedRefusal extends ReviewQueueEnd {
  readonly code: 'REVIEW_ENDED';
}

/** A document as a reviewer receives it: no file name. */
export interface ReviewerDocument {
  readonly id: number;
  readonly document_type: string;
  /** The type's name in the language asked for; null for a type no requirement has. */
  readonly document_label: string | null;
  readonly document_index: number;
  readonly content_type: string;
}

/** A document type a reviewer sees, named in the language asked for (null for a type no requirement has). */
export interface DocumentTypeSeen {
  readonly document_type: string;
  readonly label: string | null;
}

/** A document type an admin may choose for the jury; an identity one never reaches reviewers, whatever is chosen. */
export interface JuryDocumentType {
  readonly document_type: string;
  readonly label: string;
  readonly identity: boolean;
}

/** What a reviewer's page sends (PUT .../draft, POST .../submit): the draft and the version it was based on. */
export interface ReviewDraftBody {
  readonly scores: Readonly<Record<string, ReviewScore>>;
  readonly recommendation: Recommendation | null;
  readonly comment: string;
  /** The version the page last received (0 before the first save). */
  readonly version: number;
}

/** The draft as the server holds it. */
export interface SavedReviewDraft extends ReviewDraftBody {
  /** ISO 8601 instant. */
  readonly saved_at: string;
}

/** The answer to a saved draft. */
export interface DraftSaved {
  readonly version: number;
  readonly saved_at: string;
  /** The fields not saved and why (a comment too long); the rest of the draft is saved. Empty when all is. */
  readonly not_saved: readonly DraftFieldNotSaved[];
}

/** The review page's data (GET /reviews/{assignmentId}). */
export interface ReviewWorkspace {
  readonly assignment_id: number;
  readonly pseudonym: string;
  readonly program_name: string;
  /** When the candidate submitted the application. */
  readonly submitted_at: string | null;
  readonly due_at: string;
  readonly state: ReviewState;
  readonly rubric: Rubric;
  /** The document types the program's reviewers see ("Documents you see"): never an identity document. */
  readonly documents_seen: readonly DocumentTypeSeen[];
  readonly documents: readonly ReviewerDocument[];
  /** The quiz's outcome (1 pass, -1 fail, 0 not assessable) and score; null without a quiz. */
  readonly quiz: { readonly outcome: number | null; readonly score: number | null } | null;
  readonly draft: SavedReviewDraft | null;
  /** When this reviewer submitted their review; null until then. */
  readonly submitted_at_review: string | null;
  /** While a submitted review is a draft again: the latest re-opening (the admin's name, when, why); else null. */
  readonly reopened: ReviewReopening | null;
}

/** An admin re-opened a submitted review: who (their name), when (ISO 8601) and their reason, as written. */
export interface ReviewReopening {
  readonly by: string;
  readonly at: string;
  readonly reason: string;
}

/** A file a reviewer opens: its bytes and type, without a file name. */
export interface ReviewerDocumentFile {
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

export interface ReviewerAccount {
  readonly id: string;
  readonly name: string;
  readonly email: string;
}

/** A program's jury as an admin sees and sets it (GET/PUT /admin/programs/{programId}/review-settings). */
export interface ReviewSettingsView {
  readonly program_id: number;
  readonly program_name: string;
  readonly reviews_per_application: number;
  readonly due_days: number;
  readonly disagreement_threshold: number;
  readonly reviewers: readonly ReviewerAccount[];
  /** Every reviewer of the school, who may be named to the program. */
  readonly eligible_reviewers: readonly ReviewerAccount[];
  readonly rubric: Rubric;
  /** False once a review of the program is submitted (rubricEditable). */
  readonly rubric_editable: boolean;
  /** The document types the program's reviewers see, in the school's order (never an identity document). */
  readonly reviewer_document_types: readonly string[];
  /** Every type the school asks for, to choose from. */
  readonly document_types: readonly JuryDocumentType[];
}

export interface ReviewSettingsUpdate {
  readonly reviews_per_application: number;
  readonly due_days: number;
  readonly disagreement_threshold: number;
  readonly reviewer_ids: readonly string[];
  /** The document types the program's reviewers see; an identity document is refused (IDENTITY_DOCUMENT_NOT_FOR_REVIEWERS). */
  readonly reviewer_document_types: readonly string[];
}

/** A submitted review, for staff. */
export interface SubmittedReview {
  readonly assignment_id: number;
  readonly reviewer_id: string;
  readonly reviewer_name: string;
  readonly scores: Readonly<Record<string, ReviewScore>>;
  /** weightedTotal, on the 1-5 scale. */
  readonly total: number;
  readonly recommendation: Recommendation;
  readonly comment: string;
  readonly submitted_at: string;
}

export interface ReviewAssignmentView {
  readonly assignment_id: number;
  readonly reviewer_id: string;
  readonly reviewer_name: string;
  readonly state: AssignmentState;
  readonly review_state: ReviewState;
  readonly due_at: string;
}

export interface ReviewConflictView {
  readonly reviewer_name: string;
  readonly reason: string;
  readonly declared_at: string;
}

/** An application's Reviews tab (GET /admin/applications/{applicationId}/reviews). */
export interface ApplicationReviews {
  /** The application's program, whose jury an admin reassigns to (GET /admin/programs/{programId}/review-settings). */
  readonly program_id: number;
  readonly reviews_assigned: number;
  readonly reviews_done: number;
  /** summariseReviews over the submitted reviews' totals. */
  readonly mean: number | null;
  readonly spread: number | null;
  readonly disagreement: boolean;
  readonly threshold: number;
  readonly rubric: Rubric;
  readonly reviews: readonly SubmittedReview[];
  readonly assignments: readonly ReviewAssignmentView[];
  readonly conflicts: readonly ReviewConflictView[];
}

/** The outcome of assigning a selection at once (POST /admin/review-assignments). */
export interface AssignmentRun {
  readonly assigned: readonly { readonly application_id: number; readonly reviewer_ids: readonly string[] }[];
  readonly skipped: readonly { readonly application_id: number; readonly code: string }[];
}

/** A row of /admin/ranking, in the domain's order (rankApplications). */
export interface RankingEntry {
  readonly application_id: number;
  readonly candidate_name: string;
  readonly submitted_at: string | null;
  readonly mean: number | null;
  readonly reviews_done: number;
  readonly reviews_assigned: number;
  readonly disagreement: boolean;
  readonly status: DealStatus;
  /** The mean of the interview panel's totals (1-5); null before the first score. */
  readonly interview_score: number | null;
  /** The reviews' mean and the interview score weighed by the program's interview weight; null while either is missing. */
  readonly combined_score: number | null;
}

/** A program, for the pickers of the ranking and the jury settings (GET /admin/programs); `brand` is its school. */
export interface ReviewProgram {
  readonly id: number;
  readonly name: string;
  readonly brand: string;
}

export interface ProgramRanking {
  readonly program_id: number;
  /** The interview score's weight in the combined score, from 0 to 1 (the program's interview settings). */
  readonly interview_weight: number;
  readonly rows: readonly RankingEntry[];
}

/** Deciding a selection of the ranking at once (POST /admin/ranking/decisions). */
export interface RankingDecision {
  readonly application_ids: readonly number[];
  readonly status: 'ADMISSIBLE' | 'REJECTED';
  /** The structured reasons of a rejection (empty for ADMISSIBLE). */
  readonly reasons: readonly RejectionReason[];
}

export interface RankingDecisionOutcome {
  readonly decided: readonly number[];
  readonly refused: readonly { readonly application_id: number; readonly code: string }[];
}
