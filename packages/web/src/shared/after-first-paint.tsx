import { startTransition, useCallback, useEffect, useState, type ReactNode } from 'react';

/**
 * Shows `fallback` in the commit that mounts it, then, once the browser has painted that frame, its children in a
 * transition of their own: a heavy part of a page (the application page's tabs, then their document rows) renders in
 * interruptible slices and commits on its own, instead of lengthening the one task that puts the rest of the page
 * on screen (spec §9's phones, issue "Fast on a cheap phone"). Waiting for the paint, not only for a transition,
 * leaves the page's styles computed: a part that reads them as it mounts (react-aria's tab panel checks its
 * animations and its tabbable children) then computes only its own, not the whole page's inside its commit.
 * A part already shown stays shown when the page renders again.
 */
export function AfterFirstPaint({ children, fallback }: { readonly children: ReactNode; readonly fallback: ReactNode }) {
  const [painted, setPainted] = useState(false);
  const show = useCallback(() => startTransition(() => setPainted(true)), []);
  useAfterPaint(!painted, show);
  return painted ? children : fallback;
}

/** Calls `then` once the browser has painted the frame of the commit in which `active` became true. */
export function useAfterPaint(active: boolean, then: () => void): void {
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The animation frame runs before the paint; a timer it sets runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(then, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [active, then]);
}
