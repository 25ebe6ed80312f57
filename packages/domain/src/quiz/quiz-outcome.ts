export type QuizOutcomeLabel = 'PASS' | 'FAIL' | 'NOT_ASSESSABLE' | 'NO_QUIZ' | 'UNKNOWN';

/** 1 Pass, -1 Fail, 0 Not Assessable, undefined (or null) No Quiz, anything else Unknown (spec §4). */
export const quizOutcomeLabel = (outcome: unknown): QuizOutcomeLabel => {
  if (outcome === undefined || outcome === null) return 'NO_QUIZ';
  if (outcome === 1) return 'PASS';
  if (outcome === -1) return 'FAIL';
  if (outcome === 0) return 'NOT_ASSESSABLE';
  return 'UNKNOWN';
};
