import { useLayoutEffect, type RefObject } from 'react';

/** The CSS variable holding the sticky header's height, which the page's scroll padding keeps clear. */
export const HEADER_HEIGHT_VARIABLE = '--page-header-height';

/**
 * Keeps the header's height in a variable on the root element while the header is shown, so that a control
 * the focus scrolls to stops below the sticky header, not behind it (WCAG 2.4.11; PageHeader.styles' padding).
 */
export function useStickyOffset(header: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = header.current;
    if (element === null) return;
    const root = element.ownerDocument.documentElement;
    const measure = () => root.style.setProperty(HEADER_HEIGHT_VARIABLE, `${element.getBoundingClientRect().height}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEADER_HEIGHT_VARIABLE);
    };
  }, [header]);
}
