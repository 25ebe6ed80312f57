import type { QuizAnswerResult, QuizStart } from '../api/entities';
import { isPortError } from '../api/port-error';
import type { QuizApi } from '../api/product-api.port';
import { type Result, fail, ok } from '../shared/result';
import { isQuizExpiredError } from './quiz-expiry';

export type QuizCallFailure =
  /** Switches to the 'Quiz Over' screen. */
  | { readonly code: 'QUIZ_EXPIRED' }
  /** Shown on the page: the detail, else 'Failed to start quiz' / 'Failed to submit answer'. */
  | { readonly code: 'QUIZ_START_FAILED' | 'QUIZ_ANSWER_FAILED'; readonly detail: string | null };

const failure = (code: 'QUIZ_START_FAILED' | 'QUIZ_ANSWER_FAILED', error: unknown): { readonly ok: false; readonly error: QuizCallFailure } =>
  isQuizExpiredError(error) ? fail({ code: 'QUIZ_EXPIRED' }) : fail({ code, detail: isPortError(error) ? error.detailText : null });

/** GET /quiz/start: the first (or current) question with end_time. */
export const startQuiz = async (quiz: Pick<QuizApi, 'start'>): Promise<Result<QuizStart, QuizCallFailure>> => {
  try {
    return ok(await quiz.start());
  } catch (error) {
    return failure('QUIZ_START_FAILED', error);
  }
};

/** POST /quiz/answer: maybe the next question, maybe a block time. */
export const answerQuestion = async (quiz: Pick<QuizApi, 'answer'>, answerId: number): Promise<Result<QuizAnswerResult, QuizCallFailure>> => {
  try {
    return ok(await quiz.answer(answerId));
  } catch (error) {
    return failure('QUIZ_ANSWER_FAILED', error);
  }
};
