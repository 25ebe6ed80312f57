import type { AdminApi, DealsApi, DocumentsApi, InterviewApi, QuizApi, ReviewApi, UsersApi, WorkflowApi } from '@admission/domain';
import { ApiHttpClient, type ApiHttpClientConfig } from './api-http-client';
import { FirstReadAnswers, PAGE_FIRST_READS, type AskFirstReads } from './first-reads';
import { HttpAdminApi } from './http-admin-api';
import { HttpDealsApi } from './http-deals-api';
import { HttpDocumentsApi } from './http-documents-api';
import { HttpInterviewApi } from './http-interview-api';
import { HttpQuizApi } from './http-quiz-api';
import { HttpReviewApi } from './http-review-api';
import { HttpUsersApi } from './http-users-api';
import { HttpWorkflowApi } from './http-workflow-api';

export interface HttpProductApi {
  readonly users: UsersApi;
  readonly quiz: QuizApi;
  readonly deals: DealsApi;
  readonly documents: DocumentsApi;
  readonly admin: AdminApi;
  readonly workflow: WorkflowApi;
  /** The jury's calls (the reviewer's queue and review page, the Reviews tab, the ranking, the jury settings). */
  readonly review: ReviewApi;
  /** The admission interview's calls (the booking page, the slots page, the Interview tab, the panel's pages). */
  readonly interview: InterviewApi;
}

/**
 * Every product-API port over one shared HTTP client. With the page's early answers, a page's first-reads
 * answer among them answers the GETs it holds (first-reads.ts).
 */
export function createHttpProductApi(config: Pick<ApiHttpClientConfig, 'baseUrl' | 'tokens' | 'early'>): HttpProductApi {
  const askFirstReads: AskFirstReads = async (route, asked) => (await client.call(route, { early: asked })).data;
  const early = config.early === undefined ? undefined : new FirstReadAnswers(config.early, PAGE_FIRST_READS, askFirstReads);
  const client = new ApiHttpClient({ ...config, early });
  return {
    users: new HttpUsersApi(client),
    quiz: new HttpQuizApi(client),
    deals: new HttpDealsApi(client),
    documents: new HttpDocumentsApi(client),
    admin: new HttpAdminApi(client),
    workflow: new HttpWorkflowApi(client),
    review: new HttpReviewApi(client),
    interview: new HttpInterviewApi(client),
  };
}
