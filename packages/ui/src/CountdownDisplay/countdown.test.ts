import { describe, expect, it } from 'vitest';
import { formatCountdown, isAnnouncementSecond, isWarning } from './countdown';

describe('formatCountdown', () => {
  it.each([
    [2400, '40:00'],
    [301, '5:01'],
    [300, '5:00'],
    [59, '0:59'],
    [9.7, '0:09'],
    [0, '0:00'],
    [-3, '0:00'],
  ])('%s s shows %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

describe('isWarning', () => {
  it('starts at 300 seconds, not before', () => {
    expect(isWarning(301)).toBe(false);
    expect(isWarning(300)).toBe(true);
    expect(isWarning(0)).toBe(true);
  });
});

describe('isAnnouncementSecond', () => {
  it('announces a 40-minute quiz about a dozen times, never every second', () => {
    const seconds = Array.from({ length: 2400 }, (_, i) => 2400 - i);
    const announced = seconds.filter(isAnnouncementSecond);
    expect(announced).toEqual([2400, 2100, 1800, 1500, 1200, 900, 600, 300, 240, 180, 120, 60, 30, 10]);
  });

  it('does not announce at zero (the quiz-over screen speaks then)', () => {
    expect(isAnnouncementSecond(0)).toBe(false);
  });
});
