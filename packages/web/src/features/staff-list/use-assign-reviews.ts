import { useMutation, useQueryClient } from '@tanstack/react-query';
import { services } from '../../di/services';

/** Assigns a selection of complete applications to the jury; the list, the applications and the ranking read again. */
export function useAssignReviews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (applicationIds: readonly number[]) => (await services()).review.assignApplications(applicationIds),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'applications'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'application'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'ranking'] }),
      ]),
  });
}
