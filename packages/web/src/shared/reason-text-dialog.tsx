import { REVIEW_REASON_MAX_LENGTH, validateReviewReason } from '@admission/domain';
import { Alert, Stack, Text, TextArea } from '@admission/ui';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ActionDialog, type ActionDialogFrame } from './action-dialog';
import { freeTextMessages } from './free-text.messages';

export interface ReasonTextDialogProps extends ActionDialogFrame {
  /** What will happen. */
  readonly intro: string;
  readonly reasonLabel: string;
  readonly missingText: string;
  readonly tooLongText: (max: number) => string;
  readonly cancelLabel: string;
  /** What the server refused, in words: shown in the dialog, which keeps the reason typed. */
  readonly error: string | null;
  readonly onConfirm: (reason: string) => void;
}

/**
 * A jury's action that needs a reason in the person's own words (a reviewer's conflict of interest, an admin's
 * re-opening of a review), on as many lines as they like: nothing is sent until the reason passes the domain's rule
 * (a control character other than a line break or a tab is refused naming the field); a refusal keeps what was typed.
 */
export function ReasonTextDialog(props: ReasonTextDialogProps) {
  // A fresh reason each time the dialog opens.
  return props.isOpen ? <ReasonTextForm {...props} /> : null;
}

function ReasonTextForm({ intro, reasonLabel, missingText, tooLongText, error, onConfirm, ...frame }: ReasonTextDialogProps) {
  const intl = useIntl();
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // The reason is what the dialog asks for: the focus starts there (the dialog itself took it first).
  useEffect(() => {
    const frame = requestAnimationFrame(() => document.getElementById(fieldId)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [fieldId]);
  const confirm = () => {
    const checked = validateReviewReason(reason);
    if (checked.ok) {
      setProblem(null);
      onConfirm(checked.value);
      return;
    }
    const refusal = checked.error;
    if (refusal.code === 'REVIEW_REASON_MISSING') setProblem(missingText);
    else if (refusal.code === 'REVIEW_REASON_TOO_LONG') setProblem(tooLongText(REVIEW_REASON_MAX_LENGTH));
    else setProblem(intl.formatMessage(freeTextMessages.controlCharacter, { field: reasonLabel }));
    document.getElementById(fieldId)?.focus();
  };
  return (
    <ActionDialog {...frame} onConfirm={confirm}>
      <Stack gap={3}>
        <Text>{intro}</Text>
        <TextArea id={fieldId} label={reasonLabel} value={reason} onChange={setReason} isRequired isInvalid={problem !== null} errorMessage={problem ?? undefined} />
        {error === null ? null : <Alert message={error} />}
      </Stack>
    </ActionDialog>
  );
}
