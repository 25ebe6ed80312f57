import { AlertDialog } from '@admission/ui';
import { useIntl } from 'react-intl';
import { assignMessages as m } from './assign-selection.messages';
import type { SelectedApplication } from './row-selection';

export interface AssignDialogProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  readonly chosen: readonly SelectedApplication[];
  readonly isPending: boolean;
  readonly onConfirm: () => void;
}

/** "Assign N applications to the jury?", naming them; loaded when an admin first reaches for the button. */
export function AssignDialog({ isOpen, onOpenChange, chosen, isPending, onConfirm }: AssignDialogProps) {
  const intl = useIntl();
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(m.confirmTitle, { count: chosen.length })}
      message={intl.formatMessage(m.confirmText, { names: intl.formatList(chosen.map(({ name }) => name), { type: 'conjunction' }) })}
      confirmLabel={intl.formatMessage(m.confirm)}
      cancelLabel={intl.formatMessage(m.cancel)}
      isPending={isPending}
      onConfirm={onConfirm}
    />
  );
}
