// Booking, moving and cancelling an interview, for the candidate and for staff during a call. Each change runs in one
// transaction under the application's row lock; the database's partial unique indexes settle a race for the last
// slot (exactly one insert or move gets it, the other answers 409 SLOT_TAKEN with the refreshed free slots). Each
// change is recorded on the timeline with its actor and e-mailed (the candidate with the calendar file; the panel when
// a booking of theirs is cancelled), in the same transaction.
import { slotStillBookable, type Adjustments } from '@admission/domain';
import { and, eq } from 'drizzle-orm';
import type { UserRow } from '../auth/sessions';
import type { BackendContext } from '../context';
import type { Db } from '../db/database';
import { deals, interviewBookings, interviewSlotPanel, interviewSlots, users } from '../db/schema';
import { personName } from '../review/review-store';
import { CANDIDATE, recordEvent, staffActor } from '../workflow/timeline';
import { alreadyBooked, notBooked, slotTaken, slotUnknown, violatedConstraint } from './interview-errors';
import { emailInterviewCandidate, emailInterviewPanel, type MailedInterview } from './interview-mail';
import { changeUntil, interviewSettingsOf, type InterviewSettingsRow } from './interview-settings';
import { activeOf, bookingsOf, freeSlots, modeOf, timeZoneOf, type BookingRow, type ProgramRow, type SlotRow } from './interview-store';
import { INTERVIEW_EVENT } from './interview-timeline';

/** Who makes the change: the candidate, or a staff member (their account) during a call. */
export type InterviewActor = { readonly kind: 'candidate' } | { readonly kind: 'staff'; readonly user: UserRow };

export interface BookingContext {
  readonly deal: typeof deals.$inferSelect;
  readonly candidate: UserRow;
  readonly program: ProgramRow;
}

const timelineActor = (actor: InterviewActor) => (actor.kind === 'candidate' ? { actor: CANDIDATE } : { actor: staffActor(actor.user), actorId: actor.user.id });
/** The staff member's name for the e-mails; null when the candidate acted. */
const actorName = (actor: InterviewActor): string | null => (actor.kind === 'candidate' ? null : personName(actor.user));

export const SLOT_INDEX = 'interview_bookings_active_slot_idx';
export const DEAL_INDEX = 'interview_bookings_active_deal_idx';

/** The application's row, locked for the transaction: its bookings change one at a time. */
export async function lockApplication(tx: Db, dealId: number): Promise<void> {
  await tx.select({ id: deals.id }).from(deals).where(eq(deals.id, dealId)).for('update');
}

/** A slot of the program that may still be taken (the domain's slotStillBookable); else 422 SLOT_UNKNOWN. */
async function futureSlotOf(tx: Db, programId: number, slotId: number, now: Date): Promise<SlotRow> {
  const [slot] = await tx.select().from(interviewSlots).where(and(eq(interviewSlots.id, slotId), eq(interviewSlots.programId, programId)));
  if (slot === undefined || !slotStillBookable(now.getTime(), slot.startsAt.toISOString())) throw slotUnknown();
  return slot;
}

export function mailedInterview(booking: Pick<BookingRow, 'id' | 'sequence' | 'adjustments'>, slot: SlotRow, program: ProgramRow, settings: InterviewSettingsRow): MailedInterview {
  return {
    bookingId: booking.id,
    sequence: booking.sequence,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    mode: modeOf(slot.mode),
    location: slot.location,
    adjustments: booking.adjustments,
    programName: program.name,
    timeZone: timeZoneOf(program),
    changeUntil: changeUntil(slot.startsAt, settings),
  };
}

const candidateOf = (booking: BookingContext) => ({ ...booking.candidate, dealId: booking.deal.id });

/** A change refused by the database (a unique index): the slot was taken meanwhile, or the application booked twice at once. */
async function raceRefusal(context: BackendContext, error: unknown, programId: number, now: Date): Promise<never> {
  const constraint = violatedConstraint(error);
  if (constraint === SLOT_INDEX) throw slotTaken(await freeSlots(context.db, programId, now));
  if (constraint === DEAL_INDEX) throw alreadyBooked();
  throw error;
}

/**
 * Books `slotId` for the application; `authorise` runs under the lock with the application's bookings (the domain's
 * rule of who may book now). Throws the refusals; returns the new booking.
 */
export async function bookInterview(
  context: BackendContext,
  target: BookingContext,
  actor: InterviewActor,
  request: { readonly slotId: number; readonly adjustments: Adjustments },
  now: Date,
  authorise: (tx: Db) => Promise<void>,
): Promise<BookingRow> {
  const settings = await interviewSettingsOf(context.db, target.program.id);
  try {
    return await context.db.transaction(async (tx) => {
      await lockApplication(tx, target.deal.id);
      await authorise(tx);
      const slot = await futureSlotOf(tx, target.program.id, request.slotId, now);
      const [booking] = await tx
        .insert(interviewBookings)
        .values({
          slotId: slot.id,
          dealId: target.deal.id,
          adjustments: request.adjustments,
          bookedAt: now,
          bookedById: actor.kind === 'staff' ? actor.user.id : null,
          bookedByName: actorName(actor),
        })
        .returning();
      if (booking === undefined) throw new Error('booking not inserted');
      await recordEvent(tx, { userId: target.deal.userId, dealId: target.deal.id, ...timelineActor(actor), kind: INTERVIEW_EVENT.booked, details: { booking_id: booking.id, slot_id: slot.id, starts_at: slot.startsAt.toISOString() }, at: now });
      await emailInterviewCandidate(context, candidateOf(target), mailedInterview(booking, slot, target.program, settings), { kind: 'interview-booked', by: actorName(actor) }, now, tx);
      return booking;
    });
  } catch (error) {
    return raceRefusal(context, error, target.program.id, now);
  }
}

/** Moves the application's booking to `slotId` (its SEQUENCE counted up); `authorise` sees the booking held now. */
export async function moveInterview(
  context: BackendContext,
  target: BookingContext,
  actor: InterviewActor,
  request: { readonly slotId: number; readonly adjustments: Adjustments },
  now: Date,
  authorise: (tx: Db, held: { readonly booking: BookingRow; readonly slot: SlotRow | null }) => Promise<void>,
): Promise<BookingRow> {
  const settings = await interviewSettingsOf(context.db, target.program.id);
  try {
    return await context.db.transaction(async (tx) => {
      await lockApplication(tx, target.deal.id);
      const held = activeOf(await bookingsOf(tx, target.deal.id));
      if (held === null || held.slot === null) throw notBooked();
      await authorise(tx, held);
      const slot = await futureSlotOf(tx, target.program.id, request.slotId, now);
      // The slot it holds is not a free one to move to.
      if (slot.id === held.slot.id) throw slotTaken(await freeSlots(tx, target.program.id, now));
      const [moved] = await tx
        .update(interviewBookings)
        .set({ slotId: slot.id, adjustments: request.adjustments, sequence: held.booking.sequence + 1, remindersSent: [] })
        .where(eq(interviewBookings.id, held.booking.id))
        .returning();
      if (moved === undefined) throw new Error('booking not moved');
      await recordEvent(tx, {
        userId: target.deal.userId,
        dealId: target.deal.id,
        ...timelineActor(actor),
        kind: INTERVIEW_EVENT.moved,
        details: { booking_id: moved.id, slot_id: slot.id, starts_at: slot.startsAt.toISOString(), from_starts_at: held.slot.startsAt.toISOString() },
        at: now,
      });
      await emailInterviewCandidate(
        context,
        candidateOf(target),
        mailedInterview(moved, slot, target.program, settings),
        { kind: 'interview-moved', by: actorName(actor), before: { startsAt: held.slot.startsAt, endsAt: held.slot.endsAt } },
        now,
        tx,
      );
      return moved;
    });
  } catch (error) {
    return raceRefusal(context, error, target.program.id, now);
  }
}

/** Cancels the application's booking with the reason; the candidate and the slot's panel are told. */
export async function cancelInterview(
  context: BackendContext,
  target: BookingContext,
  actor: InterviewActor,
  reason: string,
  now: Date,
  authorise: (tx: Db, held: { readonly booking: BookingRow; readonly slot: SlotRow | null }) => Promise<void>,
): Promise<BookingRow> {
  const settings = await interviewSettingsOf(context.db, target.program.id);
  return context.db.transaction(async (tx) => {
    await lockApplication(tx, target.deal.id);
    const held = activeOf(await bookingsOf(tx, target.deal.id));
    if (held === null) throw notBooked();
    await authorise(tx, held);
    const [cancelled] = await tx
      .update(interviewBookings)
      .set({ cancelledAt: now, cancelledById: actor.kind === 'staff' ? actor.user.id : null, cancelledByName: actorName(actor), cancelReason: reason, sequence: held.booking.sequence + 1 })
      .where(eq(interviewBookings.id, held.booking.id))
      .returning();
    if (cancelled === undefined) throw new Error('booking not cancelled');
    await recordEvent(tx, {
      userId: target.deal.userId,
      dealId: target.deal.id,
      ...timelineActor(actor),
      kind: INTERVIEW_EVENT.cancelled,
      details: { booking_id: cancelled.id, starts_at: held.slot?.startsAt.toISOString() ?? null, reason },
      at: now,
    });
    if (held.slot !== null) {
      const interview = mailedInterview(cancelled, held.slot, target.program, settings);
      await emailInterviewCandidate(context, candidateOf(target), interview, { kind: 'interview-cancelled', by: actorName(actor), reason }, now, tx);
      const panel = await tx.select({ user: users }).from(interviewSlotPanel).innerJoin(users, eq(users.id, interviewSlotPanel.memberId)).where(eq(interviewSlotPanel.slotId, held.slot.id));
      for (const { user } of panel) await emailInterviewPanel(context, user, personName(target.candidate), interview, { kind: 'interview-panel-cancelled', by: actorName(actor) }, now, tx);
    }
    return cancelled;
  });
}
