import type { AssignmentRun } from '@admission/domain';
import { AlertDialog } from '@admission/ui';
import { useIntl } from 'react-intl';
import { focusAfterDialogs } from '../../shared/focus-after-dialogs';
import { assignmentOutcomeLines } from './assign-outcome';
import type { BulkOutcome } from '../../shared/bulk-outcome';
import { assignMessages as m } from './assign-selection.messages';
import type { RowSelection, SelectedApplication } from '../../shared/row-selection';
import { useAssignReviews } from './use-assign-reviews';

export interface AssignDialogProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  readonly selection: RowSelection;
  readonly chosen: readonly SelectedApplication[];
  /** Shows the outcome; the focus then goes to `outcomeTarget` once the dialog has closed. */
  readonly onOutcome: (outcome: BulkOutcome) => void;
  readonly outcomeTarget: () => HTMLElement | null;
}

/**
 * "Assign N applications to the jury?", naming them, and the call: a success empties the selection, a failure keeps
 * it. Loaded when an admin first reaches for the button (with the focus handling and the call), never with the list.
 */
export function AssignDialog({ isOpen, onOpenChange, selection, chosen, onOutcome, outcomeTarget }: AssignDialogProps) {
  const intl = useIntl();
  const assign = useAssignReviews();

  const send = async () => {
    const sent = chosen;
    let run: AssignmentRun;
    try {
      run = await assign.mutateAsync(sent.map(({ id }) => id));
    } catch {
      onOpenChange(false);
      onOutcome({ tone: 'danger', lines: [intl.formatMessage(m.failed)] });
      focusAfterDialogs(outcomeTarget);
      return;
    }
    onOpenChange(false);
    selection.clear();
    const nameOf = (id: number) => sent.find((application) => application.id === id)?.name ?? String(id);
    onOutcome({ tone: run.skipped.length === 0 ? 'success' : 'warning', lines: assignmentOutcomeLines(run, nameOf, intl) });
    focusAfterDialogs(outcomeTarget);
  };

  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(m.confirmTitle, { count: chosen.length })}
      message={intl.formatMessage(m.confirmText, { names: intl.formatList(chosen.map(({ name }) => name), { type: 'conjunction' }) })}
      confirmLabel={intl.formatMessage(m.confirm)}
      cancelLabel={intl.formatMessage(m.cancel)}
      isPending={assign.isPending}
      onConfirm={() => void send()}
    />
  );
}
