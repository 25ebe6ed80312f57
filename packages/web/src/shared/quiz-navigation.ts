/** The navigation state with which the dashboard's intro dialog starts the quiz (its only gate). */
export const START_QUIZ_STATE = { startQuiz: true } as const;

export const isStartQuizState = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { startQuiz?: unknown }).startQuiz === true;
