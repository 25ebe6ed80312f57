/**
 * The e2e backend's QUIZ_MIN_ANSWER_INTERVAL_MS (playwright.config.ts): answers sooner than this after their
 * question are blocked. Long enough that the block of an answer sent at once is still on when the page shows
 * it, even on a loaded 2-core machine (at 1000 ms the 'Wait' button was sometimes gone before it was seen).
 */
export const QUIZ_MIN_ANSWER_INTERVAL_MS = 2000;
