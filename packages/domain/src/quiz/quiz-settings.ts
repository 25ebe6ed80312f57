// Quiz constants of spec §2 and §9. The intro dialog and the timer logic say 40 minutes (the lead's choice).

export const QUIZ_DURATION_MINUTES = 40;
export const QUIZ_QUESTION_COUNT = 20;
export const QUIZ_ANSWERS_PER_QUESTION = 4;
/** The countdown turns red at this many seconds left, or fewer. */
export const QUIZ_WARNING_SECONDS = 300;
export const QUIZ_TICK_MS = 1_000;
