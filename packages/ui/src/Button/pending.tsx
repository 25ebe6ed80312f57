// What Button and NativeButton share about the pending state: its announcement and what the button shows.
import { announce } from '@react-aria/live-announcer';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Spinner } from '../Spinner';

/**
 * When the button has the focus as it starts or stops pending, says its new label to screen readers, as
 * text (not by reference to the button, which may be gone by the time it is read).
 */
export function useAnnouncedPending(button: RefObject<HTMLButtonElement | null>, isPending: boolean): void {
  const wasPending = useRef(isPending);
  useEffect(() => {
    const element = button.current;
    if (wasPending.current !== isPending && element !== null && element.ownerDocument.activeElement === element) {
      announce(element.getAttribute('aria-label') ?? element.textContent ?? '', 'assertive');
    }
    wasPending.current = isPending;
  }, [isPending, button]);
}

/** A pending button stays focusable but inert: `aria-disabled`, and a submit button stops submitting. */
export const pendingAttributes = (isPending: boolean, type: 'button' | 'submit' | 'reset' | undefined, ariaDisabled: boolean | 'true' | 'false' | undefined) => ({
  type: isPending && type === 'submit' ? ('button' as const) : type,
  'aria-disabled': isPending ? true : ariaDisabled,
});

/** The icon and label, or while pending a spinner and the pending label. */
export function ButtonContent({ isPending, pendingLabel, icon, children }: { isPending: boolean; pendingLabel?: ReactNode; icon?: ReactNode; children: ReactNode }) {
  return isPending ? (
    <>
      <Spinner size="sm" tone="current" label="" />
      <span>{pendingLabel ?? children}</span>
    </>
  ) : (
    <>
      {icon}
      <span>{children}</span>
    </>
  );
}
