import type { ReactNode, Ref } from 'react';
import { Icon, type IconName } from '../Icon';
import { RichText, type Message } from '../RichText';
import { VisuallyHiddenText } from '../theme/visually-hidden';
import { AlertBody, AlertTitle, CountdownLine, StyledAlert, type AlertTone } from './Alert.styles';

/** A wait shown under the message: the seconds left, and what screen readers hear now and then. */
export interface AlertCountdown {
  /** Visible, updated every second (e.g. '37 seconds left'); not a live region. */
  text: string;
  /**
   * Said politely when it changes: the app changes it at intervals (e.g. at 30 and 10 seconds left), never every
   * second. Empty until the first.
   */
  announcement: string;
}

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
  /** So the control it concerns can point at it (`aria-describedby`). */
  id?: string;
  /** A wait to sit out before the control works again. */
  countdown?: AlertCountdown;
  ref?: Ref<HTMLDivElement>;
}

const icons: Record<AlertTone, IconName> = { info: 'info', success: 'check', warning: 'alert', danger: 'alert' };

/**
 * An inline message box; errors are announced at once. It stays until the page removes it, so it can hold a
 * refusal next to its control until the person acts, with the wait counted down when there is one.
 */
export function Alert({ message, title, tone = 'danger', role, externalLabel, children, tabIndex, id, countdown, ref }: AlertProps) {
  const liveRole = role ?? (tone === 'danger' ? 'alert' : 'status');
  const live = liveRole === 'none' ? undefined : liveRole;
  const text = (
    <>
      {title ? <AlertTitle>{title}</AlertTitle> : null}
      <span>
        <RichText message={message} externalLabel={externalLabel} />
      </span>
    </>
  );
  // With a countdown, only the message is the live region: the seconds change every tick and would be read out each.
  return (
    <StyledAlert role={countdown ? undefined : live} $tone={tone} tabIndex={tabIndex} id={id} ref={ref}>
      <Icon name={icons[tone]} />
      <AlertBody>
        {countdown ? <AlertBody role={live}>{text}</AlertBody> : text}
        {countdown ? (
          <>
            <CountdownLine role="timer" aria-live="off">
              {countdown.text}
            </CountdownLine>
            <VisuallyHiddenText role="status">{countdown.announcement}</VisuallyHiddenText>
          </>
        ) : null}
        {children}
      </AlertBody>
    </StyledAlert>
  );
}
