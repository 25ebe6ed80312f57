import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDayOf, isSameCalendarDay, isToday } from './calendar-day';

const clockAt = (iso: string) => ({ now: () => Date.parse(iso) });

describe('isToday', () => {
  it('is today from the reader’s midnight to the last millisecond before the next one', () => {
    const clock = clockAt('2026-11-14T12:00:00Z');
    expect(isToday(new Date('2026-11-14T00:00:00.000Z'), clock, 'UTC')).toBe(true);
    expect(isToday(new Date('2026-11-14T23:59:59.999Z'), clock, 'UTC')).toBe(true);
    expect(isToday(new Date('2026-11-13T23:59:59.999Z'), clock, 'UTC')).toBe(false);
    expect(isToday(new Date('2026-11-15T00:00:00.000Z'), clock, 'UTC')).toBe(false);
  });

  it('a draft saved at 10:12 PM on 13 November is not today on the 14th', () => {
    // 22:12 in Paris on the 13th is 21:12 UTC; read the next morning in Paris.
    expect(isToday(new Date('2026-11-13T21:12:00Z'), clockAt('2026-11-14T08:00:00Z'), 'Europe/Paris')).toBe(false);
    expect(isToday(new Date('2026-11-13T21:12:00Z'), clockAt('2026-11-13T22:30:00Z'), 'Europe/Paris')).toBe(true);
  });

  it('takes the day in the reader’s time zone, not UTC: midnight in Paris and in New York', () => {
    // 23:30 UTC on the 13th is 00:30 on the 14th in Paris, 18:30 on the 13th in New York.
    const instant = new Date('2026-11-13T23:30:00Z');
    const morningOf14 = clockAt('2026-11-14T09:00:00Z');
    expect(isToday(instant, morningOf14, 'Europe/Paris')).toBe(true);
    expect(isToday(instant, morningOf14, 'UTC')).toBe(false);
    expect(isToday(instant, clockAt('2026-11-14T04:59:59.999Z'), 'America/New_York')).toBe(true);
    expect(isToday(instant, clockAt('2026-11-14T05:00:00.000Z'), 'America/New_York')).toBe(false);
  });

  it('knows a day of 25 hours (Paris, the end of summer time)', () => {
    // 25 October 2026 in Paris runs from 22:00 UTC on the 24th to 23:00 UTC on the 25th.
    const clock = clockAt('2026-10-25T12:00:00Z');
    expect(isToday(new Date('2026-10-24T22:00:00Z'), clock, 'Europe/Paris')).toBe(true);
    expect(isToday(new Date('2026-10-25T22:59:59.999Z'), clock, 'Europe/Paris')).toBe(true);
    expect(isToday(new Date('2026-10-25T23:00:00Z'), clock, 'Europe/Paris')).toBe(false);
  });
});

describe('calendarDayOf', () => {
  it('writes the day as YYYY-MM-DD', () => {
    expect(calendarDayOf(new Date('2026-01-02T03:04:05Z'), 'UTC')).toBe('2026-01-02');
  });

  it('(property) two instants on the same UTC day, and only those, are the same day in UTC', () => {
    const instants = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(instants, instants, (a, b) => {
        expect(isSameCalendarDay(a, b, 'UTC')).toBe(a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10));
      }),
    );
  });
});
