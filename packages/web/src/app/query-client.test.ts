import { PortError, QUERY_CACHE_POLICY } from '@admission/domain';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, onSessionRefused } from './query-client';

const refused = new PortError('UNAUTHENTICATED', 'Invalid token', { status: 401 });
const failed = new PortError('SERVER', 'Server error', { status: 500 });

describe('createQueryClient', () => {
  it('applies the caching rules of spec §9', () => {
    const { queries } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ staleTime: 5 * 60_000, gcTime: 10 * 60_000, refetchOnWindowFocus: false, refetchOnReconnect: false });
  });

  it('tries a failed read twice more and a failed write once more, a refused session never', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    const retryQuery = queries?.retry as (failures: number, error: unknown) => boolean;
    const retryMutation = mutations?.retry as (failures: number, error: unknown) => boolean;
    expect([0, 1, 2].map((failures) => retryQuery(failures, failed))).toEqual([true, true, false]);
    expect(QUERY_CACHE_POLICY.queryRetry).toBe(2);
    expect([0, 1].map((failures) => retryMutation(failures, failed))).toEqual([true, false]);
    expect(retryQuery(0, refused)).toBe(false);
    expect(retryMutation(0, refused)).toBe(false);
  });

  it('hands a refused session to its listener at once, from a read or a write, and nothing else', async () => {
    const listener = vi.fn();
    onSessionRefused(listener);
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['refused'], queryFn: () => Promise.reject(refused) }).catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
    await client.fetchQuery({ queryKey: ['failed'], queryFn: () => Promise.reject(failed), retry: false }).catch(() => undefined);
    await client.getMutationCache().build(client, { mutationFn: () => Promise.reject(refused) }).execute(undefined).catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
