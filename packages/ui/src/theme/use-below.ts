import { useCallback, useSyncExternalStore } from 'react';
import { useTheme } from 'styled-components';
import type { AppTheme } from './tokens';

/** Whether the window is narrower than a theme breakpoint, kept up to date (a phone turned, a window resized). */
export function useBelow(breakpoint: keyof AppTheme['breakpoints']): boolean {
  const theme = useTheme();
  const query = `(max-width: ${Number.parseFloat(theme.breakpoints[breakpoint]) - 0.02}px)`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = globalThis.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => globalThis.matchMedia(query).matches, () => false);
}
