import { describe, expect, it } from 'vitest';
import { aClock } from '../testing';
import { blockedSecondsLeft, formatCountdown, quizCountdown } from './quiz-countdown';
import { QUIZ_DURATION_MINUTES } from './quiz-settings';

const START = Date.UTC(2026, 2, 1, 9, 0, 0);
const at = (secondsFromStart: number) => new Date(START + secondsFromStart * 1000).toISOString();

describe('quizCountdown', () => {
  it('shows the whole duration as m:ss', () => {
    expect(quizCountdown(at(QUIZ_DURATION_MINUTES * 60), aClock(START))).toEqual({ secondsLeft: 2400, display: '40:00', warning: false, expired: false });
  });

  it('is not yet red at 301 s and red at 300 s', () => {
    expect(quizCountdown(at(301), aClock(START))).toMatchObject({ secondsLeft: 301, display: '5:01', warning: false });
    expect(quizCountdown(at(300), aClock(START))).toMatchObject({ secondsLeft: 300, display: '5:00', warning: true });
  });

  it('counts down as the clock ticks', () => {
    const clock = aClock(START);
    clock.advance(1_500);
    expect(quizCountdown(at(10), clock)).toMatchObject({ secondsLeft: 8, display: '0:08' });
  });

  it('expires at 0 and never goes negative', () => {
    expect(quizCountdown(at(0), aClock(START))).toEqual({ secondsLeft: 0, display: '0:00', warning: true, expired: true });
    expect(quizCountdown(at(-30), aClock(START))).toMatchObject({ secondsLeft: 0, expired: true });
    expect(quizCountdown(at(1), aClock(START))).toMatchObject({ secondsLeft: 1, expired: false });
  });

  it('treats an unreadable end_time as expired', () => {
    expect(quizCountdown('not a date', aClock(START))).toMatchObject({ secondsLeft: 0, expired: true });
  });

  it.each([
    [0, '0:00'],
    [59, '0:59'],
    [60, '1:00'],
    [3_599, '59:59'],
    [3_600, '60:00'],
    [-4, '0:00'],
  ])('formats %i s as %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

describe('blockedSecondsLeft', () => {
  it('rounds up the time left', () => {
    const clock = aClock(START);
    expect(blockedSecondsLeft(new Date(START + 4_200).toISOString(), clock)).toBe(5);
    expect(blockedSecondsLeft(new Date(START + 5_000).toISOString(), clock)).toBe(5);
    expect(blockedSecondsLeft(new Date(START + 1).toISOString(), clock)).toBe(1);
  });

  it('is 0 when not blocked or the block has passed', () => {
    const clock = aClock(START);
    expect(blockedSecondsLeft(null, clock)).toBe(0);
    expect(blockedSecondsLeft(undefined, clock)).toBe(0);
    expect(blockedSecondsLeft(at(0), clock)).toBe(0);
    expect(blockedSecondsLeft(at(-10), clock)).toBe(0);
  });
});
