import { describe, expect, it } from 'vitest';
import { INVOICE_QUERY_RETRY, QUERY_CACHE_POLICY, QUIZ_STATUS_CACHE_POLICY } from './cache-policy';
import { ADMIN_SEARCH_DEBOUNCE_MS, REDIRECT_AFTER_SUBMISSION_MS, TOKEN_REFRESH_BACKOFF_START_MS } from './timing';

describe('caching and delays of spec §9', () => {
  it('keeps data fresh 5 min, 10 min in cache, retries 2 / 1, no refetch on focus or reconnect', () => {
    expect(QUERY_CACHE_POLICY).toEqual({
      staleTimeMs: 300_000,
      gcTimeMs: 600_000,
      queryRetry: 2,
      mutationRetry: 1,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    });
  });

  it('keeps quiz status 1 min fresh, 5 min cached; never retries the invoice', () => {
    expect(QUIZ_STATUS_CACHE_POLICY).toEqual({ staleTimeMs: 60_000, gcTimeMs: 300_000 });
    expect(INVOICE_QUERY_RETRY).toBe(0);
  });

  it('waits 2000 ms before redirecting, debounces 300 ms, backs off from 200 ms', () => {
    expect([REDIRECT_AFTER_SUBMISSION_MS, ADMIN_SEARCH_DEBOUNCE_MS, TOKEN_REFRESH_BACKOFF_START_MS]).toEqual([2_000, 300, 200]);
  });
});
