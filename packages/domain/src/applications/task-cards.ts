import type { Deal, QuizStatus } from '../api/entities';
import { areDocumentsSubmitted } from './documents-submitted';
import { requiresQuiz } from './quiz-requirement';

export type TaskState = 'complete' | 'incomplete';

export interface DocumentsTaskCard {
  readonly state: TaskState;
  /** 'View Documents' once submitted, else 'Upload Documents'; both go to /documents. */
  readonly action: 'view-documents' | 'upload-documents';
}

export interface QuizTaskCard {
  readonly state: TaskState;
  /** 'start' opens the intro dialog; 'completed' is the disabled button. */
  readonly action: 'start' | 'completed';
}

export const documentsTaskCard = (deal: Pick<Deal, 'documents_submitted_at'>): DocumentsTaskCard =>
  areDocumentsSubmitted(deal) ? { state: 'complete', action: 'view-documents' } : { state: 'incomplete', action: 'upload-documents' };

/** Shown only when the program requires a quiz; complete once the quiz is over. */
export const quizTaskCard = (deal: Pick<Deal, 'program'>, quizStatus: QuizStatus | null): QuizTaskCard | null => {
  if (!requiresQuiz(deal)) return null;
  return quizStatus?.is_quiz_over === true ? { state: 'complete', action: 'completed' } : { state: 'incomplete', action: 'start' };
};
