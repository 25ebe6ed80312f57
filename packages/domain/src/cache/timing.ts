// Delays of spec §9.

/** From a successful submission to the dashboard. */
export const REDIRECT_AFTER_SUBMISSION_MS = 2_000;
/** Admin search box debounce. */
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;
/** First token-refresh retry delay; doubles each time. */
export const TOKEN_REFRESH_BACKOFF_START_MS = 200;
