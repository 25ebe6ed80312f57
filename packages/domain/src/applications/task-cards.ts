import type { Deal, QuizStatus } from '../api/entities';
import { isWithdrawn } from '../rights/withdrawal';
import { areDocumentsSubmitted } from './documents-submitted';
import { requiresQuiz } from './quiz-requirement';

export type TaskState = 'complete' | 'incomplete';

export interface DocumentsTaskCard {
  /** 'withdrawn': the application was withdrawn, what was sent stays readable and nothing more can be sent. */
  readonly state: TaskState | 'withdrawn';
  /** 'View Documents' once submitted or withdrawn, else 'Upload Documents'; both go to /documents. */
  readonly action: 'view-documents' | 'upload-documents';
}

export interface QuizTaskCard {
  readonly state: TaskState;
  /** 'start' opens the intro dialog; 'completed' is the disabled button. */
  readonly action: 'start' | 'completed';
}

/** A withdrawn application offers its documents to read only: the server refuses any upload once it is withdrawn. */
export const documentsTaskCard = (deal: Pick<Deal, 'documents_submitted_at' | 'withdrawn_at'>): DocumentsTaskCard => {
  if (isWithdrawn(deal)) return { state: 'withdrawn', action: 'view-documents' };
  return areDocumentsSubmitted(deal) ? { state: 'complete', action: 'view-documents' } : { state: 'incomplete', action: 'upload-documents' };
};

/** Shown only when the program requires a quiz; complete once the quiz is over. */
export const quizTaskCard = (deal: Pick<Deal, 'program'>, quizStatus: QuizStatus | null): QuizTaskCard | null => {
  if (!requiresQuiz(deal)) return null;
  return quizStatus?.is_quiz_over === true ? { state: 'complete', action: 'completed' } : { state: 'incomplete', action: 'start' };
};
