import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDayOf } from '../shared/calendar-day';
import { groupByDay } from './slot-days';

const slot = (id: number, starts_at: string) => ({ id, starts_at });

describe('groupByDay', () => {
  it('groups by the day of the school zone, days and slots in time order', () => {
    const slots = [slot(1, '2026-03-04T08:00:00.000Z'), slot(2, '2026-03-03T09:00:00.000Z'), slot(3, '2026-03-03T08:00:00.000Z')];
    expect(groupByDay(slots, 'Europe/Paris')).toEqual([
      { day: '2026-03-03', items: [slot(3, '2026-03-03T08:00:00.000Z'), slot(2, '2026-03-03T09:00:00.000Z')] },
      { day: '2026-03-04', items: [slot(1, '2026-03-04T08:00:00.000Z')] },
    ]);
  });

  it("puts a slot at 00:30 in Paris on that Paris day, though it is the day before in UTC, and 23:30 in London on London's day", () => {
    expect(groupByDay([slot(1, '2026-03-03T23:30:00.000Z')], 'Europe/Paris')).toEqual([{ day: '2026-03-04', items: [slot(1, '2026-03-03T23:30:00.000Z')] }]);
    expect(groupByDay([slot(1, '2026-03-03T23:30:00.000Z')], 'Europe/London')).toEqual([{ day: '2026-03-03', items: [slot(1, '2026-03-03T23:30:00.000Z')] }]);
  });

  it('gives nothing for nothing, and keeps two slots of the same start in the order given', () => {
    expect(groupByDay([], 'Europe/Paris')).toEqual([]);
    expect(groupByDay([slot(2, '2026-03-03T08:00:00.000Z'), slot(1, '2026-03-03T08:00:00Z')], 'Europe/Paris')[0]?.items.map((item) => item.id)).toEqual([2, 1]);
  });
});

describe('groupByDay (properties)', () => {
  const instant = fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2027-12-31T00:00:00Z') }).map((ms) => new Date(ms).toISOString());
  const zone = fc.constantFrom('Europe/Paris', 'Europe/London', 'America/New_York', 'Asia/Tokyo');

  it('keeps every item once, each under its own day, days distinct and in order, items in time order', () => {
    fc.assert(
      fc.property(fc.array(instant, { maxLength: 20 }), zone, (starts, timeZone) => {
        const items = starts.map((starts_at, id) => ({ id, starts_at }));
        const groups = groupByDay(items, timeZone);
        const flat = groups.flatMap((group) => group.items);
        expect(flat.map((item) => item.id).sort((a, b) => a - b)).toEqual(items.map((item) => item.id));
        for (let index = 1; index < flat.length; index += 1) expect(Date.parse((flat[index] as { starts_at: string }).starts_at)).toBeGreaterThanOrEqual(Date.parse((flat[index - 1] as { starts_at: string }).starts_at));
        const days = groups.map((group) => group.day);
        expect([...days].sort()).toEqual(days);
        expect(new Set(days).size).toBe(days.length);
        for (const group of groups) for (const item of group.items) expect(calendarDayOf(new Date(item.starts_at), timeZone)).toBe(group.day);
      }),
    );
  });
});
