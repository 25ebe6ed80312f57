import type { ReactNode, Ref } from 'react';
import { Icon, type IconName } from '../Icon';
import { RichText, type Message } from '../RichText';
import { AlertBody, AlertTitle, StyledAlert, type AlertTone } from './Alert.styles';

export interface AlertProps {
  /** The message; https: and mailto: URLs in it become links. */
  message: Message;
  /** Optional bold first line. */
  title?: string;
  /** Default `danger`. */
  tone?: AlertTone;
  /** `alert` interrupts screen readers (errors); `status` waits politely. Default: alert for danger, status otherwise. */
  role?: 'alert' | 'status' | 'none';
  /** Screen-reader suffix for links opening a new tab. */
  externalLabel?: string;
  /** Extra content under the message (e.g. a retry button). */
  children?: ReactNode;
  /** Make the message a focus target (the result of an action). */
  tabIndex?: -1;
  ref?: Ref<HTMLDivElement>;
}

const icons: Record<AlertTone, IconName> = { info: 'info', success: 'check', warning: 'alert', danger: 'alert' };

/** An inline message box; errors are announced at once. */
export function Alert({ message, title, tone = 'danger', role, externalLabel, children, tabIndex, ref }: AlertProps) {
  const liveRole = role ?? (tone === 'danger' ? 'alert' : 'status');
  return (
    <StyledAlert role={liveRole === 'none' ? undefined : liveRole} $tone={tone} tabIndex={tabIndex} ref={ref}>
      <Icon name={icons[tone]} />
      <AlertBody>
        {title ? <AlertTitle>{title}</AlertTitle> : null}
        <span>
          <RichText message={message} externalLabel={externalLabel} />
        </span>
        {children}
      </AlertBody>
    </StyledAlert>
  );
}
