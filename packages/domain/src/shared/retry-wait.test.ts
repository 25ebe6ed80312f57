import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aClock } from '../testing';
import { retryWaitAnnouncement, retryWaitSecondsLeft, startRetryWait, type RetryWait } from './retry-wait';

const START = Date.UTC(2026, 10, 27, 16, 0, 0);

/** A wait of `seconds` started at START, seen `elapsedMs` later: seconds left, and the announcement due. */
function after(seconds: number, elapsedMs: number) {
  const clock = aClock(START);
  const wait = startRetryWait(seconds, clock) as RetryWait;
  clock.advance(elapsedMs);
  return { left: retryWaitSecondsLeft(wait, clock), announced: retryWaitAnnouncement(wait, clock) };
}
const left = (seconds: number, elapsedMs: number) => after(seconds, elapsedMs).left;
const announced = (seconds: number, elapsedMs: number) => after(seconds, elapsedMs).announced;

describe('startRetryWait', () => {
  it('ends the given seconds after now', () => {
    expect(startRetryWait(37, aClock(START))).toEqual({ seconds: 37, endsAt: START + 37_000 });
  });

  it('rounds a fraction of a second up, so the wait is never cut short', () => {
    expect(startRetryWait(0.2, aClock(START))).toEqual({ seconds: 1, endsAt: START + 1_000 });
    expect(startRetryWait(36.01, aClock(START))).toEqual({ seconds: 37, endsAt: START + 37_000 });
  });

  it('gives no wait to count down when the service said none', () => {
    for (const none of [undefined, 0, -5, Number.NaN, Number.POSITIVE_INFINITY]) expect(startRetryWait(none, aClock(START))).toBeNull();
  });
});

describe('retryWaitSecondsLeft', () => {
  it('is the whole wait at the start and counts down as the clock ticks', () => {
    expect(left(37, 0)).toBe(37);
    expect(left(37, 1)).toBe(37);
    expect(left(37, 1_000)).toBe(36);
    expect(left(37, 10_500)).toBe(27);
  });

  it('reaches 0 exactly at the end, not before, and stays there', () => {
    expect(left(37, 36_999)).toBe(1);
    expect(left(37, 37_000)).toBe(0);
    expect(left(37, 90_000)).toBe(0);
  });

  it('never rises and never goes below 0 whatever the ticks (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3_600 }), fc.array(fc.integer({ min: 0, max: 5_000 }), { maxLength: 40 }), (seconds, ticks) => {
        const clock = aClock(START);
        const wait = startRetryWait(seconds, clock) as RetryWait;
        let previous = retryWaitSecondsLeft(wait, clock);
        expect(previous).toBe(seconds);
        for (const tick of ticks) {
          clock.advance(tick);
          const left = retryWaitSecondsLeft(wait, clock);
          expect(left).toBeLessThanOrEqual(previous);
          expect(left).toBeGreaterThanOrEqual(0);
          previous = left;
        }
      }),
    );
  });
});

describe('retryWaitAnnouncement', () => {
  it('announces nothing at the start: the refusal itself says the whole wait', () => {
    expect(announced(37, 0)).toBeNull();
    expect(announced(37, 6_000)).toBeNull();
  });

  it('changes at 30 and 10 seconds left, and holds between them', () => {
    expect(announced(37, 6_999)).toBeNull();
    expect(announced(37, 7_000)).toBe(30);
    expect(announced(37, 26_999)).toBe(30);
    expect(announced(37, 27_000)).toBe(10);
    expect(announced(37, 36_999)).toBe(10);
  });

  it('says each whole minute of a long wait', () => {
    expect(announced(150, 30_000)).toBe(120);
    expect(announced(150, 89_000)).toBe(120);
    expect(announced(150, 90_000)).toBe(60);
  });

  it('does not announce a wait that starts on an announced second', () => {
    expect(announced(30, 0)).toBeNull();
    expect(announced(30, 20_001)).toBe(10);
  });

  it('is silent once the wait is over (the message goes)', () => {
    expect(announced(37, 37_000)).toBeNull();
  });

  it('changes at most once every 10 seconds, never every tick (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 600 }), (seconds) => {
        let changes = 0;
        let shown: number | null = null;
        for (let elapsed = 0; elapsed <= seconds * 1000; elapsed += 250) {
          const now = announced(seconds, elapsed);
          if (now !== null && now !== shown) changes += 1;
          if (now !== null) shown = now;
        }
        expect(changes).toBeLessThanOrEqual(Math.floor(seconds / 10));
      }),
    );
  });
});
