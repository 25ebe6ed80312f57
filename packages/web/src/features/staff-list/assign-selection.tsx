import { Button, NativeButton, Stack, Text } from '@admission/ui';
import { memo, Suspense, useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { preloadableLazy } from '../../shared/preloadable-lazy';
import type { AssignDialogProps } from './assign-dialog';
import { BulkOutcomeAlert, type BulkOutcome } from '../../shared/bulk-outcome';
import { assignMessages as m } from './assign-selection.messages';
import { useChosen, type RowSelection } from '../../shared/row-selection';

// The confirm dialog, the call and the focus handling load when an admin reaches for the button, never with the list.
const AssignDialog = preloadableLazy<AssignDialogProps>(() => import('./assign-dialog').then((module) => ({ default: module.AssignDialog })));
const preloadDialog = () => void AssignDialog.preload();

interface Props {
  readonly selection: RowSelection;
  /** The id of the text saying which applications can be selected (the disabled checkboxes point at it). */
  readonly hintId: string;
}

/** "N selected", "Assign to the jury" and its confirmation, then the outcome, which takes the focus. Admins only. */
export const AssignSelection = memo(function AssignSelection({ selection, hintId }: Props) {
  const intl = useIntl();
  const chosen = useChosen(selection);
  const [asking, setAsking] = useState(false);
  const [dialogWanted, setDialogWanted] = useState(false);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const outcomeTarget = useCallback(() => outcomeRef.current, []);

  return (
    <Stack gap={3}>
      <BulkOutcomeAlert outcome={outcome} alertRef={outcomeRef} />
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
          <AssignDialog isOpen={asking} onOpenChange={setAsking} selection={selection} chosen={chosen} onOutcome={setOutcome} outcomeTarget={outcomeTarget} />
        </Suspense>
      ) : null}
    </Stack>
  );
});
