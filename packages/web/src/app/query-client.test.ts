import { QUERY_CACHE_POLICY } from '@admission/domain';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it('applies the caching rules of spec §9', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ staleTime: 5 * 60_000, gcTime: 10 * 60_000, retry: 2, refetchOnWindowFocus: false, refetchOnReconnect: false });
    expect(mutations?.retry).toBe(QUERY_CACHE_POLICY.mutationRetry);
  });
});
