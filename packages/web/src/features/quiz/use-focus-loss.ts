import { useCallback, useEffect, useState } from 'react';

/**
 * True while the window has lost focus, the tab is hidden or the mouse has left the window (spec §2); `dismiss`
 * (the overlay's button or Escape) hides the warning once the candidate is back, until they leave again.
 */
export function useFocusLoss(active: boolean): { readonly lost: boolean; readonly dismiss: () => void } {
  const [lost, setLost] = useState(false);
  useEffect(() => {
    if (!active) {
      setLost(false);
      return;
    }
    const leave = () => setLost(true);
    const back = () => setLost(document.visibilityState === 'hidden');
    const visibility = () => (document.visibilityState === 'hidden' ? leave() : back());
    const root = document.documentElement;
    window.addEventListener('blur', leave);
    window.addEventListener('focus', back);
    document.addEventListener('visibilitychange', visibility);
    root.addEventListener('mouseleave', leave);
    root.addEventListener('mouseenter', back);
    return () => {
      window.removeEventListener('blur', leave);
      window.removeEventListener('focus', back);
      document.removeEventListener('visibilitychange', visibility);
      root.removeEventListener('mouseleave', leave);
      root.removeEventListener('mouseenter', back);
    };
  }, [active]);
  const dismiss = useCallback(() => setLost(false), []);
  return { lost, dismiss };
}
