import { useIntl } from 'react-intl';
import { ReasonTextDialog } from '../../shared/reason-text-dialog';
import { reviewsMessages as m } from './reviews.messages';

interface Props {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  readonly isPending: boolean;
  readonly error: string | null;
  readonly onConfirm: (reason: string) => void;
}

/** "Declare a conflict of interest": a reason, then the application passes to another reviewer. */
export function ConflictDialog(props: Props) {
  const intl = useIntl();
  return (
    <ReasonTextDialog
      {...props}
      title={intl.formatMessage(m.conflictTitle)}
      intro={intl.formatMessage(m.conflictIntro)}
      reasonLabel={intl.formatMessage(m.conflictReason)}
      missingText={intl.formatMessage(m.conflictReasonMissing)}
      tooLongText={(max) => intl.formatMessage(m.conflictReasonTooLong, { max })}
      confirmLabel={intl.formatMessage(m.conflictConfirm)}
      cancelLabel={intl.formatMessage(m.conflictCancel)}
      confirmVariant="danger"
    />
  );
}
