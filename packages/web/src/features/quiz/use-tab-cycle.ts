import { useEffect } from 'react';

const CANDIDATES = 'a[href], button, input, select, textarea, [tabindex]';

/** The elements Tab stops at, in document order: focusable, shown, not behind a modal (inert or aria-hidden). */
function tabStops(doc: Document): HTMLElement[] {
  return [...doc.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      !(element instanceof HTMLInputElement && element.type === 'hidden') &&
      element.closest('[inert], [aria-hidden="true"]') === null &&
      element.getClientRects().length > 0,
  );
}

const radioGroupOf = (element: Element | null): string | null =>
  element instanceof HTMLInputElement && element.type === 'radio' && element.name !== '' ? element.name : null;

const follows = (first: Node, second: Node): boolean => (first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

/** Focuses a tab stop; in a radio group, the chosen radio, else the one Tab would reach from that side. */
function focusStop(stops: readonly HTMLElement[], forward: boolean): void {
  const target = forward ? stops[0] : stops[stops.length - 1];
  const group = radioGroupOf(target ?? null);
  const radios = group === null ? [] : stops.filter((element) => radioGroupOf(element) === group);
  const checked = radios.find((radio) => (radio as HTMLInputElement).checked);
  (checked ?? target)?.focus();
}

/**
 * Tab and Shift+Tab go round the page instead of leaving it: past the last control (or before the first) the
 * focus would go to the browser's own bar, and the window's focus with it, which the quiz counts as leaving.
 */
export function useTabCycle(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const doc = document;
      const current = doc.activeElement;
      // From nowhere, Tab goes into the page by itself.
      if (current === null || current === doc.body || current === doc.documentElement) return;
      const stops = tabStops(doc);
      const group = radioGroupOf(current);
      const forward = !event.shiftKey;
      const onward = stops.some(
        (element) => element !== current && (group === null || radioGroupOf(element) !== group) && (forward ? follows(current, element) : follows(element, current)),
      );
      if (onward || stops.length === 0) return;
      event.preventDefault();
      focusStop(stops, forward);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);
}
