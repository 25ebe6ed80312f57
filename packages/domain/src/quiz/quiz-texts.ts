import type { QuizAnswerOption, QuizQuestion } from '../api/entities';

/** English shows the _en variant; any other language the French text. */
export const questionText = (question: Pick<QuizQuestion, 'question' | 'question_en'>, language: string): string =>
  language === 'en' ? question.question_en : question.question;

export const answerText = (answer: Pick<QuizAnswerOption, 'answer' | 'answer_en'>, language: string): string =>
  language === 'en' ? answer.answer_en : answer.answer;
