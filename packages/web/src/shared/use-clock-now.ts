import { useEffect, useState } from 'react';
import { services } from '../di/services';

/** The app's clock (the container's Clock port), read again every `everyMs`; null until the container is ready. */
export function useClockNow(everyMs: number): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    void services().then(({ clock }) => {
      if (stopped) return;
      setNow(clock.now());
      timer = setInterval(() => setNow(clock.now()), everyMs);
    });
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [everyMs]);
  return now;
}
