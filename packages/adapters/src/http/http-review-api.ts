import {
  DEFAULT_INTERVIEW_WEIGHT,
  isAssignmentEndReason,
  isPortError,
  PortError,
  reviewerDocument,
  type ApplicationReviews,
  type AssignmentRun,
  type BrandLanguage,
  type DocumentTypeSeen,
  type DownloadedFile,
  type DraftSaved,
  type ProgramRanking,
  type RankingDecision,
  type RankingDecisionOutcome,
  type ReviewApi,
  type ReviewDraftBody,
  type ReviewEndedRefusal,
  type ReviewerDocument,
  type ReviewerDocumentFile,
  type ReviewProgram,
  type ReviewReopening,
  type ReviewQueueEnd,
  type ReviewQueueItem,
  type ReviewSettingsUpdate,
  type ReviewSettingsView,
  type ReviewWorkspace,
  type Rubric,
  type SavedReviewDraft,
} from '@admission/domain';
import type { ApiHttpClient } from './api-http-client';
import { API_ROUTES } from './api-routes';
import { fileNameOf } from './file-name';

/** The workspace as sent: the lists and optional parts may be missing or null, and other fields may stand beside them. */
type WireWorkspace = Omit<ReviewWorkspace, 'documents' | 'documents_seen' | 'quiz' | 'draft' | 'submitted_at' | 'submitted_at_review' | 'reopened'> & {
  readonly documents?: readonly ReviewerDocument[] | null;
  readonly documents_seen?: readonly DocumentTypeSeen[] | null;
  readonly quiz?: { readonly outcome?: number | null; readonly score?: number | null } | null;
  readonly draft?: (Pick<SavedReviewDraft, 'scores' | 'version' | 'saved_at'> & Partial<Pick<SavedReviewDraft, 'recommendation' | 'comment'>>) | null;
  readonly submitted_at?: string | null;
  readonly submitted_at_review?: string | null;
  readonly reopened?: (Pick<ReviewReopening, 'at'> & Partial<Pick<ReviewReopening, 'by' | 'reason'>>) | null;
};

/** A draft's own fields, whatever else the object holds. */
const draftBody = (draft: ReviewDraftBody): ReviewDraftBody => ({
  scores: draft.scores,
  recommendation: draft.recommendation,
  comment: draft.comment,
  version: draft.version,
});

/** The blind view of an assignment: the fields the reviewer's page reads, never a field the answer adds beside them. */
function workspaceOf(wire: WireWorkspace): ReviewWorkspace {
  return {
    assignment_id: wire.assignment_id,
    pseudonym: wire.pseudonym,
    program_name: wire.program_name,
    submitted_at: wire.submitted_at ?? null,
    due_at: wire.due_at,
    state: wire.state,
    rubric: wire.rubric,
    documents_seen: (wire.documents_seen ?? []).map((type) => ({ document_type: type.document_type, label: type.label ?? null })),
    documents: (wire.documents ?? []).map(reviewerDocument),
    quiz: wire.quiz ? { outcome: wire.quiz.outcome ?? null, score: wire.quiz.score ?? null } : null,
    draft: wire.draft ? { ...draftBody({ recommendation: null, comment: '', ...wire.draft }), saved_at: wire.draft.saved_at } : null,
    submitted_at_review: wire.submitted_at_review ?? null,
    reopened: wire.reopened ? { by: wire.reopened.by ?? '', at: wire.reopened.at, reason: wire.reopened.reason ?? '' } : null,
  };
}

/** An ended assignment's end as sent: a reason this portal does not know reads as null, a missing draft flag as false. */
type WireQueueEnd = { readonly reason?: unknown; readonly ended_at: string; readonly draft_kept?: boolean | null };
type WireQueueItem = Omit<ReviewQueueItem, 'ended'> & { readonly ended?: WireQueueEnd | null };

const endOf = (wire: WireQueueEnd): ReviewQueueEnd => ({
  reason: isAssignmentEndReason(wire.reason) ? wire.reason : null,
  ended_at: wire.ended_at,
  draft_kept: wire.draft_kept ?? false,
});

/** A queue row's own fields, whatever else it holds; `ended` null for an open assignment (or a server that sends none). */
const queueItemOf = (wire: WireQueueItem): ReviewQueueItem => ({
  assignment_id: wire.assignment_id,
  pseudonym: wire.pseudonym,
  program_name: wire.program_name,
  due_at: wire.due_at,
  state: wire.state,
  reviews_done: wire.reviews_done,
  reviews_required: wire.reviews_required,
  ended: wire.ended ? endOf(wire.ended) : null,
});

/** A 409 REVIEW_ENDED from the review page's call, its detail reduced to ReviewEndedRefusal; any other error as it is. */
function endedRefusal(error: unknown): unknown {
  if (!isPortError(error) || typeof error.detail !== 'object' || error.detail === null) return error;
  const detail = error.detail as Partial<WireQueueEnd> & { readonly code?: unknown };
  if (detail.code !== 'REVIEW_ENDED' || typeof detail.ended_at !== 'string') return error;
  const refusal: ReviewEndedRefusal = { code: 'REVIEW_ENDED', ...endOf({ ...detail, ended_at: detail.ended_at }) };
  return new PortError(error.code, error.message, { status: error.status, detail: refusal });
}

/** The jury's calls over the product API's HTTP client: the reviewer's queue and review page, the admin's settings,
 * an application's reviews and the ranking. Refusals reject a PortError whose detail carries the server's code. */
export class HttpReviewApi implements ReviewApi {
  constructor(private readonly client: ApiHttpClient) {}

  async queue(): Promise<readonly ReviewQueueItem[]> {
    return ((await this.client.call<readonly WireQueueItem[] | null>(API_ROUTES.reviewQueue)).data ?? []).map(queueItemOf);
  }

  async workspace(assignmentId: number): Promise<ReviewWorkspace> {
    try {
      return workspaceOf((await this.client.call<WireWorkspace>(API_ROUTES.reviewWorkspace, { params: { assignmentId } })).data);
    } catch (error) {
      throw endedRefusal(error);
    }
  }

  async documentContent(assignmentId: number, documentId: number, language: BrandLanguage): Promise<ReviewerDocumentFile> {
    const { data, headers } = await this.client.download(API_ROUTES.reviewDocumentContent, {
      params: { assignmentId, documentId },
      query: { lang: language },
    });
    // No file name: the server sends none (names often hold the candidate's), and the page labels a file by its type.
    return { contentType: headers['content-type'] ?? 'application/octet-stream', bytes: data };
  }

  async saveDraft(assignmentId: number, draft: ReviewDraftBody): Promise<DraftSaved> {
    const { data } = await this.client.call<Partial<DraftSaved> & Pick<DraftSaved, 'version' | 'saved_at'>>(API_ROUTES.saveReviewDraft, { params: { assignmentId }, body: draftBody(draft) });
    return { version: data.version, saved_at: data.saved_at, not_saved: data.not_saved ?? [] };
  }

  async submit(assignmentId: number, draft: ReviewDraftBody): Promise<{ readonly submitted_at: string }> {
    return (await this.client.call<{ submitted_at: string }>(API_ROUTES.submitReview, { params: { assignmentId }, body: draftBody(draft) })).data;
  }

  async declareConflict(assignmentId: number, reason: string): Promise<void> {
    await this.client.call(API_ROUTES.declareConflict, { params: { assignmentId }, body: { reason } });
  }

  async settings(programId: number): Promise<ReviewSettingsView> {
    return (await this.client.call<ReviewSettingsView>(API_ROUTES.adminReviewSettings, { params: { programId } })).data;
  }

  async updateSettings(programId: number, update: ReviewSettingsUpdate): Promise<ReviewSettingsView> {
    const { reviews_per_application, due_days, disagreement_threshold, reviewer_ids, reviewer_document_types } = update;
    const body = { reviews_per_application, due_days, disagreement_threshold, reviewer_ids, reviewer_document_types };
    return (await this.client.call<ReviewSettingsView>(API_ROUTES.adminSaveReviewSettings, { params: { programId }, body })).data;
  }

  async updateRubric(programId: number, rubric: Rubric): Promise<ReviewSettingsView> {
    return (await this.client.call<ReviewSettingsView>(API_ROUTES.adminSaveRubric, { params: { programId }, body: { criteria: rubric.criteria } })).data;
  }

  async applicationReviews(applicationId: number): Promise<ApplicationReviews> {
    const { data } = await this.client.call<ApplicationReviews>(API_ROUTES.adminApplicationReviews, { params: { applicationId } });
    return { ...data, reviews: data.reviews ?? [], assignments: data.assignments ?? [], conflicts: data.conflicts ?? [] };
  }

  async reopenReview(applicationId: number, assignmentId: number, reason: string): Promise<void> {
    await this.client.call(API_ROUTES.adminReopenReview, { params: { applicationId, assignmentId }, body: { reason } });
  }

  async reassign(applicationId: number, assignmentId: number, reviewerId: string): Promise<void> {
    await this.client.call(API_ROUTES.adminReassignReview, { params: { applicationId }, body: { assignment_id: assignmentId, reviewer_id: reviewerId } });
  }

  async assignApplications(applicationIds: readonly number[]): Promise<AssignmentRun> {
    const { data } = await this.client.call<AssignmentRun>(API_ROUTES.adminAssignReviews, { body: { application_ids: applicationIds } });
    return { assigned: data.assigned ?? [], skipped: data.skipped ?? [] };
  }

  async programs(): Promise<readonly ReviewProgram[]> {
    return (await this.client.call<readonly ReviewProgram[] | null>(API_ROUTES.adminPrograms)).data ?? [];
  }

  async ranking(programId: number): Promise<ProgramRanking> {
    const { data } = await this.client.call<Partial<ProgramRanking> & Pick<ProgramRanking, 'program_id'>>(API_ROUTES.adminRanking, { query: { program_id: programId } });
    // A server without interviews sends neither score nor weight: no interview score, the default weight.
    const rows = (data.rows ?? []).map((row) => ({ ...row, interview_score: row.interview_score ?? null, combined_score: row.combined_score ?? null }));
    return { program_id: data.program_id, rows, interview_weight: data.interview_weight ?? DEFAULT_INTERVIEW_WEIGHT };
  }

  async exportRanking(programId: number): Promise<DownloadedFile> {
    const { data, headers } = await this.client.download(API_ROUTES.adminRankingExport, { query: { program_id: programId } });
    return {
      fileName: fileNameOf(headers['content-disposition']) ?? 'ranking.csv',
      contentType: headers['content-type'] ?? 'text/csv; charset=utf-8',
      bytes: data,
    };
  }

  async decide(decision: RankingDecision): Promise<RankingDecisionOutcome> {
    const { application_ids, status, reasons } = decision;
    const { data } = await this.client.call<RankingDecisionOutcome>(API_ROUTES.adminRankingDecisions, { body: { application_ids, status, reasons } });
    return { decided: data.decided ?? [], refused: data.refused ?? [] };
  }
}
