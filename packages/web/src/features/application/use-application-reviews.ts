// The Reviews tab's reads and an admin's actions on them: re-open a submitted review, reassign an assignment.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { services } from '../../di/services';
import { applicationKeys } from './use-application';
import { workflowKeys } from './use-workflow';

export const applicationReviewsKeys = {
  reviews: (id: number) => [...applicationKeys.detail(id), 'reviews'] as const,
  programJury: (programId: number) => ['admin', 'program', programId, 'review-settings'] as const,
};

export const applicationReviewsQuery = (id: number) =>
  queryOptions({ queryKey: applicationReviewsKeys.reviews(id), queryFn: async () => (await services()).review.applicationReviews(id) });

export const useApplicationReviews = (id: number) => useQuery(applicationReviewsQuery(id));

/** The program's reviewers, read when an admin reassigns. */
export const useProgramJury = (programId: number | null) =>
  useQuery({
    queryKey: applicationReviewsKeys.programJury(programId ?? 0),
    queryFn: async () => (await services()).review.settings(programId ?? 0),
    enabled: programId !== null,
  });

/** Re-open and reassign; both reload the tab and the timeline (which records them). */
export function useReviewActions(applicationId: number) {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationReviewsKeys.reviews(applicationId) }),
        queryClient.invalidateQueries({ queryKey: workflowKeys.timeline(applicationId) }),
      ]),
    [queryClient, applicationId],
  );
  return {
    reopen: useCallback(
      async (assignmentId: number, reason: string) => {
        await (await services()).review.reopenReview(applicationId, assignmentId, reason);
        await refresh();
      },
      [applicationId, refresh],
    ),
    reassign: useCallback(
      async (assignmentId: number, reviewerId: string) => {
        await (await services()).review.reassign(applicationId, assignmentId, reviewerId);
        await refresh();
      },
      [applicationId, refresh],
    ),
  };
}
