/**
 * The e2e backend's limit on sign-in emails to one address (backend-server.ts): the suite signs in some 60 times
 * from one address in a few minutes, so the count is raised; the window is short so that a test can use the limit
 * up and see its wait end (refusal-messages.spec.ts) without other tests meeting it.
 */
export const LINK_SENDS_PER_EMAIL = 50;
export const LINK_SEND_WINDOW_SECONDS = 30;
