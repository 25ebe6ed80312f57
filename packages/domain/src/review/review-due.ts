// When a review is due, said the same way on the queue and on the review page.
import { isSameCalendarDay } from '../shared/calendar-day';
import type { Clock } from '../shared/clock.port';
import { isOverdue } from './assignment';

/**
 * - `due`: the deadline is on a later day (or the review is submitted: it is never late then);
 * - `due-today`: the deadline is later today, in the reader's time zone, or is this very instant;
 * - `overdue`: the deadline instant has passed and the review is not submitted.
 */
export type ReviewDueStatus = 'due' | 'due-today' | 'overdue';

/** The one rule of a review's deadline: overdue strictly after the due instant, due today until then on its day. */
export function reviewDueStatus({ dueAt, submitted, clock, timeZone }: { readonly dueAt: Date; readonly submitted: boolean; readonly clock: Clock; readonly timeZone: string }): ReviewDueStatus {
  const now = new Date(clock.now());
  if (submitted) return 'due';
  if (isOverdue(dueAt, now, submitted)) return 'overdue';
  return isSameCalendarDay(dueAt, now, timeZone) ? 'due-today' : 'due';
}
