import { useDeferredValue, type ReactNode } from 'react';

/**
 * Shows `fallback` in the commit that mounts it, then its children in a transition of their own: a heavy part of
 * a page (the document rows of /application) renders in interruptible slices and commits on its own, instead of
 * lengthening the one task that puts the rest of the page on screen (spec §9's phones, issue "Fast on a cheap
 * phone"). Later renders show the children at once.
 */
export function AfterFirstPaint({ children, fallback }: { readonly children: ReactNode; readonly fallback: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}
