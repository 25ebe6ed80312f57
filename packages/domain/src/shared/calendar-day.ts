// Which calendar day an instant falls on where the reader lives: "today" is a day in a time zone, not 24 hours.
import type { Clock } from './clock.port';

/** The instant's calendar day in `timeZone` (IANA name, e.g. 'Europe/Paris'), as 'YYYY-MM-DD'. */
export function calendarDayOf(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Whether two instants fall on the same calendar day in `timeZone`. */
export const isSameCalendarDay = (a: Date, b: Date, timeZone: string): boolean => calendarDayOf(a, timeZone) === calendarDayOf(b, timeZone);

/** Whether the instant falls on the clock's today in `timeZone` (from its midnight to the next). */
export const isToday = (instant: Date, clock: Clock, timeZone: string): boolean => isSameCalendarDay(instant, new Date(clock.now()), timeZone);
