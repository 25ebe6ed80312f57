import type { Clock } from './clock.port';

/** A refusal the person must wait out (a rate limit): when it started and how long it lasts. */
export interface RetryWait {
  /** The whole wait, in seconds (at least 1). */
  readonly seconds: number;
  /** When the control works again, in the clock's milliseconds. */
  readonly endsAt: number;
}

/**
 * The wait a service asked for (a Retry-After, or the seconds of GoTrue's "after N seconds"), started now;
 * null when it gave none that can be counted down (missing, not a number, zero or less).
 */
export function startRetryWait(retryAfterSeconds: number | undefined, clock: Clock): RetryWait | null {
  if (retryAfterSeconds === undefined || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) return null;
  const seconds = Math.ceil(retryAfterSeconds);
  return { seconds, endsAt: clock.now() + seconds * 1000 };
}

/** Whole seconds left, rounded up (0.2 s left still shows 1), never negative: 0 means the control works again. */
export function retryWaitSecondsLeft(wait: RetryWait, clock: Clock): number {
  return Math.max(0, Math.ceil((wait.endsAt - clock.now()) / 1000));
}

/** The seconds left at which screen readers hear the countdown: each whole minute, then 30 and 10. */
const isAnnouncedSecond = (second: number): boolean => second > 0 && (second % 60 === 0 || second === 30 || second === 10);

/**
 * Which announcement of the countdown is due: the last announced second already reached, so a polite live region
 * changes only at those seconds (never every tick). null before the first one: the refusal itself, announced as it
 * appears, says the whole wait, so the start is not announced twice.
 */
export function retryWaitAnnouncement(wait: RetryWait, clock: Clock): number | null {
  const left = retryWaitSecondsLeft(wait, clock);
  if (left === 0) return null;
  for (let second = left; second < wait.seconds; second += 1) {
    if (isAnnouncedSecond(second)) return second;
  }
  return null;
}
