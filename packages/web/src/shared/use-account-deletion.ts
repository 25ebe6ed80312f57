// The account deletion dialog's read and writes: the candidate's request (with what a deletion removes and keeps),
// asking for the deletion and cancelling it. Apart from account-deletion-query.ts, which the header reads: these load
// with the dialog.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountDeletionState } from '@admission/domain';
import { services } from '../di/services';
import { deletionStateQuery } from './account-deletion-query';

/**
 * The request's state, and the two actions; each answers the new state, which replaces the read (no reload). A
 * refused or failed action is reported once, not sent again. `onCancelled` runs once a cancellation has settled.
 */
export function useAccountDeletion({ onCancelled }: { readonly onCancelled: () => void }) {
  const queryClient = useQueryClient();
  const state = useQuery(deletionStateQuery());
  const settle = (next: AccountDeletionState) => queryClient.setQueryData(deletionStateQuery().queryKey, next);
  const ask = useMutation({ mutationFn: async () => (await services()).users.requestDeletion(), retry: false, onSuccess: settle });
  const cancel = useMutation({
    mutationFn: async () => (await services()).users.cancelDeletion(),
    retry: false,
    onSuccess: (next) => {
      settle(next);
      onCancelled();
    },
  });
  return { state, ask, cancel };
}
