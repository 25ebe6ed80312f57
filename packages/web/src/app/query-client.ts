import { QUERY_CACHE_POLICY, isSessionRefusal } from '@admission/domain';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/** Who hears of a read or write the server refused with 401 (the access controller: refresh, or end the session). */
let sessionRefused: () => void = () => undefined;

export function onSessionRefused(listener: () => void): void {
  sessionRefused = listener;
}

const heard = (error: unknown): void => {
  if (isSessionRefusal(error)) sessionRefused();
};

/**
 * The cache rules of spec §9, from the domain's constants. A 401 is not tried again (the session itself was refused):
 * it goes at once to the access controller, which refreshes the session or ends it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: heard }),
    mutationCache: new MutationCache({ onError: heard }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_CACHE_POLICY.staleTimeMs,
        gcTime: QUERY_CACHE_POLICY.gcTimeMs,
        retry: (failures, error) => !isSessionRefusal(error) && failures < QUERY_CACHE_POLICY.queryRetry,
        refetchOnWindowFocus: QUERY_CACHE_POLICY.refetchOnWindowFocus,
        refetchOnReconnect: QUERY_CACHE_POLICY.refetchOnReconnect,
      },
      mutations: { retry: (failures, error) => !isSessionRefusal(error) && failures < QUERY_CACHE_POLICY.mutationRetry },
    },
  });
}

export const queryClient = createQueryClient();
