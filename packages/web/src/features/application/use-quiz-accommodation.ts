// The quiz tab's accommodation: the read and the two writes, under the application's keys. A change is
// recorded on the timeline, which reloads with it.
import { PortError, type QuizAccommodation, type StaffQuizAccommodation } from '@admission/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { services } from '../../di/services';
import { applicationKeys } from './use-application';
import { workflowKeys } from './use-workflow';

export const accommodationKey = (id: number) => [...applicationKeys.detail(id), 'quiz-accommodation'] as const;

export const quizAccommodationQuery = (id: number) =>
  queryOptions({ queryKey: accommodationKey(id), queryFn: async () => (await services()).workflow.quizAccommodation(id) });

export const useQuizAccommodation = (id: number) => useQuery(quizAccommodationQuery(id));

/** The domain's refusal code the API sent (`{detail: {code}}`), or the port's own code (FORBIDDEN, NOT_FOUND...). */
export const accommodationRefusal = (error: unknown): string | null => {
  if (!(error instanceof PortError)) return null;
  const { detail } = error;
  if (typeof detail === 'object' && detail !== null && 'code' in detail && typeof detail.code === 'string') return detail.code;
  return error.code;
};

/** Grants, changes (a grant) or removes (null) the accommodation; the answer replaces the read, the timeline reloads. */
export function useChangeQuizAccommodation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (grant: QuizAccommodation | null): Promise<StaffQuizAccommodation> => {
      const { workflow } = await services();
      return grant === null ? workflow.removeQuizAccommodation(id) : workflow.grantQuizAccommodation(id, grant);
    },
    retry: false,
    onSuccess: (answer) => {
      queryClient.setQueryData(accommodationKey(id), answer);
      return queryClient.invalidateQueries({ queryKey: workflowKeys.timeline(id) });
    },
    onError: (error) => {
      // The quiz started meanwhile, or the candidate's programs changed: read where it stands (the form gives way to
      // the notice that says why).
      const refusal = accommodationRefusal(error);
      if (refusal === 'QUIZ_ALREADY_STARTED' || refusal === 'QUIZ_NOT_REQUIRED') void queryClient.invalidateQueries({ queryKey: accommodationKey(id) });
    },
  });
}
