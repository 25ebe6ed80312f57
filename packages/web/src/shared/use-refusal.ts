import { retryWaitAnnouncement, retryWaitSecondsLeft, startRetryWait, type Clock, type RetryWait } from '@admission/domain';
import type { AlertCountdown, Message } from '@admission/ui';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { untyped } from '../i18n/untyped';
import { systemClock } from './system-clock';

const m = untyped(defineMessages({
  secondsLeft: { id: 'refusal.wait.secondsLeft', defaultMessage: '{seconds, plural, one {# second} other {# seconds}} left' },
}));

/** What the person is told: a title for the kind of refusal, and what to do. */
export interface Refusal {
  readonly title?: string;
  readonly text: Message;
}

/** How often the seconds left are read from the clock: twice a second, so the shown second never lags by one. */
const TICK_MS = 500;

/**
 * A refusal the person must act on or wait out, shown next to its control until they act (the page calls
 * `clear`) or its wait is over. It takes the focus as it appears; when the wait ends with the focus still on it,
 * the focus goes to the control, which works again. Spread `alert` on an Alert; give the control `control` as its ref
 * and `describedBy` as its `aria-describedby` (or use ButtonWithRefusal, which does both).
 */
export function useRefusal(clock: Clock = systemClock) {
  const intl = useIntl();
  const id = useId();
  const alert = useRef<HTMLDivElement>(null);
  const control = useRef<HTMLButtonElement>(null);
  const [shown, setShown] = useState<{ readonly refusal: Refusal; readonly wait: RetryWait | null } | null>(null);
  const [now, setNow] = useState(() => clock.now());
  const at: Clock = { now: () => now };
  const secondsLeft = shown?.wait ? retryWaitSecondsLeft(shown.wait, at) : 0;
  const over = shown?.wait != null && secondsLeft === 0;
  const refusal = shown !== null && !over ? shown.refusal : null;
  const counting = refusal !== null && shown?.wait != null;

  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setNow(clock.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [counting, clock]);

  // The refusal is the result of the action: it takes the focus, so it is read and found again.
  useEffect(() => {
    if (shown !== null) alert.current?.focus();
  }, [shown]);

  // The wait is over and the message gone: the focus it had goes to the control that works again (not to the body),
  // in the same frame as the message leaves.
  useLayoutEffect(() => {
    if (!over) return;
    const active = control.current?.ownerDocument.activeElement;
    if (active === null || active === undefined || active === control.current?.ownerDocument.body) control.current?.focus();
  }, [over]);

  const announced = shown?.wait ? retryWaitAnnouncement(shown.wait, at) : null;
  const countdown: AlertCountdown | undefined = counting
    ? {
        text: intl.formatMessage(m.secondsLeft, { seconds: secondsLeft }),
        announcement: announced === null ? '' : intl.formatMessage(m.secondsLeft, { seconds: announced }),
      }
    : undefined;

  return {
    /** The refusal on show; null once acted on or waited out. */
    refusal,
    /** The control the refusal is about (its ref): it takes the focus back when the wait ends. */
    control,
    /** A wait runs: the control does not work until it ends. */
    waiting: counting,
    /** For the control's `aria-describedby` while the refusal shows. */
    describedBy: refusal === null ? undefined : id,
    /** The Alert's props (spread them with `message` and `title` from `refusal`). */
    alert: { id, ref: alert, tabIndex: -1 as const, countdown },
    /** Shows a refusal; with the seconds a service asked for, counted down from now. */
    show: (next: Refusal, retryAfterSeconds?: number) => {
      const start = clock.now();
      setNow(start);
      setShown({ refusal: next, wait: startRetryWait(retryAfterSeconds, { now: () => start }) });
    },
    /** The person acted (retried, chose another file, closed): the refusal goes. */
    clear: () => setShown(null),
  };
}

export type RefusalState = ReturnType<typeof useRefusal>;
