// Who may do what with an admission interview. The server applies these to every call; the pages only follow them.
import type { DealStatus } from '../api/entities';
import { isStaff, type Role } from '../roles/role';
import { fail, ok, type Result } from '../shared/result';
import { canCandidateChange } from './change-cutoff';
import type { InterviewAttendance } from './interview-kinds';

export const INTERVIEW_ACTIONS = ['book', 'move', 'cancel', 'record-attendance', 'score', 'allow-rebook', 'manage-slots', 'view-panel-interview'] as const;
/** `book`, `move` and `cancel` by the candidate, or by staff on their behalf; the rest by staff or the panel. */
export type InterviewAction = (typeof INTERVIEW_ACTIONS)[number];

export interface InterviewActor {
  readonly role: Role;
  /** On the panel of the booking's slot. */
  readonly isPanelMember: boolean;
  /** The application is theirs (a candidate's own). */
  readonly ownsApplication: boolean;
}

/** The application's booking the action is about: its latest one not cancelled (a no-show's stays until the next). */
export interface InterviewBookingFacts {
  readonly startsAt: string;
  readonly attendance: InterviewAttendance | null;
}

export interface InterviewActionContext {
  readonly actor: InterviewActor;
  readonly dealStatus: DealStatus;
  readonly booking: InterviewBookingFacts | null;
  /** Staff allowed one new booking after a no-show, not used yet. */
  readonly rebookAllowed: boolean;
  /** A booking of this application was recorded as a no-show. */
  readonly hadNoShow: boolean;
  readonly nowMs: number;
  /** The program's change cut-off, in hours before the start. */
  readonly cutoffHours: number;
  /** This panel member's score of the interview exists (a submitted score can be corrected by its author). */
  readonly scored: boolean;
}

export type InterviewRefusalCode =
  /** Not this actor's to do at all (a candidate on another's application, a reviewer acting as staff...). */
  | 'FORBIDDEN'
  /** Booking or moving needs the application ADMISSIBLE. */
  | 'NOT_ADMISSIBLE'
  /** A booking is held (or was held: the interview took place). */
  | 'ALREADY_BOOKED'
  /** No booking to move, cancel, record or score. */
  | 'NOT_BOOKED'
  /** The candidate's change cut-off has passed: staff can still change it. */
  | 'CHANGE_CLOSED'
  /** The interview's start has come: nobody moves or cancels it any more. */
  | 'INTERVIEW_STARTED'
  /** Not on the slot's panel. */
  | 'NOT_ON_PANEL'
  /** Attendance is recorded from the start on. */
  | 'NOT_YET_HELD'
  /** A score needs the candidate recorded as attended. */
  | 'NOT_ATTENDED'
  /** The candidate missed their interview and staff have not allowed a new booking. */
  | 'NO_SHOW'
  /** A new booking is allowed only after a no-show. */
  | 'NOT_A_NO_SHOW';

export interface InterviewRefusal {
  readonly code: InterviewRefusalCode;
}

type Decision = Result<void, InterviewRefusal>;

const allowed: Decision = ok(undefined);
const refuse = (code: InterviewRefusalCode): Decision => fail({ code });

const startsAtMs = (booking: InterviewBookingFacts): number => Date.parse(booking.startsAt);

/** The candidate on their own application, or staff on anyone's; reviewers never act for the school here. */
function bookingActor({ actor }: InterviewActionContext): 'candidate' | 'staff' | null {
  if (actor.role === 'candidate') return actor.ownsApplication ? 'candidate' : null;
  return isStaff(actor.role) ? 'staff' : null;
}

/** The latest booking is a no-show, or an earlier one was and the new booking it allowed was cancelled. */
const noShowPending = (context: InterviewActionContext): boolean => context.hadNoShow || context.booking?.attendance === 'no_show';

/** The booking still to come (or taking place), not one over. */
const liveBooking = (booking: InterviewBookingFacts | null): InterviewBookingFacts | null => (booking === null || booking.attendance === 'no_show' ? null : booking);

function authoriseBook(context: InterviewActionContext): Decision {
  const who = bookingActor(context);
  if (who === null) return refuse('FORBIDDEN');
  if (context.dealStatus !== 'ADMISSIBLE') return refuse('NOT_ADMISSIBLE');
  if (liveBooking(context.booking) !== null) return refuse('ALREADY_BOOKED');
  // Staff booking during a call is itself their decision to give a no-show another interview.
  if (who === 'candidate' && noShowPending(context) && !context.rebookAllowed) return refuse('NO_SHOW');
  return allowed;
}

function authoriseChange(action: 'move' | 'cancel', context: InterviewActionContext): Decision {
  const who = bookingActor(context);
  if (who === null) return refuse('FORBIDDEN');
  if (action === 'move' && context.dealStatus !== 'ADMISSIBLE') return refuse('NOT_ADMISSIBLE');
  const booking = liveBooking(context.booking);
  if (booking === null) return refuse('NOT_BOOKED');
  // An unreadable start counts as started: nothing is changed on a guess.
  if (booking.attendance !== null || !(context.nowMs < startsAtMs(booking))) return refuse('INTERVIEW_STARTED');
  if (who === 'candidate' && !canCandidateChange(context.nowMs, booking.startsAt, context.cutoffHours)) return refuse('CHANGE_CLOSED');
  return allowed;
}

/** The panel's own acts: attendance (the panel, or staff) and the score (the panel alone). */
function authorisePanelAct(action: 'record-attendance' | 'score', context: InterviewActionContext): Decision {
  const { actor, booking } = context;
  if (actor.role === 'candidate') return refuse('FORBIDDEN');
  const staffMayRecord = action === 'record-attendance' && isStaff(actor.role);
  if (!actor.isPanelMember && !staffMayRecord) return refuse('NOT_ON_PANEL');
  if (booking === null) return refuse('NOT_BOOKED');
  if (!(context.nowMs >= startsAtMs(booking))) return refuse('NOT_YET_HELD');
  // A score may be corrected by its author as long as the attendance reads attended (`scored` or not, the same answer).
  if (action === 'score' && booking.attendance !== 'attended') return refuse('NOT_ATTENDED');
  return allowed;
}

function authoriseAllowRebook(context: InterviewActionContext): Decision {
  if (!isStaff(context.actor.role)) return refuse('FORBIDDEN');
  if (liveBooking(context.booking) !== null) return refuse('ALREADY_BOOKED');
  return noShowPending(context) ? allowed : refuse('NOT_A_NO_SHOW');
}

/**
 * May this actor do this now? Candidates book their own ADMISSIBLE application once (after a no-show, only when staff
 * allowed one new booking), and move or cancel until the cut-off; staff (admins and agents, never reviewers) do the
 * same for them until the start. The panel (and staff) record attendance from the start on; only the panel scores,
 * once the candidate attended. Only staff allow a no-show a new booking; only admins manage slots; only the panel
 * reads a panel member's page of the interview.
 */
export function authoriseInterviewAction(action: InterviewAction, context: InterviewActionContext): Decision {
  switch (action) {
    case 'book':
      return authoriseBook(context);
    case 'move':
    case 'cancel':
      return authoriseChange(action, context);
    case 'record-attendance':
    case 'score':
      return authorisePanelAct(action, context);
    case 'allow-rebook':
      return authoriseAllowRebook(context);
    case 'manage-slots':
      return context.actor.role === 'admin' ? allowed : refuse('FORBIDDEN');
    case 'view-panel-interview':
      if (context.actor.role === 'candidate') return refuse('FORBIDDEN');
      return context.actor.isPanelMember ? allowed : refuse('NOT_ON_PANEL');
  }
}

/** Whether a slot may still be taken (booked or moved into): it starts strictly after now. */
export const slotStillBookable = (nowMs: number, startsAt: string): boolean => nowMs < Date.parse(startsAt);
