import type { AssignmentRun } from '@admission/domain';
import { Alert, Button, NativeButton, Stack, Text } from '@admission/ui';
import { memo, Suspense, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { focusAfterDialogs } from '../../shared/focus-after-dialogs';
import { preloadableLazy } from '../../shared/preloadable-lazy';
import type { AssignDialogProps } from './assign-dialog';
import { assignmentOutcomeLines } from './assign-outcome';
import { assignMessages as m } from './assign-selection.messages';
import { useChosen, type RowSelection } from './row-selection';
import { useAssignReviews } from './use-assign-reviews';

// The confirm dialog (react-aria's dialog set) loads when an admin reaches for the button, never with /admin's first load.
const AssignDialog = preloadableLazy<AssignDialogProps>(() => import('./assign-dialog').then((module) => ({ default: module.AssignDialog })));
const preloadDialog = () => void AssignDialog.preload();

/** The outcome of an assignment, said where the focus goes. */
type Outcome = { readonly tone: 'success' | 'warning' | 'danger'; readonly lines: readonly string[] } | null;

interface Props {
  readonly selection: RowSelection;
  /** The id of the text saying which applications can be selected (the disabled checkboxes point at it). */
  readonly hintId: string;
}

/** "N selected", "Assign to the jury" and its confirmation, then the outcome, which takes the focus. Admins only. */
export const AssignSelection = memo(function AssignSelection({ selection, hintId }: Props) {
  const intl = useIntl();
  const chosen = useChosen(selection);
  const assign = useAssignReviews();
  const [asking, setAsking] = useState(false);
  const [dialogWanted, setDialogWanted] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const send = async () => {
    const sent = chosen;
    let run: AssignmentRun;
    try {
      run = await assign.mutateAsync(sent.map(({ id }) => id));
    } catch {
      setAsking(false);
      setOutcome({ tone: 'danger', lines: [intl.formatMessage(m.failed)] });
      focusAfterDialogs(() => outcomeRef.current);
      return;
    }
    setAsking(false);
    selection.clear();
    const nameOf = (id: number) => sent.find((application) => application.id === id)?.name ?? String(id);
    setOutcome({ tone: run.skipped.length === 0 ? 'success' : 'warning', lines: assignmentOutcomeLines(run, nameOf, intl) });
    focusAfterDialogs(() => outcomeRef.current);
  };

  return (
    <Stack gap={3}>
      {outcome === null ? null : <Alert ref={outcomeRef} tabIndex={-1} tone={outcome.tone} message={outcome.lines.join(' ')} />}
      <Stack direction="row" gap={2} align="center" wrap>
        <Text weight="semibold" role="status">{intl.formatMessage(m.selected, { count: chosen.length })}</Text>
        <Button
          size="sm"
          isDisabled={chosen.length === 0}
          onHoverStart={preloadDialog}
          onFocus={preloadDialog}
          onPress={() => {
            setDialogWanted(true);
            setAsking(true);
          }}
        >
          {intl.formatMessage(m.assign)}
        </Button>
        {chosen.length === 0 ? null : (
          <NativeButton size="sm" variant="secondary" onClick={() => selection.clear()}>
            {intl.formatMessage(m.clear)}
          </NativeButton>
        )}
      </Stack>
      <Text id={hintId} size="sm" tone="muted">{intl.formatMessage(m.onlyComplete)}</Text>
      {dialogWanted ? (
        <Suspense fallback={null}>
          <AssignDialog isOpen={asking} onOpenChange={setAsking} chosen={chosen} isPending={assign.isPending} onConfirm={() => void send()} />
        </Suspense>
      ) : null}
    </Stack>
  );
});
