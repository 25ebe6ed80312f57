// The interview reminders: the candidate and the panel 48 hours before, the candidate again 2 hours before (the
// domain's dueInterviewReminders), each at most once per booking and never for a cancelled one or a missed one. Each
// reminder is claimed (its kind added to reminders_sent, on a booking still active) in the transaction that sends it,
// so two runs at once send it once. The documents reminder job runs it (workflow/reminder-job.ts), with its clock.
import { dueInterviewReminders, type InterviewReminderKind } from '@admission/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { BackendContext } from '../context';
import { deals, interviewBookings, interviewSlotPanel, interviewSlots, programs, users } from '../db/schema';
import { personName } from '../review/review-store';
import { mailedInterview } from './interview-booking';
import { emailInterviewCandidate, emailInterviewPanel } from './interview-mail';
import { interviewSettingsOf } from './interview-settings';

export interface InterviewReminderRun {
  readonly sent: readonly { readonly bookingId: number; readonly kind: InterviewReminderKind; readonly to: readonly string[] }[];
}

/** Runs the reminders at `now`; `userId` narrows them to one candidate's bookings or one panel member's (the dev route). */
export async function runInterviewReminders(context: BackendContext, now: Date, options: { readonly userId?: string } = {}): Promise<InterviewReminderRun> {
  const { db } = context;
  const upcoming = await db
    .select({ booking: interviewBookings, slot: interviewSlots, program: programs, candidate: users })
    .from(interviewBookings)
    .innerJoin(interviewSlots, eq(interviewSlots.id, interviewBookings.slotId))
    .innerJoin(programs, eq(programs.id, interviewSlots.programId))
    .innerJoin(deals, eq(deals.id, interviewBookings.dealId))
    .innerJoin(users, eq(users.id, deals.userId))
    .where(and(isNull(interviewBookings.cancelledAt), isNull(interviewBookings.attendance), gt(interviewSlots.startsAt, now)));
  const sent: { bookingId: number; kind: InterviewReminderKind; to: string[] }[] = [];
  for (const { booking, slot, program, candidate } of upcoming) {
    const due = dueInterviewReminders({ startsAt: slot.startsAt.toISOString(), bookedAt: booking.bookedAt.toISOString(), cancelled: booking.cancelledAt !== null, sent: booking.remindersSent }, now.getTime());
    if (due.length === 0) continue;
    const panel = await db.select({ user: users }).from(interviewSlotPanel).innerJoin(users, eq(users.id, interviewSlotPanel.memberId)).where(eq(interviewSlotPanel.slotId, slot.id));
    if (options.userId !== undefined && candidate.id !== options.userId && !panel.some(({ user }) => user.id === options.userId)) continue;
    const settings = await interviewSettingsOf(db, program.id);
    const interview = mailedInterview(booking, slot, program, settings);
    for (const kind of due) {
      const to = await db.transaction(async (tx) => {
        const claimed = await tx
          .update(interviewBookings)
          .set({ remindersSent: sql`array_append(${interviewBookings.remindersSent}, ${kind})` })
          .where(and(eq(interviewBookings.id, booking.id), eq(interviewBookings.slotId, slot.id), isNull(interviewBookings.cancelledAt), isNull(interviewBookings.attendance), sql`NOT (${kind} = ANY(${interviewBookings.remindersSent}))`))
          .returning({ id: interviewBookings.id });
        if (claimed.length === 0) return [];
        if (kind === 'panel-48h') {
          for (const { user } of panel) await emailInterviewPanel(context, user, personName(candidate), interview, { kind: 'interview-panel-reminder' }, now, tx);
          return panel.map(({ user }) => user.email);
        }
        await emailInterviewCandidate(context, { ...candidate, dealId: booking.dealId }, interview, { kind: 'interview-reminder', soon: kind === 'candidate-2h' }, now, tx);
        return [candidate.email];
      });
      if (to.length > 0) sent.push({ bookingId: booking.id, kind, to });
    }
  }
  return { sent };
}
