import type { Clock } from '../shared/clock.port';

export interface FixedClock extends Clock {
  advance(ms: number): void;
  set(ms: number): void;
}

/** 2026-03-01T09:00:00Z unless told otherwise; time moves only when a test moves it. */
export const aClock = (startMs = Date.UTC(2026, 2, 1, 9, 0, 0)): FixedClock => {
  let current = startMs;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (ms) => {
      current = ms;
    },
  };
};
