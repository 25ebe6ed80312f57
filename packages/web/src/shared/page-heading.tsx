import { Heading } from '@admission/ui';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

/**
 * Gives the focus to a page's main heading when it shows while nothing has it: after a route change (the
 * control that led here went with the previous page) or in a page just opened (a new tab). A screen reader then
 * reads the new page's title, and Tab goes on from the top of the page (WCAG 2.4.3). A control that still holds
 * the focus keeps it.
 */
export function useFocusOnArrival(heading: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    // In the next frame, where the page is laid out for its paint anyway: focus() now would lay out the page just
    // committed a second time, inside the task that committed it (a long task on a phone).
    const frame = requestAnimationFrame(() => {
      const element = heading.current;
      const active = element?.ownerDocument.activeElement;
      if (element && (active === null || active === element.ownerDocument.body)) element.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [heading]);
}

/** A page's main heading, which takes the focus on arrival (useFocusOnArrival). */
export function PageHeading({ children }: { readonly children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);
  return (
    <Heading level={1} tabIndex={-1} ref={heading}>
      {children}
    </Heading>
  );
}
