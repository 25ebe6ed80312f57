// The cached reads every screen shares (spec §9 caching). Keys start with the resource name.
import {
  INVOICE_QUERY_RETRY,
  QUIZ_STATUS_CACHE_POLICY,
  loadQuizStatus,
  type Deal,
} from '@admission/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { services } from '../di/services';

export const queryKeys = {
  deals: ['deals'] as const,
  quizStatus: ['quiz-status'] as const,
  quizTime: ['quiz-time'] as const,
  invoice: ['invoice'] as const,
  documents: ['documents', 'list'] as const,
  requirements: ['documents', 'requirements'] as const,
  submission: ['documents', 'submission-status'] as const,
  disability: ['users', 'disability'] as const,
  nationalities: ['users', 'nationalities'] as const,
  availableNationalities: (language: string) => ['users', 'available-nationalities', language] as const,
};

// Each read is one options object, used by the screens' hooks and by the route's first reads (app/route-data.ts).
export const dealsQuery = () => queryOptions({ queryKey: queryKeys.deals, queryFn: async () => (await services()).deals.list() });

/** Asked only when some program requires the quiz; a failed check counts as no ongoing quiz (spec §8). */
export const quizStatusQuery = (deals: readonly Deal[] | undefined) =>
  queryOptions({
    queryKey: queryKeys.quizStatus,
    queryFn: async () => loadQuizStatus((await services()).quiz, deals ?? []),
    staleTime: QUIZ_STATUS_CACHE_POLICY.staleTimeMs,
    gcTime: QUIZ_STATUS_CACHE_POLICY.gcTimeMs,
  });

/** The time the candidate will have on the quiz and its focus-loss rule (a staff grant changes both). */
export const quizTimeQuery = () => queryOptions({ queryKey: queryKeys.quizTime, queryFn: async () => (await services()).quiz.time() });

export const useQuizTime = (enabled = true) => useQuery({ ...quizTimeQuery(), enabled });

export const invoiceQuery = () =>
  queryOptions({ queryKey: queryKeys.invoice, queryFn: async () => (await services()).users.invoice(), retry: INVOICE_QUERY_RETRY });

export const useDeals = (enabled = true) => useQuery({ ...dealsQuery(), enabled });

export const useQuizStatus = (deals: readonly Deal[] | undefined, enabled = true) =>
  useQuery({ ...quizStatusQuery(deals), enabled: enabled && deals !== undefined });

export const useInvoice = (enabled = true) => useQuery({ ...invoiceQuery(), enabled });
