import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aClock } from '../testing';
import { EXTRA_TIME_PERCENTAGES } from './quiz-accommodation';
import { QUIZ_DURATION_SECONDS, isPastQuizDeadline, quizDeadline, quizDurationSeconds } from './quiz-deadline';

const START = Date.UTC(2026, 2, 1, 9, 0, 0);
const grant = (extraTimePercent: number) => ({ extraTimePercent });

describe('quizDurationSeconds', () => {
  it('is the standard 40 minutes without a grant', () => {
    expect(QUIZ_DURATION_SECONDS).toBe(2_400);
    expect(quizDurationSeconds()).toBe(2_400);
    expect(quizDurationSeconds(null)).toBe(2_400);
    expect(quizDurationSeconds(grant(0))).toBe(2_400);
  });

  it.each([
    [undefined, 300],
    [25, 375],
    [50, 450],
    [100, 600],
  ])('gives a 300 s quiz with %s %% extra %i s', (percent, seconds) => {
    expect(quizDurationSeconds(percent === undefined ? undefined : grant(percent), 300)).toBe(seconds);
  });

  it('gives the 40-minute quiz 50 minutes at 25 % and 60 at 50 %', () => {
    expect(quizDurationSeconds(grant(25))).toBe(3_000);
    expect(quizDurationSeconds(grant(50))).toBe(3_600);
  });

  it('rounds the extra up to a whole second', () => {
    expect(quizDurationSeconds(grant(25), 301)).toBe(301 + 76); // 75.25 s extra
    expect(quizDurationSeconds(grant(5), 1)).toBe(2); // 0.05 s extra
  });
});

describe('quizDeadline and isPastQuizDeadline', () => {
  it('ends a quiz with no grant 300 s after its start: not a millisecond before, from that instant on', () => {
    const deadline = quizDeadline(START, undefined, 300);
    expect(deadline).toBe(START + 300_000);
    expect(isPastQuizDeadline(deadline, aClock(deadline - 1))).toBe(false);
    expect(isPastQuizDeadline(deadline, aClock(deadline))).toBe(true);
  });

  it.each([
    [25, 375_000],
    [50, 450_000],
  ])('with %i %% extra, is still open 1 ms before the extended deadline, over at it and 1 ms past it', (percent, afterStart) => {
    const deadline = quizDeadline(START, grant(percent), 300);
    expect(deadline).toBe(START + afterStart);
    expect(isPastQuizDeadline(deadline, aClock(START + 300_000))).toBe(false);
    expect(isPastQuizDeadline(deadline, aClock(deadline - 1))).toBe(false);
    expect(isPastQuizDeadline(deadline, aClock(deadline))).toBe(true);
    expect(isPastQuizDeadline(deadline, aClock(deadline + 1))).toBe(true);
  });

  it('matches the server rule without a grant: start + 40 minutes', () => {
    expect(quizDeadline(START)).toBe(START + 40 * 60_000);
  });
});

describe('quiz deadline properties', () => {
  const standard = fc.integer({ min: 1, max: 86_400 });
  const started = fc.integer({ min: 0, max: 4_102_444_800_000 });
  const percent = fc.constantFrom(...EXTRA_TIME_PERCENTAGES);

  it('is never earlier with a grant than without, and always a whole second after the start', () => {
    fc.assert(
      fc.property(started, standard, percent, (start, seconds, extra) => {
        const deadline = quizDeadline(start, grant(extra), seconds);
        expect(deadline).toBeGreaterThanOrEqual(quizDeadline(start, undefined, seconds));
        expect((deadline - start) % 1_000).toBe(0);
      }),
    );
  });

  it('gives at least the granted percentage, and less than a second more', () => {
    fc.assert(
      fc.property(standard, percent, (seconds, extra) => {
        const exact = seconds * (1 + extra / 100);
        const given = quizDurationSeconds(grant(extra), seconds);
        expect(given).toBeGreaterThanOrEqual(exact - 1e-9);
        expect(given - exact).toBeLessThan(1);
      }),
    );
  });

  it('grows with the percentage (any whole percentage, not only the listed ones)', () => {
    const anyPercent = fc.integer({ min: 0, max: 100 });
    fc.assert(
      fc.property(started, standard, anyPercent, anyPercent, (start, seconds, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(quizDeadline(start, grant(low), seconds)).toBeLessThanOrEqual(quizDeadline(start, grant(high), seconds));
      }),
    );
  });
});
