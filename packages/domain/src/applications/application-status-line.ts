import type { Deal, QuizStatus } from '../api/entities';
import { dealStatusOf } from './deal-status';
import { areDocumentsSubmitted } from './documents-submitted';
import { isQuizComplete } from './quiz-requirement';

/** Which message heads an application block on the dashboard (spec §2). */
export type ApplicationStatusLine = 'admissible' | 'rejected' | 'submitted-to-jury' | 'complete-the-steps';

export const applicationStatusLine = (deal: Deal, quizStatus: QuizStatus | null): ApplicationStatusLine => {
  if (dealStatusOf(deal) === 'ADMISSIBLE') return 'admissible';
  // A rejection says so, with its reasons, rather than "submitted to the jury".
  if (dealStatusOf(deal) === 'REJECTED') return 'rejected';
  if (areDocumentsSubmitted(deal) && isQuizComplete(deal, quizStatus)) return 'submitted-to-jury';
  return 'complete-the-steps';
};
