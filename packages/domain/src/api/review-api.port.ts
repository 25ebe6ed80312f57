// The jury's calls: extensions of the product API beyond spec §7. Every method rejects with a PortError; a coded
// refusal carries the domain's code in its detail (STALE_DRAFT, REVIEW_LOCKED, REVIEW_INCOMPLETE, RUBRIC_LOCKED...).
import type { BrandLanguage } from '../brands/brand';
import type { Rubric } from '../review/rubric';
import type { DownloadedFile } from './entities';
import type {
  ApplicationReviews,
  AssignmentRun,
  DraftSaved,
  ProgramRanking,
  RankingDecision,
  RankingDecisionOutcome,
  ReviewDraftBody,
  ReviewerDocumentFile,
  ReviewProgram,
  ReviewQueueItem,
  ReviewSettingsUpdate,
  ReviewSettingsView,
  ReviewWorkspace,
} from './review-entities';

export interface ReviewApi {
  // A reviewer's calls (role reviewer).
  /** GET /reviews: the reviewer's assignments. */
  queue(): Promise<readonly ReviewQueueItem[]>;
  /** GET /reviews/{assignmentId}: the review page's data; 403 for an assignment not theirs, as for an unknown one. */
  workspace(assignmentId: number): Promise<ReviewWorkspace>;
  /** GET /reviews/{assignmentId}/documents/{documentId}/content?lang=: the file, without its name. */
  documentContent(assignmentId: number, documentId: number, language: BrandLanguage): Promise<ReviewerDocumentFile>;
  /** PUT /reviews/{assignmentId}/draft; 409 STALE_DRAFT (with the stored version) or REVIEW_LOCKED. */
  saveDraft(assignmentId: number, draft: ReviewDraftBody): Promise<DraftSaved>;
  /** POST /reviews/{assignmentId}/submit; 422 REVIEW_INCOMPLETE (with `missing`), 409 REVIEW_LOCKED or STALE_DRAFT. */
  submit(assignmentId: number, draft: ReviewDraftBody): Promise<{ readonly submitted_at: string }>;
  /** POST /reviews/{assignmentId}/conflict {reason}: the application passes to another reviewer of the program. */
  declareConflict(assignmentId: number, reason: string): Promise<void>;

  // An admin's calls (an agent may read an application's reviews only).
  /** GET /admin/programs/{programId}/review-settings */
  settings(programId: number): Promise<ReviewSettingsView>;
  /** PUT /admin/programs/{programId}/review-settings; 422 REVIEW_SETTINGS_INVALID with the field. */
  updateSettings(programId: number, update: ReviewSettingsUpdate): Promise<ReviewSettingsView>;
  /** PUT /admin/programs/{programId}/rubric; 409 RUBRIC_LOCKED, 422 RUBRIC_INVALID with the domain's RubricError. */
  updateRubric(programId: number, rubric: Rubric): Promise<ReviewSettingsView>;
  /** GET /admin/applications/{applicationId}/reviews (admins and agents): the Reviews tab. */
  applicationReviews(applicationId: number): Promise<ApplicationReviews>;
  /** POST /admin/applications/{applicationId}/reviews/{assignmentId}/reopen {reason} */
  reopenReview(applicationId: number, assignmentId: number, reason: string): Promise<void>;
  /** POST /admin/applications/{applicationId}/reassign; 409 when that reviewer declared a conflict or is assigned already. */
  reassign(applicationId: number, assignmentId: number, reviewerId: string): Promise<void>;
  /** POST /admin/review-assignments: assigns a selection of COMPLETE applications at once. */
  assignApplications(applicationIds: readonly number[]): Promise<AssignmentRun>;
  /** GET /admin/programs: the school's programs (id and name), for the ranking's picker. */
  programs(): Promise<readonly ReviewProgram[]>;
  /** GET /admin/ranking?program_id= */
  ranking(programId: number): Promise<ProgramRanking>;
  /** GET /admin/ranking/export?program_id=: the ranking as CSV, as the server made it. */
  exportRanking(programId: number): Promise<DownloadedFile>;
  /** POST /admin/ranking/decisions: decides a selection at once; one status e-mail per candidate. */
  decide(decision: RankingDecision): Promise<RankingDecisionOutcome>;
}
