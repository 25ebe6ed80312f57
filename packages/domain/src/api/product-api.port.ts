// The product API of spec §7, one port per group of calls. Every method rejects with a PortError.
import type { BrandLanguage } from '../brands/brand';
import type { DocumentReviewDecision } from '../workflow/document-review';
import type { RejectionReason } from '../workflow/rejection-reasons';
import type { StaffNote } from '../workflow/staff-notes';
import type { WithdrawalReason } from '../rights/withdrawal-reasons';
import type { QuizAccommodation } from '../quiz/quiz-accommodation';
import type { TimelineEvent } from '../workflow/timeline';
import type {
  AccountDeletionState,
  AdminApplicationDetail,
  AdminApplicationPage,
  AdminApplicationQuery,
  AdminExportQuery,
  AdminDeletionRequest,
  AdminDocument,
  CandidateQuizTime,
  Deal,
  DealStatus,
  DisabilityStatus,
  DocumentContent,
  DownloadedFile,
  DocumentRequirement,
  DocumentReview,
  Invoice,
  Nationality,
  NewDocumentRecord,
  ReplacementDocumentRecord,
  PaymentRequiredDetail,
  QuizAnswerResult,
  QuizStart,
  QuizStatus,
  StaffQuizAccommodation,
  SubmissionStatus,
  UploadedDocument,
  UserProfile,
} from './entities';

/** Does an account exist for this email? `applyUrl` comes from the server when it sends one. */
export type AccountExistence = { readonly exists: true } | { readonly exists: false; readonly applyUrl: string | null };

export interface UsersApi {
  /** POST /users/check-exists, without the bearer header. 404 = no account; other failures reject. */
  checkExists(email: string): Promise<AccountExistence>;
  /** GET /users/me: the role lives here. */
  me(): Promise<UserProfile>;
  /** GET /test/all_me: 404 = no account; 401 rejects UNAUTHENTICATED; other failures reject. */
  accountExists(): Promise<AccountExistence>;
  /** GET /users/invoice; null when the candidate has no payment record. */
  invoice(): Promise<Invoice | null>;
  disability(): Promise<DisabilityStatus>;
  setDisability(hasDisability: boolean): Promise<DisabilityStatus>;
  nationalities(): Promise<readonly Nationality[]>;
  availableNationalities(language: string): Promise<readonly Nationality[]>;
  setNationalities(codes: readonly string[]): Promise<readonly Nationality[]>;
  /** GET /users/me/data-export (extension): one zip of everything the school holds on the caller. */
  downloadData(): Promise<DownloadedFile>;
  /** GET /users/me/deletion-request (extension): the candidate's last request, and what a deletion removes and keeps. */
  deletionRequest(): Promise<AccountDeletionState>;
  /** POST /users/me/deletion-request: asks to delete the account; 409 DELETION_ALREADY_REQUESTED while one waits. */
  requestDeletion(): Promise<AccountDeletionState>;
  /** DELETE /users/me/deletion-request: withdraws the waiting request; 409 NO_DELETION_REQUESTED without one. */
  cancelDeletion(): Promise<AccountDeletionState>;
}

export interface QuizApi {
  /** GET /quiz/has_ongoing: 401 and 422 resolve to false (not authenticated, no ongoing quiz). */
  hasOngoing(): Promise<boolean>;
  /** GET /quiz/is_quiz_over: 401 and 422 resolve to false. */
  isOver(): Promise<boolean>;
  /** Both of the above. */
  status(): Promise<QuizStatus>;
  /** GET /quiz/start; 'Quiz has expired' rejects QUIZ_EXPIRED. */
  start(): Promise<QuizStart>;
  /** POST /quiz/answer {answer_id}. */
  answer(answerId: number): Promise<QuizAnswerResult>;
  /** GET /quiz/accommodation (extension): the time the candidate will have, and the focus-loss rule. */
  time(): Promise<CandidateQuizTime>;
}

export interface DealsApi {
  /** GET /deals/ */
  list(): Promise<readonly Deal[]>;
  /**
   * POST /deals/{id}/withdraw {reasons}: the candidate withdraws their own application. Refusals reject
   * a PortError whose detail.code is the domain's (ALREADY_WITHDRAWN, ALREADY_DECIDED, NO_REASON...).
   */
  withdraw(applicationId: number, reasons: readonly WithdrawalReason[]): Promise<void>;
}

/** The outcome of POST /documents/submit: submitted, or a 402 carrying the invoice. */
export type SubmitOutcome =
  | { readonly kind: 'submitted' }
  | { readonly kind: 'payment-required'; readonly invoice: PaymentRequiredDetail };

export interface DocumentsApi {
  list(): Promise<readonly UploadedDocument[]>;
  requirements(): Promise<readonly DocumentRequirement[]>;
  create(record: NewDocumentRecord): Promise<UploadedDocument>;
  /**
   * POST /documents/{id}/replace: the stored file takes the document's slot, and the old record and file go, in one
   * step (a document sent back for a new file, after submission).
   */
  replace(documentId: number, record: ReplacementDocumentRecord): Promise<UploadedDocument>;
  submissionStatus(): Promise<SubmissionStatus>;
  submit(): Promise<SubmitOutcome>;
  downloadUrl(documentId: number): Promise<string>;
  remove(documentId: number): Promise<void>;
}

export interface AdminApi {
  list(query: AdminApplicationQuery): Promise<AdminApplicationPage>;
  detail(applicationId: number): Promise<AdminApplicationDetail>;
  /** Each document's type named in `language` (document_label). */
  documents(applicationId: number, language: BrandLanguage): Promise<readonly AdminDocument[]>;
  documentContent(applicationId: number, documentId: number): Promise<DocumentContent>;
  /** PATCH .../status?status=; a rejection sends its reasons as the JSON body `{reasons}`. */
  setStatus(applicationId: number, status: DealStatus, reasons?: readonly RejectionReason[]): Promise<void>;
  /** The URL the Download button opens in a new tab. */
  documentDownloadUrl(applicationId: number, documentId: number): Promise<string>;
  /** "Export CSV": every application the query matches, as the server's file. */
  exportCsv(query: AdminExportQuery): Promise<DownloadedFile>;
  /** GET /admin/deletion-requests (extension; admins only): the waiting requests, then the completed ones. */
  deletionRequests(): Promise<readonly AdminDeletionRequest[]>;
  /** POST /admin/deletion-requests/{id}/complete: carries one out; 409 NO_DELETION_REQUESTED or ACCOUNT_ALREADY_DELETED. */
  completeDeletion(requestId: number): Promise<AdminDeletionRequest>;
}

/** The staff workflow's calls: extensions of the product API beyond spec §7. */
export interface WorkflowApi {
  /** Every change to the application, newest first, with its actor. */
  timeline(applicationId: number): Promise<readonly TimelineEvent[]>;
  /** The staff notes, newest first. */
  notes(applicationId: number): Promise<readonly StaffNote[]>;
  addNote(applicationId: number, body: string): Promise<StaffNote>;
  deleteNote(applicationId: number, noteId: number): Promise<void>;
  /** Accepts a document, or sends it back for a new file with a reason. */
  reviewDocument(applicationId: number, documentId: number, decision: DocumentReviewDecision): Promise<DocumentReview>;
  /** GET .../quiz-accommodation: the candidate's grant, if any, and where their quiz stands. */
  quizAccommodation(applicationId: number): Promise<StaffQuizAccommodation>;
  /**
   * PUT .../quiz-accommodation: grants or changes it. Refusals reject a PortError whose detail.code is the domain's
   * (QUIZ_ALREADY_STARTED with 409; EXTRA_TIME_NOT_ALLOWED, ACCOMMODATION_EMPTY, ACCOMMODATION_REASON_MISSING... with 422).
   */
  grantQuizAccommodation(applicationId: number, grant: QuizAccommodation): Promise<StaffQuizAccommodation>;
  /** DELETE .../quiz-accommodation: removes it (409 QUIZ_ALREADY_STARTED once the quiz started). */
  removeQuizAccommodation(applicationId: number): Promise<StaffQuizAccommodation>;
}
