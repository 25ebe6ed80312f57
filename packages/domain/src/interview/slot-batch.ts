// A batch of interview slots as an admin asks for it ("every 30 minutes from 9:00 to 12:00 on 3, 4 and 5 March"):
// wall-clock times in the school's time zone, turned into instants. A date on which the school's clocks change
// between `from` and `to` is refused, naming it: a slot there would be an hour short or long, or happen twice.
import { tzOffset } from '@date-fns/tz';
import { fail, ok, type Result } from '../shared/result';

export interface SlotBatch {
  /** Days in the school's time zone, 'YYYY-MM-DD', in any order. */
  readonly dates: readonly string[];
  /** Wall-clock times in the school's time zone, 'HH:MM' (00:00 to 23:59). */
  readonly from: string;
  readonly to: string;
  readonly lengthMinutes: number;
  readonly gapMinutes: number;
  /** The school's time zone (IANA name): the brand's `timeZone`. */
  readonly timeZone: string;
}

/** One slot's instants, ISO 8601 in UTC ('…Z'). */
export interface SlotTimes {
  readonly startsAt: string;
  readonly endsAt: string;
}

export const SLOT_BATCH_LIMITS = {
  lengthMinutes: { min: 5, max: 240 },
  gapMinutes: { min: 0, max: 120 },
  dates: { min: 1, max: 31 },
  maxSlots: 200,
} as const;

export type SlotBatchErrorCode =
  /** No date at all. */
  | 'DATES_MISSING'
  /** A date not 'YYYY-MM-DD', or not a day of the calendar (`value`). */
  | 'DATE_INVALID'
  /** The same date twice (`value`). */
  | 'DATE_DUPLICATE'
  /** More than SLOT_BATCH_LIMITS.dates.max dates (`value`: how many). */
  | 'TOO_MANY_DATES'
  /** `from` or `to` not 'HH:MM' (the field says which). */
  | 'TIME_INVALID'
  /** `to` not after `from`. */
  | 'TIME_ORDER'
  /** Not a whole number of minutes within SLOT_BATCH_LIMITS.lengthMinutes. */
  | 'LENGTH_INVALID'
  /** Not a whole number of minutes within SLOT_BATCH_LIMITS.gapMinutes. */
  | 'GAP_INVALID'
  /** One slot is longer than the time from `from` to `to`. */
  | 'NO_SLOT_FITS'
  /** More than SLOT_BATCH_LIMITS.maxSlots slots in all (`value`: how many). */
  | 'TOO_MANY_SLOTS'
  /**
   * The school's clocks change on this date (`value`) at `from`, at `to` or between them: a time that does not exist
   * (spring) or happens twice (autumn). The admin leaves the date out or chooses times clear of the change.
   */
  | 'LOCAL_TIME_AMBIGUOUS';

/** What is wrong, in the wire's field names (SlotBatchRequest); `value` is the date or the count at fault. */
export interface SlotBatchError {
  readonly code: SlotBatchErrorCode;
  readonly field: 'dates' | 'from' | 'to' | 'length_minutes' | 'gap_minutes';
  readonly value?: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A calendar day's midnight as if it were UTC (ms), or null when the text is not a day of the calendar. */
function dayStart(date: string): number | null {
  const match = DATE.exec(date);
  if (match === null) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const start = Date.UTC(year, month - 1, day);
  // Date.UTC rolls 31 February over to March and maps years 0-99 to the 1900s: the day must read back the same.
  return new Date(start).toISOString().slice(0, 10) === date ? start : null;
}

/** Minutes since midnight of an 'HH:MM' time, or null. */
function minutesOf(time: string): number | null {
  const match = TIME.exec(time);
  return match === null ? null : Number(match[1]) * 60 + Number(match[2]);
}

const withinWhole = (value: number, bounds: { readonly min: number; readonly max: number }): boolean =>
  Number.isInteger(value) && value >= bounds.min && value <= bounds.max;

/** How many slots fit from `from` to `to` (minutes) one day: the last one ends at or before `to`. */
export const slotsPerDay = (fromMinutes: number, toMinutes: number, lengthMinutes: number, gapMinutes: number): number =>
  Math.max(0, Math.floor((toMinutes - fromMinutes + gapMinutes) / (lengthMinutes + gapMinutes)));

/** The zone's offset (minutes) at an instant; an unknown zone is a fault of the brand's settings, not of the admin. */
function offsetAt(timeZone: string, instant: number): number {
  const offset = tzOffset(timeZone, new Date(instant));
  if (Number.isNaN(offset)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  return offset;
}

/**
 * The one instant at which the zone's clocks read `wallClock` (a wall-clock time written as if UTC, ms), or null
 * when they never do (spring forward) or do twice (autumn back). The zone's offsets a day either side are the only
 * ones its clocks can read around then.
 */
function instantOfWallClock(wallClock: number, timeZone: string): number | null {
  const offsets = new Set([offsetAt(timeZone, wallClock - DAY), offsetAt(timeZone, wallClock + DAY)]);
  const instants = [...offsets].map((offset) => wallClock - offset * MINUTE).filter((instant) => wallClock - offsetAt(timeZone, instant) * MINUTE === instant);
  return instants.length === 1 ? (instants[0] as number) : null;
}

/**
 * The instant (ISO, UTC) at which the school's clocks read `time` ('HH:MM') on `date` ('YYYY-MM-DD'): for a slot
 * edited by hand. Null when the date or time is malformed, or when that time does not exist or happens twice there.
 */
export function instantOfLocalTime(date: string, time: string, timeZone: string): string | null {
  const start = dayStart(date);
  const minutes = minutesOf(time);
  if (start === null || minutes === null) return null;
  const instant = instantOfWallClock(start + minutes * MINUTE, timeZone);
  return instant === null ? null : new Date(instant).toISOString();
}

/** Every slot of the batch in time order, or the first fault found (dates, times, length, gap, count, clock changes). */
export function generateSlots(batch: SlotBatch): Result<readonly SlotTimes[], SlotBatchError> {
  const { dates, from, to, lengthMinutes, gapMinutes, timeZone } = batch;
  if (dates.length === 0) return fail({ code: 'DATES_MISSING', field: 'dates' });
  const days = new Map<string, number>();
  for (const date of dates) {
    const start = dayStart(date);
    if (start === null) return fail({ code: 'DATE_INVALID', field: 'dates', value: date });
    if (days.has(date)) return fail({ code: 'DATE_DUPLICATE', field: 'dates', value: date });
    days.set(date, start);
  }
  if (days.size > SLOT_BATCH_LIMITS.dates.max) return fail({ code: 'TOO_MANY_DATES', field: 'dates', value: String(days.size) });
  const fromMinutes = minutesOf(from);
  if (fromMinutes === null) return fail({ code: 'TIME_INVALID', field: 'from', value: from });
  const toMinutes = minutesOf(to);
  if (toMinutes === null) return fail({ code: 'TIME_INVALID', field: 'to', value: to });
  if (toMinutes <= fromMinutes) return fail({ code: 'TIME_ORDER', field: 'to', value: to });
  if (!withinWhole(lengthMinutes, SLOT_BATCH_LIMITS.lengthMinutes)) return fail({ code: 'LENGTH_INVALID', field: 'length_minutes', value: String(lengthMinutes) });
  if (!withinWhole(gapMinutes, SLOT_BATCH_LIMITS.gapMinutes)) return fail({ code: 'GAP_INVALID', field: 'gap_minutes', value: String(gapMinutes) });
  const perDay = slotsPerDay(fromMinutes, toMinutes, lengthMinutes, gapMinutes);
  if (perDay === 0) return fail({ code: 'NO_SLOT_FITS', field: 'length_minutes', value: String(lengthMinutes) });
  const total = perDay * days.size;
  if (total > SLOT_BATCH_LIMITS.maxSlots) return fail({ code: 'TOO_MANY_SLOTS', field: 'dates', value: String(total) });

  const slots: SlotTimes[] = [];
  for (const [date, start] of [...days].sort(([, a], [, b]) => a - b)) {
    const opens = instantOfWallClock(start + fromMinutes * MINUTE, timeZone);
    const closes = instantOfWallClock(start + toMinutes * MINUTE, timeZone);
    // Both ends exist once and the offset is the same at both: no change between them (zones change at most once a day).
    if (opens === null || closes === null || closes - opens !== (toMinutes - fromMinutes) * MINUTE) {
      return fail({ code: 'LOCAL_TIME_AMBIGUOUS', field: 'dates', value: date });
    }
    for (let index = 0; index < perDay; index += 1) {
      const startsAt = opens + index * (lengthMinutes + gapMinutes) * MINUTE;
      slots.push({ startsAt: new Date(startsAt).toISOString(), endsAt: new Date(startsAt + lengthMinutes * MINUTE).toISOString() });
    }
  }
  return ok(slots);
}
