import { QUERY_CACHE_POLICY } from '@admission/domain';
import { QueryClient } from '@tanstack/react-query';

/** The cache rules of spec §9, from the domain's constants. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_CACHE_POLICY.staleTimeMs,
        gcTime: QUERY_CACHE_POLICY.gcTimeMs,
        retry: QUERY_CACHE_POLICY.queryRetry,
        refetchOnWindowFocus: QUERY_CACHE_POLICY.refetchOnWindowFocus,
        refetchOnReconnect: QUERY_CACHE_POLICY.refetchOnReconnect,
      },
      mutations: { retry: QUERY_CACHE_POLICY.mutationRetry },
    },
  });
}

export const queryClient = createQueryClient();
