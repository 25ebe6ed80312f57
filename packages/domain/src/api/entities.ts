// The shapes of spec §3, as the product API sends them (snake_case kept on purpose: these are wire shapes).
import type { BrandLanguage } from '../brands/brand';
import type { ChosenReason } from '../workflow/reasons';
import type { DeletionSummary } from '../rights/retention';
import type { StaffRole, TimelineEvent } from '../workflow/timeline-event';

export const DEAL_STATUSES = ['DRAFT', 'IN_PROGRESS', 'COMPLETE', 'ADMISSIBLE', 'REJECTED'] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];

export interface Program {
  readonly name: string;
  readonly requires_quiz: boolean;
}

/** An application (a "deal"). */
export interface Deal {
  readonly id: number;
  readonly program: Program;
  readonly deal_status?: DealStatus | null;
  readonly documents_submitted_at: string | null;
  /** Why it was rejected, while REJECTED (ids of the domain's list). */
  readonly rejection_reasons?: readonly ChosenReason[] | null;
  /** The candidate's documents sent back by staff for a new file. */
  readonly documents_to_replace?: readonly SentBackDocument[];
  /** The candidate's short history of this application, newest first (no reviewer's name). */
  readonly history?: readonly TimelineEvent[];
  /** When the candidate withdrew it (ISO 8601), null while not withdrawn; deal_status keeps the status it had. */
  readonly withdrawn_at?: string | null;
  /** Why the candidate withdrew it (ids of the domain's list), while withdrawn. */
  readonly withdrawal_reasons?: readonly ChosenReason[] | null;
}

/** A document slot staff sent back for a new file, and why. */
export interface SentBackDocument {
  readonly document_type: string;
  readonly document_index: number;
  /** The name of the file sent back. */
  readonly document_name: string;
  readonly reason: ChosenReason | null;
  readonly reviewed_at: string;
}

/** Where staff stand on one document; `to-review` until a staff member decides, and after a new file. */
export interface DocumentReview {
  readonly state: 'to-review' | 'accepted' | 'needs-new-file';
  readonly reason: ChosenReason | null;
  readonly reviewed_at: string | null;
  readonly reviewer: { readonly name: string; readonly role: string } | null;
}

/** The application-fee invoice from GET /users/invoice. `status`: paid, open, void, anything else pending. */
export interface Invoice {
  readonly id: string;
  readonly status: string;
  readonly amount: number; // minor units (cents)
  readonly currency: string;
  readonly payment_url: string;
}

/** The body of a 402 on POST /documents/submit. */
export interface PaymentRequiredDetail {
  readonly invoice_id: string;
  readonly amount: number;
  readonly payment_url: string;
}

export interface UserProfile {
  readonly id: string;
  readonly email: string;
  readonly role: string | null;
  readonly first_name?: string | null;
  readonly last_name?: string | null;
}

export interface QuizStatus {
  readonly has_ongoing_quiz: boolean;
  readonly is_quiz_over: boolean;
}

export interface QuizAnswerOption {
  readonly id: number;
  readonly answer: string; // French
  readonly answer_en: string;
}

export interface QuizQuestion {
  readonly id: number;
  /** Its place in the attempt, from 1 (the first question) to the question count; absent if the API does not say. */
  readonly number?: number;
  readonly question: string; // French
  readonly question_en: string;
  readonly answers: readonly QuizAnswerOption[];
}

export interface QuizStart {
  readonly question: QuizQuestion;
  readonly end_time: string; // ISO 8601
  readonly blocked_until?: string | null;
}

/**
 * GET /quiz/accommodation (extension): the time the signed-in candidate will have, as the server will set
 * it when the quiz starts (the domain's quizDurationSeconds on the configured standard duration), and whether the
 * focus-loss warnings are relaxed. Without a grant: extra 0, not relaxed, duration = standard.
 */
export interface CandidateQuizTime {
  readonly duration_seconds: number;
  readonly standard_seconds: number;
  readonly extra_time_percent: number;
  readonly relaxed_focus_loss: boolean;
}

/** A staff member's grant as the staff API sends it. */
export interface QuizAccommodationGrant {
  readonly extra_time_percent: number;
  readonly relaxed_focus_loss: boolean;
  readonly reason: string;
  readonly granted_by: { readonly name: string; readonly role: StaffRole };
  readonly granted_at: string; // ISO 8601
  /** The time the candidate will have with it. */
  readonly duration_seconds: number;
}

/** Where the candidate's single quiz stands: an accommodation may change only while it is 'not-started'. */
export type QuizProgress = 'not-started' | 'ongoing' | 'over';

/** GET/PUT /admin/applications/{id}/quiz-accommodation. */
export interface StaffQuizAccommodation {
  readonly accommodation: QuizAccommodationGrant | null;
  readonly quiz: QuizProgress;
  /** Some program of the candidate's applications requires the quiz: without one, there is no time to extend. */
  readonly quiz_required: boolean;
  /** The standard duration, for the time a choice would give before it is saved. */
  readonly standard_seconds: number;
}

export interface QuizAnswerResult {
  readonly blocked_until?: string | null;
  readonly next_question?: QuizQuestion | null;
}

export type AcceptedFormat = 'pdf' | 'jpg' | 'jpeg' | 'png';

export interface DocumentRequirement {
  readonly document_type: string;
  readonly label: string;
  readonly description: string;
  readonly max_files: number;
  readonly min_files: number;
  readonly accepted_formats: readonly string[];
  readonly required: boolean;
}

export interface UploadedDocument {
  readonly id: number;
  readonly name: string;
  readonly document_type: string;
  readonly document_index: number; // 1-based slot
  readonly created_at: string;
}

export interface NewDocumentRecord {
  readonly name: string;
  readonly document_type: string;
  readonly document_index: number;
  readonly document_path: string;
}

/** What replaces a document in its slot (`POST /documents/{id}/replace`): the new file, already stored. */
export interface ReplacementDocumentRecord {
  readonly name: string;
  readonly document_path: string;
}

export interface SubmissionStatus {
  readonly is_submitted: boolean;
  readonly submitted_at: string | null;
  readonly can_submit: boolean;
  /** After submission, the slots sent back for a new file (open to the candidate until it is in). */
  readonly open_slots?: readonly SentBackDocument[];
}

export interface DisabilityStatus {
  readonly has_disability: boolean | null;
}

export interface Nationality {
  readonly code: string;
  readonly name: string;
}

export interface DocumentContent {
  readonly content_type: string;
  readonly download_url: string;
  readonly document_name: string;
  readonly document_type: string;
  readonly size_bytes: number | null;
}

export interface AdminDocument extends UploadedDocument {
  /** The type's name in the language asked for, as the candidate pages show it; null for a type no requirement has. */
  readonly document_label?: string | null;
  readonly content?: DocumentContent | null;
  /** Where staff stand on this document (absent before any review). */
  readonly review?: DocumentReview;
}

export interface AdminApplicationListItem {
  readonly deal_id: number;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly phone?: string | null;
  readonly program_name: string;
  readonly deal_status?: DealStatus | null;
  readonly quiz_outcome?: number | null;
  readonly quiz_score?: number | null;
  readonly document_count: number;
  readonly payer_count: number;
  readonly created_at: string;
  /** When the candidate withdrew it; staff show it as Withdrawn whatever its deal_status. */
  readonly withdrawn_at?: string | null;
}

export interface AdminQuizQuestionResult {
  readonly level: number;
  readonly question: string;
  readonly answer: string | null;
  readonly is_correct: boolean;
}

export interface Payer {
  readonly id: number;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly phone?: string | null;
  readonly address: string;
  readonly zip_code: string;
  readonly country: string;
}

export interface AdminApplicationDetail {
  readonly user: {
    readonly first_name: string;
    readonly last_name: string;
    readonly email: string;
    readonly phone?: string | null;
    readonly english_level?: string | null;
    readonly first_login_at?: string | null;
    readonly hubspot_contact_id?: string | null;
  };
  readonly program: { readonly name: string };
  readonly deal: {
    readonly id: number;
    readonly deal_status?: DealStatus | null;
    readonly created_at: string;
    readonly is_self_financed?: boolean | null;
    /** When the candidate submitted the documents of this application (null until then, and once re-opened). */
    readonly documents_submitted_at?: string | null;
    /** Why it was rejected, while REJECTED. */
    readonly rejection_reasons?: readonly ChosenReason[] | null;
    /** When and why the candidate withdrew it (staff may no longer change its status). */
    readonly withdrawn_at?: string | null;
    readonly withdrawal_reasons?: readonly ChosenReason[] | null;
  };
  readonly quiz?: {
    readonly score?: number | null;
    readonly outcome?: number | null;
    readonly number_of_correct_answers?: number | null;
    readonly calculated?: boolean | null;
    /** When the attempt began and must end (the server's clock); finished_at stays null while it runs. */
    readonly started_at?: string | null;
    readonly end_time?: string | null;
    readonly finished_at?: string | null;
    readonly questions: readonly AdminQuizQuestionResult[];
  } | null;
  readonly payers: readonly Payer[];
}

/** The /admin list's sort columns, as the API's `sort` parameter takes them (rules: workflow/admin-sort.ts). */
export const ADMIN_SORT_COLUMNS = ['applied', 'name', 'status', 'quiz'] as const;
export type AdminSortColumn = (typeof ADMIN_SORT_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';

export interface AdminSort {
  readonly column: AdminSortColumn;
  readonly direction: SortDirection;
}

/** The /admin list's documents filter, as the API's `documents` parameter takes it: 'to-review' keeps the applications
 * whose candidate has an uploaded document with no review yet (never reviewed, or replaced since). */
export const ADMIN_DOCUMENTS_FILTERS = ['all', 'to-review'] as const;
export type AdminDocumentsFilter = (typeof ADMIN_DOCUMENTS_FILTERS)[number];

export interface AdminApplicationQuery {
  readonly skip: number;
  readonly limit: number;
  /** A status, 'all', or WITHDRAWN: the withdrawn ones, which every other status filter leaves out. */
  readonly status: DealStatus | 'all' | 'WITHDRAWN';
  /** Already trimmed; absent or empty means "not sent". */
  readonly search?: string;
  /** Absent means 'all', which is then not sent. */
  readonly documents?: AdminDocumentsFilter;
  /** Absent for the default (newest first), which is then not sent. */
  readonly sort?: AdminSort;
}

/** "Export CSV" on /admin: every application the list's search and filter match, in its sort. */
export interface AdminExportQuery extends Omit<AdminApplicationQuery, 'skip' | 'limit'> {
  /** The language of the header line and the status words; absent: the staff member's own. */
  readonly language?: BrandLanguage;
}

/** A file the server made, as it sent it (a CSV keeps its byte-order mark). */
export interface DownloadedFile {
  /** From the server's Content-Disposition. */
  readonly fileName: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

export interface AdminApplicationPage {
  readonly items: readonly AdminApplicationListItem[];
  /** From the X-Total-Count header; null when the server does not say. */
  readonly total: number | null;
}

/**
 * The candidate's own request to delete their account (GET/POST/DELETE /users/me/deletion-request): the
 * last one they made (a completed one ends the account, so they never read it), with what a deletion would remove
 * and keep, by the brand's retention (the domain's deletionSummary, computed by the server that applies it).
 */
export interface AccountDeletionState {
  readonly request: {
    readonly id: number;
    readonly status: 'requested' | 'cancelled';
    /** ISO 8601 instants. */
    readonly requested_at: string;
    readonly cancelled_at: string | null;
  } | null;
  readonly summary: DeletionSummary;
}

/**
 * A deletion request as an admin sees it on /admin (GET /admin/deletion-requests): a waiting one names
 * the candidate; a completed one names nobody (the account is gone), only when and by whom it was carried out.
 */
export interface AdminDeletionRequest {
  readonly id: number;
  readonly status: 'requested' | 'completed';
  readonly brand: string;
  /** ISO 8601 instants. */
  readonly requested_at: string;
  readonly completed_at: string | null;
  readonly completed_by: { readonly name: string; readonly role: StaffRole } | null;
  /** Null once completed. */
  readonly candidate: { readonly first_name: string; readonly last_name: string; readonly email: string } | null;
  /** What the deletion removes from storage, and whether invoices stay for the accounting years. */
  readonly documents: number;
  readonly has_invoices: boolean;
}
