// The reminders the reminders job sends before an interview: the candidate and the panel 48 hours before, the
// candidate again 2 hours before. Each at most once per booking, never for a cancelled one, never once it started.
import { INTERVIEW_REMINDER_KINDS, type InterviewReminderKind } from './interview-kinds';

const HOUR = 3_600_000;

/** How long before the start each reminder is due, in hours, and whom it is for. */
export const INTERVIEW_REMINDER_OFFSETS: Readonly<Record<InterviewReminderKind, { readonly hours: number; readonly audience: 'candidate' | 'panel' }>> = {
  'candidate-48h': { hours: 48, audience: 'candidate' },
  'panel-48h': { hours: 48, audience: 'panel' },
  'candidate-2h': { hours: 2, audience: 'candidate' },
};

export interface ReminderBooking {
  readonly startsAt: string;
  readonly bookedAt: string;
  readonly cancelled: boolean;
  /** The reminders already sent for this booking. */
  readonly sent: readonly InterviewReminderKind[];
}

/** The instant (ms) a reminder falls due. */
const dueAt = (startMs: number, kind: InterviewReminderKind): number => startMs - INTERVIEW_REMINDER_OFFSETS[kind].hours * HOUR;

/** When a reminder stops being worth sending: the start, or when a later one for the same people falls due. */
function lapsesAt(startMs: number, kind: InterviewReminderKind): number {
  const { hours, audience } = INTERVIEW_REMINDER_OFFSETS[kind];
  const later = INTERVIEW_REMINDER_KINDS.filter((other) => INTERVIEW_REMINDER_OFFSETS[other].audience === audience && INTERVIEW_REMINDER_OFFSETS[other].hours < hours);
  return Math.min(startMs, ...later.map((other) => dueAt(startMs, other)));
}

/**
 * The reminders due now, in INTERVIEW_REMINDER_KINDS's order: from `start − offset` on, before the start (and before
 * a later reminder to the same people is due: a job that was down sends the 2-hour one, not both), not sent yet, not
 * for a cancelled booking. A booking made after `start − offset` gets none of that reminder: its confirmation e-mail,
 * sent at once, already carries the details.
 */
export function dueInterviewReminders(booking: ReminderBooking, nowMs: number): readonly InterviewReminderKind[] {
  if (booking.cancelled) return [];
  const startMs = Date.parse(booking.startsAt);
  const bookedMs = Date.parse(booking.bookedAt);
  return INTERVIEW_REMINDER_KINDS.filter((kind) => {
    const due = dueAt(startMs, kind);
    return !booking.sent.includes(kind) && bookedMs < due && nowMs >= due && nowMs < lapsesAt(startMs, kind);
  });
}
