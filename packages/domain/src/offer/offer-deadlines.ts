// The offer's dates: the reply deadline, the deposit's due date, the "reply overdue" flag staff see, and the reply
// reminders (7 days and 2 days before the deadline, and on its day in the school's time zone), each at most once.
import { isSameCalendarDay } from '../shared/calendar-day';
import { OFFER_REMINDER_KINDS, type OfferReminderKind, type OfferState } from './offer-kinds';

const DAY_MS = 86_400_000;

/** Days after the offer (or the acceptance) counted as whole 24-hour days from its instant. */
export const daysAfter = (fromMs: number, days: number): number => fromMs + days * DAY_MS;

/** The reply deadline of an offer made at `madeAtMs`: the program's reply days, or its promotion reply days. */
export const replyDeadline = (madeAtMs: number, settings: { readonly reply_days: number; readonly promotion_reply_days: number }, promotion: boolean): number =>
  daysAfter(madeAtMs, promotion ? settings.promotion_reply_days : settings.reply_days);

/** When the deposit of an offer accepted at `acceptedAtMs` is due. */
export const depositDueAt = (acceptedAtMs: number, dueDays: number): number => daysAfter(acceptedAtMs, dueDays);

/**
 * Staff's flag on an offer still waiting for a reply after its deadline: the deadline's own millisecond is still on
 * time, the next one is overdue. It declines nothing: staff decide.
 */
export const isReplyOverdue = (state: OfferState, replyByMs: number, nowMs: number): boolean => state === 'made' && nowMs > replyByMs;

/** How many days before the deadline the two early reminders fall due. */
export const OFFER_REMINDER_DAYS: Readonly<Record<Exclude<OfferReminderKind, 'reply-day'>, number>> = { 'reply-7d': 7, 'reply-2d': 2 };

export interface ReminderOffer {
  readonly state: OfferState;
  readonly madeAtMs: number;
  readonly replyByMs: number;
  /** The reminders already sent for the current deadline (a new deadline starts a new list). */
  readonly sent: readonly OfferReminderKind[];
  /** The school's time zone (IANA): "on the day" is the deadline's calendar day there. */
  readonly timeZone: string;
}

/** Whether a reminder's time has come: from its offset on for the early ones, from the deadline's day on for the last. */
function isDue(offer: ReminderOffer, kind: OfferReminderKind, atMs: number): boolean {
  if (kind === 'reply-day') return atMs <= offer.replyByMs && isSameCalendarDay(new Date(atMs), new Date(offer.replyByMs), offer.timeZone);
  return atMs >= offer.replyByMs - OFFER_REMINDER_DAYS[kind] * DAY_MS;
}

/**
 * The reminders due now, at most one: the latest whose time has come, before the deadline passes, not sent yet (a job
 * that was down sends the latest, not all). Only for an offer waiting for a reply; none whose time had come when the
 * offer was made (its e-mail already says the deadline).
 */
export function dueOfferReminders(offer: ReminderOffer, nowMs: number): readonly OfferReminderKind[] {
  if (offer.state !== 'made' || nowMs > offer.replyByMs) return [];
  const latest = [...OFFER_REMINDER_KINDS].reverse().find((kind) => isDue(offer, kind, nowMs));
  if (latest === undefined || offer.sent.includes(latest) || isDue(offer, latest, offer.madeAtMs)) return [];
  return [latest];
}
