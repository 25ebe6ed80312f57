// /admin/ranking's reads: a program's ranking (the programs: shared/use-programs.ts); and deciding a selection at once.
import type { RankingDecision } from '@admission/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { services } from '../../di/services';

export const rankingKeys = {
  ranking: (programId: number) => ['admin', 'ranking', programId] as const,
};

export const rankingQuery = (programId: number) => queryOptions({ queryKey: rankingKeys.ranking(programId), queryFn: async () => (await services()).review.ranking(programId) });

export const useRanking = (programId: number | null) => useQuery({ ...rankingQuery(programId ?? 0), enabled: programId !== null });

/** Decides the selection; the ranking, the list and the applications read again. */
export function useDecide(programId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: RankingDecision) => (await services()).review.decide(decision),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rankingKeys.ranking(programId ?? 0) }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'applications'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'application'] }),
      ]),
  });
}

/** The ranking's CSV as the server makes it (the same formula safety as the list's export). */
export const exportRanking = (programId: number) => async () => (await services()).review.exportRanking(programId);
