import { describe, expect, it } from 'vitest';
import { dayInWords } from './date-format';

describe('a day in words', () => {
  it('is written as the portal writes it in each language: month first in English, day first in French', () => {
    const day = new Date('2026-11-27T10:00:00Z');
    expect(dayInWords(day, 'en', 'UTC')).toBe('November 27, 2026');
    expect(dayInWords(day, 'fr', 'UTC')).toBe('27 novembre 2026');
  });

  it('reads the day in the time zone it is given, at the edges of a day', () => {
    const lateEvening = new Date('2026-12-31T23:30:00Z');
    expect(dayInWords(lateEvening, 'en', 'UTC')).toBe('December 31, 2026');
    expect(dayInWords(lateEvening, 'fr', 'Europe/Paris')).toBe('1 janvier 2027');
  });
});
