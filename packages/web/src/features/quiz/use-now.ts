import { QUIZ_TICK_MS } from '@admission/domain';
import { useEffect, useState } from 'react';
import { systemClock } from '../../shared/system-clock';

/** The time, refreshed every tick (spec §4: the countdown ticks every second). */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(() => systemClock.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(systemClock.now()), QUIZ_TICK_MS);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}
