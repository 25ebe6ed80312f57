import type { Deal, QuizStatus } from '../api/entities';

export const requiresQuiz = (deal: Pick<Deal, 'program'>): boolean => deal.program.requires_quiz;

/** The quiz counts as complete once it is over; a program without quiz never waits for one. */
export const isQuizComplete = (deal: Pick<Deal, 'program'>, quizStatus: QuizStatus | null): boolean =>
  !requiresQuiz(deal) || quizStatus?.is_quiz_over === true;

/** Is the quiz reachable at all? Only when some program requires it (spec §4, §6). */
export const isQuizRequiredForAny = (deals: readonly Pick<Deal, 'program'>[]): boolean => deals.some(requiresQuiz);
