// What the interview routes read of the database: a program's settings, its slots with their panels and holders, the
// free slots, an application's bookings; and the wire shapes built from them (interview-entities.ts). The rules
// applied to them are the domain's.
import {
  brandOfId,
  roleFromValue,
  slotStillBookable,
  type FreeSlot,
  type InterviewAttendance,
  type InterviewMode,
  type PanelMember,
  type InterviewSlotView,
} from '@admission/domain';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { deals, interviewBookings, interviewScores, interviewSlotPanel, interviewSlots, programs, users } from '../db/schema';
import { notFound } from '../http/http-error';
import { personName } from '../review/review-store';

export type SlotRow = typeof interviewSlots.$inferSelect;
export type BookingRow = typeof interviewBookings.$inferSelect;
export type ScoreRow = typeof interviewScores.$inferSelect;
export type ProgramRow = typeof programs.$inferSelect;

/** A booking that holds its slot: neither cancelled nor a no-show (the partial unique indexes' condition). */
export const activeBooking = () => and(isNull(interviewBookings.cancelledAt), or(isNull(interviewBookings.attendance), sql`${interviewBookings.attendance} <> 'no_show'`));

/** The stored attendance, as the domain names it; null before it is recorded. */
export const attendanceOf = (value: string | null): InterviewAttendance | null => (value === 'attended' || value === 'no_show' ? value : null);

/** The stored mode, as the domain names it (the routes store only the domain's modes). */
export const modeOf = (value: string): InterviewMode => (value === 'video' || value === 'phone' ? value : 'on_site');

/** The school's time zone of a program (its brand's). */
export const timeZoneOf = (program: Pick<ProgramRow, 'brand'>): string => brandOfId(program.brand).timeZone;

export async function programOf(db: Db, programId: number): Promise<ProgramRow> {
  const [program] = await db.select().from(programs).where(eq(programs.id, programId));
  if (program === undefined) throw notFound('Program not found');
  return program;
}

const memberRole = (role: string): PanelMember['role'] => {
  const read = roleFromValue(role);
  return read === 'admin' || read === 'agent' ? read : 'reviewer';
};

export const panelMemberView = (user: { readonly id: string; readonly firstName: string; readonly lastName: string; readonly email: string; readonly role: string }): PanelMember => ({
  id: user.id,
  name: personName(user),
  role: memberRole(user.role),
});

/** Each slot's panel, by slot id, members by name. */
export async function panelsOf(db: Db, slotIds: readonly number[]): Promise<Map<number, PanelMember[]>> {
  const panels = new Map<number, PanelMember[]>();
  if (slotIds.length === 0) return panels;
  const rows = await db
    .select({ slotId: interviewSlotPanel.slotId, id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, role: users.role })
    .from(interviewSlotPanel)
    .innerJoin(users, eq(users.id, interviewSlotPanel.memberId))
    .where(inArray(interviewSlotPanel.slotId, [...slotIds]))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email));
  for (const row of rows) panels.set(row.slotId, [...(panels.get(row.slotId) ?? []), panelMemberView(row)]);
  return panels;
}

/** Every slot of a program in time order (or the slots named), with its panel and the booking that holds it. */
export async function slotViews(db: Db, where: { readonly programId: number } | { readonly slotIds: readonly number[] }): Promise<InterviewSlotView[]> {
  const slots = await db
    .select()
    .from(interviewSlots)
    .where('programId' in where ? eq(interviewSlots.programId, where.programId) : inArray(interviewSlots.id, where.slotIds.length === 0 ? [-1] : [...where.slotIds]))
    .orderBy(asc(interviewSlots.startsAt), asc(interviewSlots.id));
  const ids = slots.map((slot) => slot.id);
  const [panels, holders] = await Promise.all([
    panelsOf(db, ids),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({ slotId: interviewBookings.slotId, bookingId: interviewBookings.id, dealId: deals.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
          .from(interviewBookings)
          .innerJoin(deals, eq(deals.id, interviewBookings.dealId))
          .innerJoin(users, eq(users.id, deals.userId))
          .where(and(inArray(interviewBookings.slotId, ids), activeBooking())),
  ]);
  const holderOf = new Map(holders.map((row) => [row.slotId, { booking_id: row.bookingId, application_id: row.dealId, candidate_name: personName(row) }]));
  return slots.map((slot) => ({
    id: slot.id,
    program_id: slot.programId,
    starts_at: slot.startsAt.toISOString(),
    ends_at: slot.endsAt.toISOString(),
    mode: modeOf(slot.mode),
    location: slot.location,
    panel: panels.get(slot.id) ?? [],
    booking: holderOf.get(slot.id) ?? null,
  }));
}

/** The program's slots that start after `now` and that no active booking holds, in time order: never a video link. */
export async function freeSlots(db: Db, programId: number, now: Date): Promise<FreeSlot[]> {
  const rows = await db
    .select({ slot: interviewSlots })
    .from(interviewSlots)
    .leftJoin(interviewBookings, and(eq(interviewBookings.slotId, interviewSlots.id), activeBooking()))
    .where(and(eq(interviewSlots.programId, programId), isNull(interviewBookings.id)))
    .orderBy(asc(interviewSlots.startsAt), asc(interviewSlots.id));
  return rows.filter(({ slot }) => slotStillBookable(now.getTime(), slot.startsAt.toISOString())).map(({ slot }) => ({
    id: slot.id,
    starts_at: slot.startsAt.toISOString(),
    ends_at: slot.endsAt.toISOString(),
    mode: modeOf(slot.mode),
    address: modeOf(slot.mode) === 'on_site' ? slot.location : null,
  }));
}

export interface BookingWithSlot {
  readonly booking: BookingRow;
  readonly slot: SlotRow | null;
}

/** Every booking of an application, newest first, with its slot (null once removed). */
export async function bookingsOf(db: Db, dealId: number): Promise<BookingWithSlot[]> {
  return db
    .select({ booking: interviewBookings, slot: interviewSlots })
    .from(interviewBookings)
    .leftJoin(interviewSlots, eq(interviewSlots.id, interviewBookings.slotId))
    .where(eq(interviewBookings.dealId, dealId))
    .orderBy(desc(interviewBookings.id));
}

/** The booking that holds a slot for the application, if any. */
export const activeOf = (bookings: readonly BookingWithSlot[]): BookingWithSlot | null =>
  bookings.find(({ booking }) => booking.cancelledAt === null && booking.attendance !== 'no_show') ?? null;

/** The application's latest booking that was not cancelled (held, attended or missed), if any. */
export const latestKeptOf = (bookings: readonly BookingWithSlot[]): BookingWithSlot | null => bookings.find(({ booking }) => booking.cancelledAt === null) ?? null;

/** The panel's scores of bookings, with each member's name. */
export async function scoresOf(db: Db, bookingIds: readonly number[]): Promise<(ScoreRow & { readonly memberName: string })[]> {
  if (bookingIds.length === 0) return [];
  const rows = await db
    .select({ score: interviewScores, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(interviewScores)
    .innerJoin(users, eq(users.id, interviewScores.memberId))
    .where(inArray(interviewScores.bookingId, [...bookingIds]))
    .orderBy(asc(interviewScores.submittedAt));
  return rows.map((row) => ({ ...row.score, memberName: personName(row) }));
}

/** Is the user on the slot's panel? */
export async function onPanel(db: Db, slotId: number, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ slotId: interviewSlotPanel.slotId })
    .from(interviewSlotPanel)
    .where(and(eq(interviewSlotPanel.slotId, slotId), eq(interviewSlotPanel.memberId, userId)));
  return row !== undefined;
}

/**
 * A candidate's interviews for their data download, by application: each booking's times, how it was held, the
 * adjustments asked for, its changes and attendance, and the panel's scores: never a panel member's name.
 */
export async function candidateInterviewsArchive(db: Db, userId: string): Promise<Map<number, unknown[]>> {
  const rows = await db
    .select({ booking: interviewBookings, slot: interviewSlots })
    .from(interviewBookings)
    .innerJoin(deals, eq(deals.id, interviewBookings.dealId))
    .leftJoin(interviewSlots, eq(interviewSlots.id, interviewBookings.slotId))
    .where(eq(deals.userId, userId))
    .orderBy(asc(interviewBookings.bookedAt), asc(interviewBookings.id));
  const scores = rows.length === 0 ? [] : await db.select().from(interviewScores).where(inArray(interviewScores.bookingId, rows.map(({ booking }) => booking.id))).orderBy(asc(interviewScores.submittedAt));
  const byDeal = new Map<number, unknown[]>();
  for (const { booking, slot } of rows) {
    const entry = {
      booking_id: booking.id,
      starts_at: slot?.startsAt.toISOString() ?? null,
      ends_at: slot?.endsAt.toISOString() ?? null,
      mode: slot === null ? null : modeOf(slot.mode),
      location: slot?.location ?? null,
      adjustments: booking.adjustments,
      booked_at: booking.bookedAt.toISOString(),
      booked_by: booking.bookedById === null ? 'candidate' : 'staff',
      cancelled_at: booking.cancelledAt?.toISOString() ?? null,
      cancel_reason: booking.cancelReason,
      attendance: booking.attendance,
      scores: scores.filter((score) => score.bookingId === booking.id).map((score) => ({ scores: score.scores, total: score.total, comment: score.comment, submitted_at: score.submittedAt.toISOString() })),
    };
    byDeal.set(booking.dealId, [...(byDeal.get(booking.dealId) ?? []), entry]);
  }
  return byDeal;
}
