import type {
  ApplicationReviews,
  AssignOutcome,
  BrandLanguage,
  DealStatus,
  DownloadedFile,
  RankingDecisionOutcome,
  RankingEntry,
  RejectionReason,
  ReviewApi,
  ReviewDocument,
  ReviewDraftInput,
  ReviewQueueItem,
  ReviewSettingsInput,
  ReviewSettingsView,
  ReviewWorkspace,
  Rubric,
  SavedDraft,
} from '@admission/domain';
import type { ApiHttpClient } from './api-http-client';
import { API_ROUTES } from './api-routes';
import { fileNameOf } from './file-name';

/** The workspace as sent; the reviewer's view keeps only the fields below, whatever else an answer holds. */
type WireWorkspace = ReviewWorkspace & Readonly<Record<string, unknown>>;

const reviewDocument = ({ id, document_type, document_label, document_index, content_type }: ReviewDocument): ReviewDocument => ({
  id,
  document_type,
  document_label,
  document_index,
  content_type,
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
    documents: (wire.documents ?? []).map(reviewDocument),
    quiz: wire.quiz ?? null,
    draft: wire.draft ? { ...wire.draft, recommendation: wire.draft.recommendation ?? null, comment: wire.draft.comment ?? '' } : null,
    submitted_at_review: wire.submitted_at_review ?? null,
  };
}

const draftBody = (draft: ReviewDraftInput) => ({
  scores: draft.scores,
  recommendation: draft.recommendation,
  comment: draft.comment,
  version: draft.version,
});

/** The jury's calls over the product API's HTTP client: the reviewer's queue and review page, the admin's settings,
 * an application's reviews and the ranking. Refusals reject a PortError whose detail carries the server's code. */
export class HttpReviewApi implements ReviewApi {
  constructor(private readonly client: ApiHttpClient) {}

  async queue(): Promise<readonly ReviewQueueItem[]> {
    return (await this.client.call<readonly ReviewQueueItem[] | null>(API_ROUTES.reviewQueue)).data ?? [];
  }

  async workspace(assignmentId: number): Promise<ReviewWorkspace> {
    return workspaceOf((await this.client.call<WireWorkspace>(API_ROUTES.reviewWorkspace, { params: { assignmentId } })).data);
  }

  async documentContent(assignmentId: number, documentId: number, language: BrandLanguage): Promise<DownloadedFile> {
    const { data, headers } = await this.client.download(API_ROUTES.reviewDocumentContent, {
      params: { assignmentId, documentId },
      query: { lang: language },
    });
    // The server names no file (names often hold the candidate's): the page labels it by its type.
    return { fileName: fileNameOf(headers['content-disposition']) ?? '', contentType: headers['content-type'] ?? 'application/octet-stream', bytes: data };
  }

  async saveDraft(assignmentId: number, draft: ReviewDraftInput): Promise<SavedDraft> {
    return (await this.client.call<SavedDraft>(API_ROUTES.saveReviewDraft, { params: { assignmentId }, body: draftBody(draft) })).data;
  }

  async submit(assignmentId: number, draft: ReviewDraftInput): Promise<{ readonly submitted_at: string }> {
    return (await this.client.call<{ submitted_at: string }>(API_ROUTES.submitReview, { params: { assignmentId }, body: draftBody(draft) })).data;
  }

  async declareConflict(assignmentId: number, reason: string): Promise<void> {
    await this.client.call(API_ROUTES.declareConflict, { params: { assignmentId }, body: { reason } });
  }

  async settings(programId: number): Promise<ReviewSettingsView> {
    return (await this.client.call<ReviewSettingsView>(API_ROUTES.adminReviewSettings, { params: { programId } })).data;
  }

  async saveSettings(programId: number, settings: ReviewSettingsInput): Promise<ReviewSettingsView> {
    const body = {
      reviews_per_application: settings.reviewsPerApplication,
      due_days: settings.dueDays,
      disagreement_threshold: settings.disagreementThreshold,
      reviewer_ids: settings.reviewerIds,
    };
    return (await this.client.call<ReviewSettingsView>(API_ROUTES.adminSaveReviewSettings, { params: { programId }, body })).data;
  }

  async saveRubric(programId: number, rubric: Rubric): Promise<ReviewSettingsView> {
    return (await this.client.call<ReviewSettingsView>(API_ROUTES.adminSaveRubric, { params: { programId }, body: { criteria: rubric.criteria } })).data;
  }

  async applicationReviews(applicationId: number): Promise<ApplicationReviews> {
    const { data } = await this.client.call<ApplicationReviews>(API_ROUTES.adminApplicationReviews, { params: { applicationId } });
    return { ...data, reviews: data.reviews ?? [], assignments: data.assignments ?? [], conflicts: data.conflicts ?? [] };
  }

  async reopen(applicationId: number, assignmentId: number, reason: string): Promise<void> {
    await this.client.call(API_ROUTES.adminReopenReview, { params: { applicationId, assignmentId }, body: { reason } });
  }

  async reassign(applicationId: number, assignmentId: number, reviewerId: string): Promise<void> {
    await this.client.call(API_ROUTES.adminReassignReview, { params: { applicationId }, body: { assignment_id: assignmentId, reviewer_id: reviewerId } });
  }

  async assign(applicationIds: readonly number[]): Promise<AssignOutcome> {
    const { data } = await this.client.call<AssignOutcome>(API_ROUTES.adminAssignReviews, { body: { application_ids: applicationIds } });
    return { assigned: data.assigned ?? [], skipped: data.skipped ?? [] };
  }

  async ranking(programId: number): Promise<readonly RankingEntry[]> {
    const { data } = await this.client.call<{ rows?: readonly RankingEntry[] } | null>(API_ROUTES.adminRanking, { query: { program_id: programId } });
    return data?.rows ?? [];
  }

  async exportRanking(programId: number, language: BrandLanguage): Promise<DownloadedFile> {
    const { data, headers } = await this.client.download(API_ROUTES.adminRankingExport, { query: { program_id: programId, lang: language } });
    return {
      fileName: fileNameOf(headers['content-disposition']) ?? 'ranking.csv',
      contentType: headers['content-type'] ?? 'text/csv; charset=utf-8',
      bytes: data,
    };
  }

  async decide(applicationIds: readonly number[], status: Extract<DealStatus, 'ADMISSIBLE' | 'REJECTED'>, reasons: readonly RejectionReason[]): Promise<RankingDecisionOutcome> {
    const { data } = await this.client.call<RankingDecisionOutcome>(API_ROUTES.adminRankingDecisions, {
      body: { application_ids: applicationIds, status, reasons },
    });
    return { decided: data.decided ?? [], refused: data.refused ?? [] };
  }
}
