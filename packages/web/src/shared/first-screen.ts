// A page's first screen: its own data (or its error), drawn. A read that no part of that screen waits for (the
// header's account-deletion state) starts only after it: on a phone's slow connection it would otherwise share the
// bandwidth with the page's code and data, and the browser's first idle moment often comes before they arrive.
// The same moment is a User Timing mark, which `npm run bench:web` reads as the page's "data on screen".
import { useEffect, useState } from 'react';
import { create } from 'zustand';
import { useAfterPaint } from './after-first-paint';
import firstScreen from './first-screen.json';

/** The User Timing mark set once a page load's first screen is painted (its name shared with the bench). */
export const FIRST_SCREEN_MARK: string = firstScreen.mark;

const useFirstScreenStore = create<{ readonly drawn: boolean }>(() => ({ drawn: false }));

/** The first screen of this page load is painted: later calls change nothing. */
export function markFirstScreenDrawn(): void {
  if (useFirstScreenStore.getState().drawn) return;
  useFirstScreenStore.setState({ drawn: true });
  if (performance.getEntriesByName(FIRST_SCREEN_MARK, 'mark').length === 0) performance.mark(FIRST_SCREEN_MARK);
}

/** A page calls it with `shown` true once it shows its data or its error (not its spinner); marked once that is painted. */
export function useMarkFirstScreenDrawn(shown: boolean): void {
  useAfterPaint(shown, markFirstScreenDrawn);
}

/** True once the page's first screen is drawn, or `fallbackMs` after mounting on a page that never says so. */
export function useAfterFirstScreen(fallbackMs = 4000): boolean {
  const drawn = useFirstScreenStore((state) => state.drawn);
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (drawn) return;
    const timer = setTimeout(() => setLate(true), fallbackMs);
    return () => clearTimeout(timer);
  }, [drawn, fallbackMs]);
  return drawn || late;
}

/** Tests and stories start from a page not yet drawn. */
export function resetFirstScreen(): void {
  useFirstScreenStore.setState({ drawn: false });
}
