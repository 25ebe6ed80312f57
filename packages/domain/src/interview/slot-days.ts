// Slots and interviews listed by day, as the booking page and the panel's page show them: days of the school's
// time zone (a slot at 00:30 in Paris is on that Paris day, whatever UTC says).
import { calendarDayOf } from '../shared/calendar-day';

export interface DayGroup<T> {
  /** 'YYYY-MM-DD' in the time zone. */
  readonly day: string;
  /** The day's items in time order. */
  readonly items: readonly T[];
}

/** Items (each with an ISO `starts_at`) grouped by their day in `timeZone`, days and items in time order (ties as given). */
export function groupByDay<T extends { readonly starts_at: string }>(items: readonly T[], timeZone: string): readonly DayGroup<T>[] {
  const sorted = [...items].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
  const groups: { day: string; items: T[] }[] = [];
  for (const item of sorted) {
    const day = calendarDayOf(new Date(item.starts_at), timeZone);
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}
