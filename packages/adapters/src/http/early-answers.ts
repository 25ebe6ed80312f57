// Answers the page asked for before the app's code arrived: on a signed-in page, index.html's inline script
// sends the first GETs with the stored token (packages/web/build/html-shell.ts), and the HTTP client hands
// each answer to the first call of the same path with the same token instead of asking again.

/** An answer as the inline script keeps it: the status, the body as text, the lower-cased headers. */
export interface EarlyAnswer {
  readonly status: number;
  readonly body: string;
  readonly headers: Readonly<Record<string, string>>;
}

export interface EarlyAnswers {
  /**
   * The answer (or its promise) to `GET path` sent with `token`, once: null when there is none, and the promise
   * gives null when the early request failed to get any answer (the client then asks itself).
   */
  take(path: string, token: string): Promise<EarlyAnswer | null> | null;
  /** Whether an answer taken now is still fresh (the page's first reads are, for a while); always when absent. */
  isFresh?(): boolean;
}

/** The body as axios gives it with its default settings: parsed JSON when it is JSON, the text otherwise. */
export function earlyAnswerData(body: string): unknown {
  if (body === '') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}
