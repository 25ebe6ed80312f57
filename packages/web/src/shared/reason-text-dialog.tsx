import { REVIEW_REASON_MAX_LENGTH, validateReviewReason } from '@admission/domain';
import { Alert, Button, Dialog, Stack, Text, TextArea } from '@admission/ui';
import { useEffect, useId, useState } from 'react';

export interface ReasonTextDialogProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  readonly title: string;
  /** What will happen. */
  readonly intro: string;
  readonly reasonLabel: string;
  readonly missingText: string;
  readonly tooLongText: (max: number) => string;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  readonly confirmVariant: 'primary' | 'danger';
  readonly isPending: boolean;
  /** What the server refused, in words: shown in the dialog, which keeps the reason typed. */
  readonly error: string | null;
  readonly onConfirm: (reason: string) => void;
}

/**
 * A jury's action that needs a reason in the person's own words (a reviewer's conflict of interest, an admin's
 * re-opening of a review): nothing is sent until the reason passes the domain's rule; a refusal keeps what was typed.
 */
export function ReasonTextDialog(props: ReasonTextDialogProps) {
  // A fresh reason each time the dialog opens.
  return props.isOpen ? <ReasonTextForm {...props} /> : null;
}

function ReasonTextForm({ isOpen, onOpenChange, title, intro, reasonLabel, missingText, tooLongText, confirmLabel, cancelLabel, confirmVariant, isPending, error, onConfirm }: ReasonTextDialogProps) {
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
    setProblem(checked.error.code === 'REVIEW_REASON_MISSING' ? missingText : tooLongText(REVIEW_REASON_MAX_LENGTH));
    document.getElementById(fieldId)?.focus();
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      isDismissable={!isPending}
      actions={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={isPending}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} onPress={confirm} isPending={isPending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Stack gap={3}>
        <Text>{intro}</Text>
        <TextArea id={fieldId} label={reasonLabel} value={reason} onChange={setReason} isRequired isInvalid={problem !== null} errorMessage={problem ?? undefined} />
        {error === null ? null : <Alert message={error} />}
      </Stack>
    </Dialog>
  );
}
