import { useEffect, type RefObject } from 'react';

/** The CSS variable holding the sticky header's height, which the page's scroll padding keeps clear. */
export const HEADER_HEIGHT_VARIABLE = '--page-header-height';

/**
 * Keeps the header's height in a variable on the root element while the header is shown, so that a control
 * the focus scrolls to stops below the sticky header, not behind it (WCAG 2.4.11; PageHeader.styles' padding).
 */
export function useStickyOffset(header: RefObject<HTMLElement | null>): void {
  // A ResizeObserver reports the first size with the frame's own layout and every change after it; measuring
  // at once (getBoundingClientRect in a layout effect) would lay out the whole page just committed a second
  // time, inside the commit's task.
  useEffect(() => {
    const element = header.current;
    if (element === null) return;
    const root = element.ownerDocument.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? element.offsetHeight;
      root.style.setProperty(HEADER_HEIGHT_VARIABLE, `${height}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEADER_HEIGHT_VARIABLE);
    };
  }, [header]);
}
