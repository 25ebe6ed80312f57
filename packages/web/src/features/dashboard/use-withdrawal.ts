import { PortError, type WithdrawalReason } from '@admission/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { services } from '../../di/services';
import { queryKeys } from '../../shared/queries';
import { withdrawalMessages as m } from './withdrawal.messages';

/** The domain's refusal code the API sent, if any (`{detail: {code}}`). */
const refusalCode = (error: unknown): string | null => {
  if (!(error instanceof PortError)) return null;
  const { detail } = error;
  return typeof detail === 'object' && detail !== null && 'code' in detail && typeof detail.code === 'string' ? detail.code : null;
};

/**
 * Withdrawing one application: the dialog's open state, the call, and a refusal in words. The dialog
 * stays open on an error, so nothing chosen or typed is lost; once withdrawn the applications reload.
 */
export function useWithdrawal(applicationId: number) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  const withdraw = useMutation({
    mutationFn: async (reasons: readonly WithdrawalReason[]) => (await services()).deals.withdraw(applicationId, reasons),
    retry: false,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.deals });
      setOpen(false);
    },
  });
  const code = withdraw.isError ? refusalCode(withdraw.error) : null;
  const error = !withdraw.isError
    ? undefined
    : intl.formatMessage(code === 'ALREADY_WITHDRAWN' ? m.alreadyWithdrawn : code === 'ALREADY_DECIDED' ? m.alreadyDecided : m.failed);
  const open = (next: boolean) => {
    if (next) withdraw.reset();
    if (!withdraw.isPending) setOpen(next);
  };
  return { isOpen, open, error, isPending: withdraw.isPending, confirm: (reasons: readonly WithdrawalReason[]) => withdraw.mutate(reasons) };
}
