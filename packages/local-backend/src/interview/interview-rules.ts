// Who may book or change an interview now, as the routes ask it: the domain's authoriseInterviewAction applied to the
// application's stored facts, its refusals as the API answers them, and the candidate's page lock read from them.
import {
  authoriseInterviewAction,
  roleFromValue,
  type CandidateInterviewLock,
  type DealStatus,
  type InterviewAction,
  type InterviewActionContext,
  type InterviewRefusalCode,
} from '@admission/domain';
import type { UserRow } from '../auth/sessions';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { deals } from '../db/schema';
import { HttpError } from '../http/http-error';
import { changeClosed, FORBIDDEN, notAdmissible, notNoShow, notYetHeld, notAttended } from './interview-errors';
import type { InterviewSettingsRow } from './interview-settings';
import type { BookingContext } from './interview-booking';
import { attendanceOf, bookingsOf, latestKeptOf, type BookingWithSlot } from './interview-store';

type DealRow = typeof deals.$inferSelect;

/** The application's status as the rules read it: a withdrawn application is not ADMISSIBLE, whatever it was. */
const statusOf = (deal: DealRow): DealStatus => (deal.withdrawnAt === null ? ((deal.dealStatus ?? 'DRAFT') as DealStatus) : 'IN_PROGRESS');

/** The facts the domain's rule reads: the latest booking not cancelled, whether a no-show awaits a new booking. */
export function interviewFacts(
  deal: DealRow,
  bookings: readonly BookingWithSlot[],
  settings: Pick<InterviewSettingsRow, 'changeCutoffHours'>,
  actor: { readonly user: UserRow; readonly isPanelMember: boolean },
  now: Date,
  scored = false,
): InterviewActionContext {
  const kept = latestKeptOf(bookings);
  const booking = kept === null || kept.slot === null ? null : { startsAt: kept.slot.startsAt.toISOString(), attendance: attendanceOf(kept.booking.attendance) };
  return {
    actor: { role: roleFromValue(actor.user.role), isPanelMember: actor.isPanelMember, ownsApplication: actor.user.id === deal.userId },
    dealStatus: statusOf(deal),
    booking,
    rebookAllowed: kept?.booking.attendance === 'no_show' && kept.booking.rebookAllowed,
    hadNoShow: kept?.booking.attendance === 'no_show',
    nowMs: now.getTime(),
    cutoffHours: settings.changeCutoffHours,
    scored,
  };
}

/** A refusal of the domain's rule as the API answers it. */
export function refusal(code: InterviewRefusalCode): HttpError {
  switch (code) {
    case 'FORBIDDEN':
    case 'NOT_ON_PANEL':
      return FORBIDDEN();
    case 'NOT_ADMISSIBLE':
      return notAdmissible();
    case 'CHANGE_CLOSED':
      return changeClosed();
    case 'NOT_YET_HELD':
      return notYetHeld();
    case 'NOT_ATTENDED':
      return notAttended();
    case 'NOT_A_NO_SHOW':
      return notNoShow();
    case 'ALREADY_BOOKED':
      return new HttpError(409, { code, message: 'This application already has an interview booked' });
    case 'NOT_BOOKED':
      return new HttpError(409, { code, message: 'This application has no interview booked' });
    case 'INTERVIEW_STARTED':
      return new HttpError(409, { code, message: 'The interview has started: it can no longer change' });
    case 'NO_SHOW':
      return new HttpError(409, { code, message: 'The interview was missed: the admissions team may allow a new booking' });
  }
}

/** Throws the domain's refusal of the action, if any. */
export function authorise(action: InterviewAction, context: InterviewActionContext): void {
  const decision = authoriseInterviewAction(action, context);
  if (!decision.ok) throw refusal(decision.error.code);
}

/**
 * Why the candidate cannot act on their interview now (the booking page's lock), read from the domain's rule: with a
 * booking held, whether they may move it; without, whether they may book.
 */
export function candidateLock(context: InterviewActionContext): CandidateInterviewLock | null {
  const live = context.booking !== null && context.booking.attendance !== 'no_show';
  const decision = authoriseInterviewAction(live ? 'move' : 'book', context);
  if (decision.ok) return null;
  switch (decision.error.code) {
    case 'NOT_ADMISSIBLE':
      return 'NOT_ADMISSIBLE';
    case 'NO_SHOW':
      return 'NO_SHOW';
    case 'INTERVIEW_STARTED':
      return context.booking?.attendance === 'attended' ? 'INTERVIEW_HELD' : 'CHANGE_CLOSED';
    case 'ALREADY_BOOKED':
      return 'INTERVIEW_HELD';
    default:
      return 'CHANGE_CLOSED';
  }
}

/**
 * The domain's rule for `action` by the caller (the candidate, or staff during a call) on the application, read
 * inside the transaction that acts: the application's status and bookings as they are now, under its row lock.
 */
export async function authoriseNow(tx: Db, target: BookingContext, settings: Pick<InterviewSettingsRow, 'changeCutoffHours'>, action: 'book' | 'move' | 'cancel' | 'allow-rebook', now: Date, caller: UserRow = target.candidate): Promise<void> {
  const [deal] = await tx.select().from(deals).where(eq(deals.id, target.deal.id));
  authorise(action, interviewFacts(deal ?? target.deal, await bookingsOf(tx, target.deal.id), settings, { user: caller, isPanelMember: false }, now));
}
