// The cached reads every screen shares (spec §9 caching). Keys start with the resource name.
import {
  INVOICE_QUERY_RETRY,
  QUIZ_STATUS_CACHE_POLICY,
  loadQuizStatus,
  type Deal,
} from '@admission/domain';
import { useQuery } from '@tanstack/react-query';
import { services } from '../di/services';

export const queryKeys = {
  deals: ['deals'] as const,
  quizStatus: ['quiz-status'] as const,
  invoice: ['invoice'] as const,
  documents: ['documents', 'list'] as const,
  requirements: ['documents', 'requirements'] as const,
  submission: ['documents', 'submission-status'] as const,
  disability: ['users', 'disability'] as const,
  nationalities: ['users', 'nationalities'] as const,
  availableNationalities: (language: string) => ['users', 'available-nationalities', language] as const,
};

export const useDeals = (enabled = true) =>
  useQuery({ queryKey: queryKeys.deals, queryFn: async () => (await services()).deals.list(), enabled });

/** Asked only when some program requires the quiz; a failed check counts as no ongoing quiz (spec §8). */
export const useQuizStatus = (deals: readonly Deal[] | undefined, enabled = true) =>
  useQuery({
    queryKey: queryKeys.quizStatus,
    queryFn: async () => loadQuizStatus((await services()).quiz, deals ?? []),
    enabled: enabled && deals !== undefined,
    staleTime: QUIZ_STATUS_CACHE_POLICY.staleTimeMs,
    gcTime: QUIZ_STATUS_CACHE_POLICY.gcTimeMs,
  });

export const useInvoice = (enabled = true) =>
  useQuery({
    queryKey: queryKeys.invoice,
    queryFn: async () => (await services()).users.invoice(),
    retry: INVOICE_QUERY_RETRY,
    enabled,
  });
