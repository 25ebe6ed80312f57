import { Alert, NativeButton } from '@admission/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from './messages';
import type { RefusalState } from './use-refusal';

interface Props {
  readonly refusal: RefusalState;
  readonly isPending: boolean;
  readonly pendingLabel: string;
  /** A plain button's action; without it the button submits its form. */
  readonly onClick?: () => void;
  readonly children: ReactNode;
}

/**
 * A button with the refusal its last press got: the message just above it, named as the button's description,
 * and the button off while the refusal's wait runs.
 */
export function ButtonWithRefusal({ refusal, isPending, pendingLabel, onClick, children }: Props) {
  const intl = useIntl();
  const { refusal: shown, alert, control, waiting, describedBy } = refusal;
  return (
    <>
      {shown ? <Alert {...alert} title={shown.title} message={shown.text} externalLabel={intl.formatMessage(commonMessages.opensInNewTab)} /> : null}
      <NativeButton
        ref={control}
        type={onClick ? 'button' : 'submit'}
        onClick={onClick}
        isPending={isPending}
        pendingLabel={pendingLabel}
        disabled={waiting}
        aria-describedby={describedBy}
        fullWidth
      >
        {children}
      </NativeButton>
    </>
  );
}
