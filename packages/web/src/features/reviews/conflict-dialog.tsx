import { REVIEW_REASON_MAX_LENGTH, validateReviewReason } from '@admission/domain';
import { Alert, Button, Dialog, Stack, Text, TextArea } from '@admission/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { reviewsMessages as m } from './reviews.messages';

interface Props {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  readonly isPending: boolean;
  /** What the server refused, in words: shown in the dialog, which keeps the reason typed. */
  readonly error: string | null;
  readonly onConfirm: (reason: string) => void;
}

/** "Declare a conflict of interest": a reason (the domain's rule), then the application passes to another reviewer. */
export function ConflictDialog(props: Props) {
  // A fresh reason each time the dialog opens.
  return props.isOpen ? <ConflictForm {...props} /> : null;
}

function ConflictForm({ isOpen, onOpenChange, isPending, error, onConfirm }: Props) {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = () => {
    const checked = validateReviewReason(reason);
    if (checked.ok) {
      setProblem(null);
      onConfirm(checked.value);
    } else {
      setProblem(checked.error.code === 'REVIEW_REASON_MISSING' ? intl.formatMessage(m.conflictReasonMissing) : intl.formatMessage(m.conflictReasonTooLong, { max: REVIEW_REASON_MAX_LENGTH }));
      document.getElementById('conflict-reason')?.focus();
    }
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(m.conflictTitle)}
      isDismissable={!isPending}
      actions={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={isPending}>
            {intl.formatMessage(m.conflictCancel)}
          </Button>
          <Button variant="danger" onPress={confirm} isPending={isPending}>
            {intl.formatMessage(m.conflictConfirm)}
          </Button>
        </>
      }
    >
      <Stack gap={3}>
        <Text>{intl.formatMessage(m.conflictIntro)}</Text>
        <TextArea
          id="conflict-reason"
          label={intl.formatMessage(m.conflictReason)}
          value={reason}
          onChange={setReason}
          isRequired
          isInvalid={problem !== null}
          errorMessage={problem ?? undefined}
          autoFocus
        />
        {error === null ? null : <Alert message={error} />}
      </Stack>
    </Dialog>
  );
}
