import { isPortError, type CandidateQuizTime, type QuizAnswerResult, type QuizApi, type QuizStart, type QuizStatus } from '@admission/domain';
import type { ApiHttpClient } from './api-http-client';
import { API_ROUTES, type ApiRoute } from './api-routes';

/** 401 and 422 on the quiz status mean "not authenticated": silently no ongoing quiz (spec §8). */
const NOT_AUTHENTICATED_STATUSES: ReadonlySet<number | null> = new Set([401, 422]);

export class HttpQuizApi implements QuizApi {
  constructor(private readonly client: ApiHttpClient) {}

  hasOngoing(): Promise<boolean> {
    return this.flag(API_ROUTES.quizHasOngoing, 'has_ongoing_quiz');
  }

  isOver(): Promise<boolean> {
    return this.flag(API_ROUTES.quizIsOver, 'is_quiz_over');
  }

  async status(): Promise<QuizStatus> {
    const [hasOngoing, isOver] = await Promise.all([this.hasOngoing(), this.isOver()]);
    return { has_ongoing_quiz: hasOngoing, is_quiz_over: isOver };
  }

  async start(): Promise<QuizStart> {
    return (await this.client.call<QuizStart>(API_ROUTES.quizStart)).data;
  }

  async answer(answerId: number): Promise<QuizAnswerResult> {
    return (await this.client.call<QuizAnswerResult>(API_ROUTES.quizAnswer, { body: { answer_id: answerId } })).data;
  }

  async time(): Promise<CandidateQuizTime> {
    return (await this.client.call<CandidateQuizTime>(API_ROUTES.quizAccommodation)).data;
  }

  private async flag(route: ApiRoute, field: 'has_ongoing_quiz' | 'is_quiz_over'): Promise<boolean> {
    try {
      const { data } = await this.client.call<Partial<QuizStatus> | null>(route);
      return data?.[field] === true;
    } catch (error) {
      if (isPortError(error) && NOT_AUTHENTICATED_STATUSES.has(error.status)) return false;
      throw error;
    }
  }
}
