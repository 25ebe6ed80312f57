import type {
  DocumentReview,
  DocumentReviewDecision,
  QuizAccommodation,
  StaffNote,
  StaffQuizAccommodation,
  TimelineEvent,
  WorkflowApi,
} from '@admission/domain';
import type { ApiHttpClient } from './api-http-client';
import { API_ROUTES } from './api-routes';

/** The staff workflow's calls over the product API's HTTP client. */
export class HttpWorkflowApi implements WorkflowApi {
  constructor(private readonly client: ApiHttpClient) {}

  async timeline(applicationId: number): Promise<readonly TimelineEvent[]> {
    const { data } = await this.client.call<{ events?: readonly TimelineEvent[] } | null>(API_ROUTES.adminTimeline, { params: { applicationId } });
    return data?.events ?? [];
  }

  async notes(applicationId: number): Promise<readonly StaffNote[]> {
    const { data } = await this.client.call<{ notes?: readonly StaffNote[] } | null>(API_ROUTES.adminNotes, { params: { applicationId } });
    return data?.notes ?? [];
  }

  async addNote(applicationId: number, body: string): Promise<StaffNote> {
    return (await this.client.call<StaffNote>(API_ROUTES.adminAddNote, { params: { applicationId }, body: { body } })).data;
  }

  async deleteNote(applicationId: number, noteId: number): Promise<void> {
    await this.client.call(API_ROUTES.adminDeleteNote, { params: { applicationId, noteId } });
  }

  async reviewDocument(applicationId: number, documentId: number, decision: DocumentReviewDecision): Promise<DocumentReview> {
    const { data } = await this.client.call<DocumentReview & { document_id?: number }>(API_ROUTES.adminReviewDocument, {
      params: { applicationId, documentId },
      body: decision,
    });
    return { state: data.state, reason: data.reason ?? null, reviewed_at: data.reviewed_at ?? null, reviewer: data.reviewer ?? null };
  }

  async quizAccommodation(applicationId: number): Promise<StaffQuizAccommodation> {
    return (await this.client.call<StaffQuizAccommodation>(API_ROUTES.adminQuizAccommodation, { params: { applicationId } })).data;
  }

  async grantQuizAccommodation(applicationId: number, grant: QuizAccommodation): Promise<StaffQuizAccommodation> {
    const body = { extra_time_percent: grant.extraTimePercent, relaxed_focus_loss: grant.relaxedFocusLoss, reason: grant.reason };
    return (await this.client.call<StaffQuizAccommodation>(API_ROUTES.adminGrantQuizAccommodation, { params: { applicationId }, body })).data;
  }

  async removeQuizAccommodation(applicationId: number): Promise<StaffQuizAccommodation> {
    return (await this.client.call<StaffQuizAccommodation>(API_ROUTES.adminRemoveQuizAccommodation, { params: { applicationId } })).data;
  }
}
