// The reads of a panel member's pages, and their actions on one interview: attendance, then the score.
import { isPortError, type InterviewAttendance, type PanelInterviewDetail, type PanelScoreRequest } from '@admission/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { services } from '../../di/services';

export const panelKeys = {
  list: ['interviews', 'panel'] as const,
  detail: (bookingId: number) => ['interviews', 'panel', bookingId] as const,
};

/** Not on its panel and unknown answer alike (403, 404). */
export const isUnreachable = (error: unknown): boolean => isPortError(error) && (error.code === 'FORBIDDEN' || error.code === 'NOT_FOUND');

/** The refusal's code (NOT_YET_HELD, NOT_ATTENDED, SCORE_INCOMPLETE...); null for any other failure. */
export const refusalCodeOf = (error: unknown): string | null => {
  if (!isPortError(error) || typeof error.detail !== 'object' || error.detail === null) return null;
  const code = (error.detail as { readonly code?: unknown }).code;
  return typeof code === 'string' ? code : null;
};

export const panelInterviewsQuery = () => queryOptions({ queryKey: panelKeys.list, queryFn: async () => (await services()).interview.panelInterviews() });

export const panelInterviewQuery = (bookingId: number) =>
  queryOptions({
    queryKey: panelKeys.detail(bookingId),
    queryFn: async () => (await services()).interview.panelInterview(bookingId),
    retry: (failures, error) => !isUnreachable(error) && failures < 2,
    refetchOnWindowFocus: false,
  });

export const usePanelInterviews = () => useQuery(panelInterviewsQuery());

export const usePanelInterview = (bookingId: number | null) => useQuery({ ...panelInterviewQuery(bookingId ?? 0), enabled: bookingId !== null });

type Action = { readonly kind: 'attendance'; readonly attendance: InterviewAttendance } | { readonly kind: 'score'; readonly score: PanelScoreRequest };

/** Record the attendance and submit the score: each answer replaces the page's interview; a refusal keeps its code. */
export function usePanelActions(bookingId: number) {
  const queryClient = useQueryClient();
  const [done, setDone] = useState<Action['kind'] | null>(null);
  const mutation = useMutation({
    mutationFn: async (action: Action): Promise<PanelInterviewDetail> => {
      const api = (await services()).interview;
      return action.kind === 'attendance' ? api.recordAttendance(bookingId, action.attendance) : api.scoreInterview(bookingId, action.score);
    },
    onMutate: () => setDone(null),
    onSuccess: (detail, action) => {
      queryClient.setQueryData(panelKeys.detail(bookingId), detail);
      void queryClient.invalidateQueries({ queryKey: panelKeys.list, exact: true });
      setDone(action.kind);
    },
  });
  return {
    done,
    isPending: mutation.isPending,
    failed: mutation.isError ? { kind: mutation.variables?.kind ?? 'attendance', code: refusalCodeOf(mutation.error) } : null,
    recordAttendance: (attendance: InterviewAttendance) => mutation.mutate({ kind: 'attendance', attendance }),
    score: (score: PanelScoreRequest) => mutation.mutate({ kind: 'score', score }),
  };
}
