import type { Deal, QuizStatus } from '../api/entities';
import type { QuizApi } from '../api/product-api.port';
import { isQuizRequiredForAny } from '../applications/quiz-requirement';

export const NO_QUIZ_STATUS: QuizStatus = { has_ongoing_quiz: false, is_quiz_over: false };

export interface LoadedQuizStatus {
  readonly status: QuizStatus;
  /** The check ran and failed ('Failed to check quiz status'); the status then says no ongoing quiz. */
  readonly failed: boolean;
}

/** The quiz status, asked only when some program requires the quiz (spec §4, §8). */
export const loadQuizStatus = async (quiz: Pick<QuizApi, 'status'>, deals: readonly Pick<Deal, 'program'>[]): Promise<LoadedQuizStatus> => {
  if (!isQuizRequiredForAny(deals)) return { status: NO_QUIZ_STATUS, failed: false };
  try {
    return { status: await quiz.status(), failed: false };
  } catch {
    return { status: NO_QUIZ_STATUS, failed: true };
  }
};
