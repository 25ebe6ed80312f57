import type { FocusLossTrigger } from '@admission/domain';
import { useCallback, useEffect, useState } from 'react';

/**
 * True while the window has lost focus, the tab is hidden or the mouse has left the window (spec §2), as far as
 * `triggers` include each (the domain's focusLossTriggers: with relaxed warnings, only a hidden tab);
 * `dismiss` (the overlay's button or Escape) hides the warning once the candidate is back, until they leave again.
 */
export function useFocusLoss(active: boolean, triggers: readonly FocusLossTrigger[]): { readonly lost: boolean; readonly dismiss: () => void } {
  const [lost, setLost] = useState(false);
  const watched = triggers.join(' ');
  useEffect(() => {
    if (!active) {
      setLost(false);
      return;
    }
    const on = new Set(watched.split(' '));
    const leave = () => setLost(true);
    const back = () => setLost(document.visibilityState === 'hidden');
    const visibility = () => (document.visibilityState === 'hidden' ? leave() : back());
    const root = document.documentElement;
    type Listener = readonly [EventTarget, string, () => void];
    const listeners: Listener[] = [];
    if (on.has('window-blur')) listeners.push([window, 'blur', leave], [window, 'focus', back]);
    if (on.has('tab-hidden')) listeners.push([document, 'visibilitychange', visibility]);
    if (on.has('mouse-leave')) listeners.push([root, 'mouseleave', leave], [root, 'mouseenter', back]);
    for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
    return () => {
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    };
  }, [active, watched]);
  const dismiss = useCallback(() => setLost(false), []);
  return { lost, dismiss };
}
