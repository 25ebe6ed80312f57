// Slots (or interviews) by day in the school's zone, for the pickers and the panel's list.

export interface SlotDay<T> {
  /** The day in the school's zone, 'YYYY-MM-DD'. */
  readonly day: string;
  readonly slots: readonly T[];
}

const dayKey = (at: string, timeZone: string): string => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(at));

export function slotDaysOf<T extends { readonly starts_at: string }>(slots: readonly T[], timeZone: string): readonly SlotDay<T>[] {
  const days: { day: string; slots: T[] }[] = [];
  for (const slot of slots) {
    const day = dayKey(slot.starts_at, timeZone);
    const last = days[days.length - 1];
    if (last?.day === day) last.slots.push(slot);
    else days.push({ day, slots: [slot] });
  }
  return days;
}
