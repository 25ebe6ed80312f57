import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aClock } from '../testing';
import { staffQuizState } from './staff-quiz-state';

const NOW = Date.parse('2026-11-27T10:00:00.000Z');
const at = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();

describe('staffQuizState', () => {
  it('says a running attempt is in progress, with the whole seconds left to the server end time', () => {
    expect(staffQuizState({ started_at: at(-600), end_time: at(1800), finished_at: null }, aClock(NOW))).toEqual({
      kind: 'in-progress',
      startedAt: at(-600),
      endTime: at(1800),
      secondsLeft: 1800,
    });
  });

  it('is in progress one second before the end, out of time at the end and after it', () => {
    expect(staffQuizState({ end_time: at(1), finished_at: null }, aClock(NOW))).toMatchObject({ kind: 'in-progress', secondsLeft: 1, startedAt: null });
    expect(staffQuizState({ end_time: at(0), finished_at: null }, aClock(NOW))).toEqual({ kind: 'time-up', endTime: at(0) });
    expect(staffQuizState({ end_time: at(-5), finished_at: null }, aClock(NOW))).toEqual({ kind: 'time-up', endTime: at(-5) });
  });

  it('says a finished attempt is finished, whatever its end time', () => {
    expect(staffQuizState({ end_time: at(600), finished_at: at(-1) }, aClock(NOW))).toEqual({ kind: 'finished' });
    expect(staffQuizState({ end_time: at(-600), finished_at: at(-700) }, aClock(NOW))).toEqual({ kind: 'finished' });
  });

  it('treats an attempt without times (an older server) as finished', () => {
    expect(staffQuizState({}, aClock(NOW))).toEqual({ kind: 'finished' });
    expect(staffQuizState({ end_time: null, finished_at: null }, aClock(NOW))).toEqual({ kind: 'finished' });
    expect(staffQuizState({ end_time: at(60) }, aClock(NOW))).toEqual({ kind: 'finished' });
  });

  it('never gives a negative or fractional time left', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (milliseconds) => {
        const state = staffQuizState({ end_time: new Date(NOW + milliseconds).toISOString(), finished_at: null }, aClock(NOW));
        if (state.kind === 'in-progress') {
          expect(Number.isInteger(state.secondsLeft)).toBe(true);
          expect(state.secondsLeft).toBeGreaterThan(0);
          expect(milliseconds).toBeGreaterThanOrEqual(1000);
        } else expect(state.kind).toBe('time-up');
      }),
    );
  });
});
