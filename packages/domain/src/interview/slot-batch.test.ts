import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateSlots, instantOfLocalTime, SLOT_BATCH_LIMITS, slotsPerDay, type SlotBatch } from './slot-batch';

const batch = (overrides: Partial<SlotBatch> = {}): SlotBatch => ({
  dates: ['2026-03-03'],
  from: '09:00',
  to: '12:00',
  lengthMinutes: 30,
  gapMinutes: 0,
  timeZone: 'Europe/Paris',
  ...overrides,
});

const slotsOf = (overrides: Partial<SlotBatch>) => {
  const result = generateSlots(batch(overrides));
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.error)}`);
  return result.value;
};

const errorOf = (overrides: Partial<SlotBatch>) => {
  const result = generateSlots(batch(overrides));
  if (result.ok) throw new Error('accepted');
  return result.error;
};

describe('generateSlots', () => {
  it('makes every 30 minutes from 9:00 to 12:00 on 3, 4 and 5 March, in Paris (UTC+1 then)', () => {
    const slots = slotsOf({ dates: ['2026-03-05', '2026-03-03', '2026-03-04'] });
    expect(slots).toHaveLength(18);
    expect(slots[0]).toEqual({ startsAt: '2026-03-03T08:00:00.000Z', endsAt: '2026-03-03T08:30:00.000Z' });
    expect(slots[5]).toEqual({ startsAt: '2026-03-03T10:30:00.000Z', endsAt: '2026-03-03T11:00:00.000Z' });
    expect(slots[6]?.startsAt).toBe('2026-03-04T08:00:00.000Z');
    expect(slots[17]?.endsAt).toBe('2026-03-05T11:00:00.000Z');
  });

  it('converts in the school zone, summer time included', () => {
    expect(slotsOf({ dates: ['2026-07-01'], from: '09:00', to: '09:45', lengthMinutes: 45 })).toEqual([{ startsAt: '2026-07-01T07:00:00.000Z', endsAt: '2026-07-01T07:45:00.000Z' }]);
    expect(slotsOf({ dates: ['2026-07-01'], from: '09:00', to: '09:45', lengthMinutes: 45, timeZone: 'Europe/London' })[0]?.startsAt).toBe('2026-07-01T08:00:00.000Z');
  });

  it('puts the gap between slots, and keeps the last one only when it ends at or before `to`', () => {
    const slots = slotsOf({ from: '09:00', to: '10:40', lengthMinutes: 30, gapMinutes: 5 });
    expect(slots.map((slot) => slot.startsAt)).toEqual(['2026-03-03T08:00:00.000Z', '2026-03-03T08:35:00.000Z', '2026-03-03T09:10:00.000Z']);
    expect(slotsOf({ from: '09:00', to: '10:39', lengthMinutes: 30, gapMinutes: 5 })).toHaveLength(2);
    expect(slotsOf({ from: '09:00', to: '11:14', lengthMinutes: 30, gapMinutes: 5 })).toHaveLength(3);
    expect(slotsOf({ from: '09:00', to: '11:15', lengthMinutes: 30, gapMinutes: 5 })).toHaveLength(4);
  });

  it('fits one slot exactly from `from` to `to`, and refuses one a minute too long', () => {
    expect(slotsOf({ from: '09:00', to: '09:30' })).toHaveLength(1);
    expect(errorOf({ from: '09:00', to: '09:29' })).toEqual({ code: 'NO_SLOT_FITS', field: 'length_minutes', value: '30' });
  });

  it('takes the length and gap bounds, and refuses a minute past them or a part of a minute', () => {
    const { lengthMinutes, gapMinutes } = SLOT_BATCH_LIMITS;
    expect(slotsOf({ from: '00:00', to: '23:59', lengthMinutes: lengthMinutes.max, gapMinutes: gapMinutes.max })).toHaveLength(4);
    expect(slotsOf({ from: '09:00', to: '09:05', lengthMinutes: lengthMinutes.min, gapMinutes: gapMinutes.min })).toHaveLength(1);
    expect(errorOf({ lengthMinutes: lengthMinutes.min - 1 })).toEqual({ code: 'LENGTH_INVALID', field: 'length_minutes', value: '4' });
    expect(errorOf({ lengthMinutes: lengthMinutes.max + 1 })).toEqual({ code: 'LENGTH_INVALID', field: 'length_minutes', value: '241' });
    expect(errorOf({ lengthMinutes: 30.5 }).code).toBe('LENGTH_INVALID');
    expect(errorOf({ lengthMinutes: Number.NaN }).code).toBe('LENGTH_INVALID');
    expect(errorOf({ gapMinutes: -1 })).toEqual({ code: 'GAP_INVALID', field: 'gap_minutes', value: '-1' });
    expect(errorOf({ gapMinutes: gapMinutes.max + 1 })).toEqual({ code: 'GAP_INVALID', field: 'gap_minutes', value: '121' });
    expect(errorOf({ gapMinutes: 0.5 }).code).toBe('GAP_INVALID');
  });

  it('refuses missing, malformed, impossible and repeated dates, naming the one at fault', () => {
    expect(errorOf({ dates: [] })).toEqual({ code: 'DATES_MISSING', field: 'dates' });
    expect(errorOf({ dates: ['2026-03-03', '3 March'] })).toEqual({ code: 'DATE_INVALID', field: 'dates', value: '3 March' });
    expect(errorOf({ dates: ['2026-02-29'] })).toEqual({ code: 'DATE_INVALID', field: 'dates', value: '2026-02-29' });
    expect(errorOf({ dates: ['2026-13-01'] }).code).toBe('DATE_INVALID');
    expect(errorOf({ dates: ['0050-03-01'] }).code).toBe('DATE_INVALID');
    expect(errorOf({ dates: ['2026-3-01'] }).code).toBe('DATE_INVALID');
    expect(slotsOf({ dates: ['2028-02-29'] })).toHaveLength(6);
    expect(errorOf({ dates: ['2026-03-03', '2026-03-04', '2026-03-03'] })).toEqual({ code: 'DATE_DUPLICATE', field: 'dates', value: '2026-03-03' });
  });

  it('takes 31 dates and refuses 32', () => {
    const days = (count: number) => Array.from({ length: count }, (_, index) => new Date(Date.UTC(2026, 0, 5 + index)).toISOString().slice(0, 10));
    expect(slotsOf({ dates: days(SLOT_BATCH_LIMITS.dates.max), from: '09:00', to: '09:30' })).toHaveLength(31);
    expect(errorOf({ dates: days(32), from: '09:00', to: '09:30' })).toEqual({ code: 'TOO_MANY_DATES', field: 'dates', value: '32' });
  });

  it('takes 200 slots in all and refuses 201', () => {
    // 20 slots a day (9:00 to 19:00, 30 minutes): 10 days make 200.
    const days = (count: number) => Array.from({ length: count }, (_, index) => `2026-01-${String(5 + index).padStart(2, '0')}`);
    expect(slotsOf({ dates: days(10), from: '09:00', to: '19:00' })).toHaveLength(SLOT_BATCH_LIMITS.maxSlots);
    expect(errorOf({ dates: days(10), from: '09:00', to: '19:05', lengthMinutes: 5, gapMinutes: 25 })).toEqual({ code: 'TOO_MANY_SLOTS', field: 'dates', value: '210' });
    expect(errorOf({ dates: days(1), from: '00:00', to: '23:59', lengthMinutes: 5 })).toEqual({ code: 'TOO_MANY_SLOTS', field: 'dates', value: '287' });
  });

  it('refuses malformed times and a `to` not after `from`', () => {
    expect(errorOf({ from: '9:00' })).toEqual({ code: 'TIME_INVALID', field: 'from', value: '9:00' });
    expect(errorOf({ from: '24:00' })).toEqual({ code: 'TIME_INVALID', field: 'from', value: '24:00' });
    expect(errorOf({ to: '12:60' })).toEqual({ code: 'TIME_INVALID', field: 'to', value: '12:60' });
    expect(errorOf({ from: '12:00', to: '12:00' })).toEqual({ code: 'TIME_ORDER', field: 'to', value: '12:00' });
    expect(errorOf({ from: '12:00', to: '11:59' }).code).toBe('TIME_ORDER');
    expect(slotsOf({ from: '23:00', to: '23:59' })).toHaveLength(1);
  });

  describe('on a day the clocks change', () => {
    it('refuses a time that does not exist (Paris springs from 2:00 to 3:00 on 29 March 2026), naming the date', () => {
      expect(errorOf({ dates: ['2026-03-28', '2026-03-29'], from: '02:30', to: '04:00' })).toEqual({ code: 'LOCAL_TIME_AMBIGUOUS', field: 'dates', value: '2026-03-29' });
      expect(errorOf({ dates: ['2026-03-29'], from: '01:00', to: '02:00' }).code).toBe('LOCAL_TIME_AMBIGUOUS');
    });

    it('refuses a window the change falls in, though both ends exist', () => {
      expect(errorOf({ dates: ['2026-03-29'], from: '01:00', to: '04:00' }).code).toBe('LOCAL_TIME_AMBIGUOUS');
      expect(errorOf({ dates: ['2026-10-25'], from: '01:00', to: '04:00' }).code).toBe('LOCAL_TIME_AMBIGUOUS');
    });

    it('refuses a time that happens twice (Paris falls back from 3:00 to 2:00 on 25 October 2026)', () => {
      expect(errorOf({ dates: ['2026-10-25'], from: '02:30', to: '04:00' })).toEqual({ code: 'LOCAL_TIME_AMBIGUOUS', field: 'dates', value: '2026-10-25' });
      expect(errorOf({ dates: ['2026-10-25'], from: '00:00', to: '02:00' }).code).toBe('LOCAL_TIME_AMBIGUOUS');
    });

    it('takes the same day clear of the change, with the new offset after it', () => {
      expect(slotsOf({ dates: ['2026-03-29'], from: '03:00', to: '03:30' })).toEqual([{ startsAt: '2026-03-29T01:00:00.000Z', endsAt: '2026-03-29T01:30:00.000Z' }]);
      expect(slotsOf({ dates: ['2026-03-29'], from: '00:00', to: '01:59', lengthMinutes: 60 })).toEqual([{ startsAt: '2026-03-28T23:00:00.000Z', endsAt: '2026-03-29T00:00:00.000Z' }]);
      expect(slotsOf({ dates: ['2026-10-25'], from: '09:00', to: '09:30' })[0]?.startsAt).toBe('2026-10-25T08:00:00.000Z');
      expect(slotsOf({ dates: ['2026-10-25'], from: '03:00', to: '03:30' })[0]?.startsAt).toBe('2026-10-25T02:00:00.000Z');
    });
  });

  it('throws on a time zone the brand cannot have', () => {
    expect(() => generateSlots(batch({ timeZone: 'Mars/Olympus' }))).toThrow(RangeError);
  });
});

describe('instantOfLocalTime', () => {
  it('is the instant the school clocks read that time, or null', () => {
    expect(instantOfLocalTime('2026-03-03', '09:00', 'Europe/Paris')).toBe('2026-03-03T08:00:00.000Z');
    expect(instantOfLocalTime('2026-03-03', '09:00', 'Europe/London')).toBe('2026-03-03T09:00:00.000Z');
    expect(instantOfLocalTime('2026-03-29', '02:30', 'Europe/Paris')).toBeNull();
    expect(instantOfLocalTime('2026-10-25', '02:30', 'Europe/Paris')).toBeNull();
    expect(instantOfLocalTime('2026-02-30', '09:00', 'Europe/Paris')).toBeNull();
    expect(instantOfLocalTime('2026-03-03', '9h', 'Europe/Paris')).toBeNull();
  });
});

// ---- properties ----

const ZONES = ['Europe/Paris', 'Europe/London', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata', 'UTC'] as const;
const MINUTE = 60_000;

/** The wall clock of an instant in a zone: its day and its minutes since midnight. */
const formats = new Map<string, Intl.DateTimeFormat>();
function wallClock(iso: string, timeZone: string): { day: string; minutes: number } {
  const format = formats.get(timeZone) ?? new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  formats.set(timeZone, format);
  const parts = format.formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Whether the zone's offset changes during the day (an oracle that knows nothing of the rule: it samples every 15 minutes). */
const changeDays = new Map<string, boolean>();
function clocksChangeOn(date: string, timeZone: string): boolean {
  const key = `${date} ${timeZone}`;
  const known = changeDays.get(key);
  if (known !== undefined) return known;
  const start = Date.parse(`${date}T00:00:00Z`) - 15 * 60 * MINUTE;
  const offsets = new Set<number>();
  for (let at = start; at <= start + 54 * 60 * MINUTE; at += 15 * MINUTE) {
    const { day, minutes } = wallClock(new Date(at).toISOString(), timeZone);
    offsets.add(Math.round((Date.parse(`${day}T${hhmm(minutes)}:00Z`) - at) / MINUTE));
  }
  changeDays.set(key, offsets.size > 1);
  return offsets.size > 1;
}

const dayArbitrary = fc.integer({ min: 0, max: 2 * 366 }).map((offset) => new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10));
const batchArbitrary = fc
  .record({
    dates: fc.uniqueArray(dayArbitrary, { minLength: 1, maxLength: 4 }),
    from: fc.integer({ min: 0, max: 23 * 60 + 58 }),
    span: fc.integer({ min: 1, max: 12 * 60 }),
    lengthMinutes: fc.integer({ min: 5, max: 240 }),
    gapMinutes: fc.integer({ min: 0, max: 120 }),
    timeZone: fc.constantFrom(...ZONES),
  })
  .map(({ from, span, ...rest }) => ({ ...rest, fromMinutes: from, toMinutes: Math.min(from + span, 23 * 60 + 59) }));

describe('generateSlots (properties)', () => {
  it('makes slots of exactly the length, length + gap apart, on their own date between `from` and `to`, as many a day as fit', () => {
    fc.assert(
      fc.property(batchArbitrary, ({ fromMinutes, toMinutes, ...rest }) => {
        const result = generateSlots({ ...rest, from: hhmm(fromMinutes), to: hhmm(toMinutes) });
        fc.pre(result.ok);
        if (!result.ok) return;
        const perDay = slotsPerDay(fromMinutes, toMinutes, rest.lengthMinutes, rest.gapMinutes);
        expect(perDay).toBe(Math.floor((toMinutes - fromMinutes + rest.gapMinutes) / (rest.lengthMinutes + rest.gapMinutes)));
        expect(result.value).toHaveLength(perDay * rest.dates.length);
        result.value.forEach((slot, index) => {
          expect(Date.parse(slot.endsAt) - Date.parse(slot.startsAt)).toBe(rest.lengthMinutes * MINUTE);
          const start = wallClock(slot.startsAt, rest.timeZone);
          const end = wallClock(slot.endsAt, rest.timeZone);
          expect(start.day).toBe([...rest.dates].sort()[Math.floor(index / perDay)]);
          expect(start.minutes).toBe(fromMinutes + (index % perDay) * (rest.lengthMinutes + rest.gapMinutes));
          expect(end.day).toBe(start.day);
          expect(end.minutes).toBeLessThanOrEqual(toMinutes);
          const next = result.value[index + 1];
          if (next !== undefined && (index + 1) % perDay !== 0) {
            expect(Date.parse(next.startsAt) - Date.parse(slot.startsAt)).toBe((rest.lengthMinutes + rest.gapMinutes) * MINUTE);
          }
          if (next !== undefined) expect(Date.parse(next.startsAt)).toBeGreaterThan(Date.parse(slot.startsAt));
        });
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a date for a clock change only on a day the zone changes its clocks, and never another', () => {
    fc.assert(
      fc.property(batchArbitrary, ({ fromMinutes, toMinutes, ...rest }) => {
        const result = generateSlots({ ...rest, from: hhmm(fromMinutes), to: hhmm(toMinutes) });
        const anyChange = rest.dates.some((date) => clocksChangeOn(date, rest.timeZone));
        if (!result.ok && result.error.code === 'LOCAL_TIME_AMBIGUOUS') expect(clocksChangeOn(result.error.value ?? '', rest.timeZone)).toBe(true);
        if (!anyChange && slotsPerDay(fromMinutes, toMinutes, rest.lengthMinutes, rest.gapMinutes) > 0 && rest.dates.length * slotsPerDay(fromMinutes, toMinutes, rest.lengthMinutes, rest.gapMinutes) <= 200) {
          expect(result.ok).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('finds each change day of the sample zones refused for a window around the change', () => {
    for (const [date, timeZone] of [['2026-03-08', 'America/New_York'], ['2026-04-05', 'Australia/Lord_Howe'], ['2026-03-29', 'Europe/London']] as const) {
      expect(clocksChangeOn(date, timeZone)).toBe(true);
      expect(generateSlots({ dates: [date], from: '00:00', to: '04:00', lengthMinutes: 30, gapMinutes: 0, timeZone })).toEqual({ ok: false, error: { code: 'LOCAL_TIME_AMBIGUOUS', field: 'dates', value: date } });
    }
  });
});
