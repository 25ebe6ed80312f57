// Data caching of spec §9, as the web's query client reads it.

const MINUTE_MS = 60_000;

export const QUERY_CACHE_POLICY = {
  /** Data counts as fresh for 5 minutes. */
  staleTimeMs: 5 * MINUTE_MS,
  /** Unused data is kept 10 minutes. */
  gcTimeMs: 10 * MINUTE_MS,
  queryRetry: 2,
  mutationRetry: 1,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;

export const QUIZ_STATUS_CACHE_POLICY = {
  staleTimeMs: 1 * MINUTE_MS,
  gcTimeMs: 5 * MINUTE_MS,
} as const;

/** The invoice query is not retried. */
export const INVOICE_QUERY_RETRY = 0;
