// The review pages' times in words: a deadline (due, due today, overdue since), when a draft was saved and when an
// admin re-opened the review (their day when it is not today), by the domain's rules, in the reader's time zone,
// through react-intl's formatters.
import { isToday, reviewDueStatus, type Clock, type ReviewReopening } from '@admission/domain';
import type { IntlShape } from 'react-intl';
import { reviewsMessages as m } from './reviews.messages';

/** The time zone the page writes times in: react-intl's when it is given one, else the browser's. */
export const readerTimeZone = (intl: IntlShape): string => intl.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "Due Nov 27", "Due today at 5:00 PM" or "Overdue since Nov 27" (late: shown as a warning). */
export function dueWords(intl: IntlShape, { dueAt, submitted, clock }: { readonly dueAt: string; readonly submitted: boolean; readonly clock: Clock }): { readonly text: string; readonly late: boolean } {
  const due = new Date(dueAt);
  const status = reviewDueStatus({ dueAt: due, submitted, clock, timeZone: readerTimeZone(intl) });
  switch (status) {
    case 'overdue':
      return { text: intl.formatMessage(m.overdue, { date: intl.formatDate(due, { dateStyle: 'medium' }) }), late: true };
    case 'due-today':
      return { text: intl.formatMessage(m.dueToday, { time: intl.formatTime(due, { timeStyle: 'short' }) }), late: false };
    case 'due':
      return { text: intl.formatMessage(m.due, { date: intl.formatDate(due, { dateStyle: 'medium' }) }), late: false };
  }
}

/** "Draft saved at 10:12 PM" today; "Draft saved on Nov 13, 2026 at 10:12 PM" any other day (or before the clock is known). */
export function savedAtWords(intl: IntlShape, savedAt: string, clock: Clock | null): string {
  const time = intl.formatTime(savedAt, { timeStyle: 'short' });
  if (clock !== null && isToday(new Date(savedAt), clock, readerTimeZone(intl))) return intl.formatMessage(m.saveSaved, { time });
  return intl.formatMessage(m.saveSavedOn, { date: intl.formatDate(savedAt, { dateStyle: 'medium' }), time });
}

/**
 * "Alex Admin re-opened your review today at 9:40 AM: <reason>"; "... on Nov 13, 2026 at 9:40 AM: <reason>" any other
 * day (or before the clock is known). The reason as written, its line breaks kept.
 */
export function reopenedWords(intl: IntlShape, reopened: ReviewReopening, clock: Clock | null): string {
  const words = { name: reopened.by, time: intl.formatTime(reopened.at, { timeStyle: 'short' }), reason: reopened.reason };
  if (clock !== null && isToday(new Date(reopened.at), clock, readerTimeZone(intl))) return intl.formatMessage(m.reopenedToday, words);
  return intl.formatMessage(m.reopenedOn, { ...words, date: intl.formatDate(reopened.at, { dateStyle: 'medium' }) });
}
