import { useEffect, useState } from 'react';

interface IdleWindow {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/**
 * False until the browser is idle once `start` is true (at most `timeout` ms later): for a read that no part of the
 * first screen waits for, so that it does not compete with the page's own code and data on a slow connection. A
 * browser without requestIdleCallback (Safari) waits `timeout`.
 */
export function useWhenIdle(timeout = 2000, start = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!start) return;
    const scheduler = window as unknown as IdleWindow;
    if (typeof scheduler.requestIdleCallback === 'function') {
      const handle = scheduler.requestIdleCallback(() => setIdle(true), { timeout });
      return () => scheduler.cancelIdleCallback?.(handle);
    }
    const timer = setTimeout(() => setIdle(true), timeout);
    return () => clearTimeout(timer);
  }, [timeout, start]);
  return idle;
}
