// The candidates' deletion requests, for admins: the list, and carrying one out (the list reloads after).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { services } from '../../di/services';

const requestsKey = ['admin', 'deletion-requests'] as const;

/** Every request, waiting and carried out. */
export const useDeletionRequests = () => useQuery({ queryKey: requestsKey, queryFn: async () => (await services()).admin.deletionRequests() });

/** Carries out one request, once (a failure is reported, not sent again): `onDone` first, then the list reloads. */
export function useCompleteDeletion(requestId: number, { onDone, onFailed }: { readonly onDone: () => void; readonly onFailed: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await services()).admin.completeDeletion(requestId),
    retry: false,
    onSuccess: async () => {
      onDone();
      await queryClient.invalidateQueries({ queryKey: requestsKey });
    },
    onError: onFailed,
  });
}
