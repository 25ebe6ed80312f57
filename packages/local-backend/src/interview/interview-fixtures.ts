// Interview rows put straight into the database, for the seed, the API tests and the pact's provider states: a
// program's settings, a slot with its panel, a booking (held, attended, missed or cancelled), a panel member's score.
// Each takes an explicit id when a provider state needs a known one.
import { NO_ADJUSTMENTS, type Adjustments, type InterviewAttendance, type InterviewMode, type ReviewScore, type Rubric } from '@admission/domain';
import type { Db } from '../db/database';
import { interviewBookings, interviewScores, interviewSettings, interviewSlotPanel, interviewSlots } from '../db/schema';
import { interviewSettingsOf } from './interview-settings';

export interface SettingsFixture {
  readonly bookingPlace?: 'portal' | 'outside';
  readonly outsideUrl?: string | null;
  readonly changeCutoffHours?: number;
  readonly interviewWeight?: number;
  readonly rubric?: Rubric;
}

/** Sets the program's interview settings (the domain's defaults for what is left out). */
export async function putInterviewSettings(db: Db, programId: number, settings: SettingsFixture = {}): Promise<void> {
  const row = { ...(await interviewSettingsOf(db, programId)), ...settings, updatedAt: null };
  await db.insert(interviewSettings).values({ programId, ...row }).onConflictDoUpdate({ target: interviewSettings.programId, set: row });
}

export interface SlotFixture {
  readonly id?: number;
  readonly programId: number;
  readonly startsAt: Date;
  /** Default: 30 minutes after the start. */
  readonly endsAt?: Date;
  /** Default: video, with a link. */
  readonly mode?: InterviewMode;
  readonly location?: string | null;
  readonly panelIds?: readonly string[];
}

export const FIXTURE_VIDEO_LINK = 'https://meet.example/interview';

/** Inserts a slot and its panel; its id. */
export async function insertSlot(db: Db, slot: SlotFixture): Promise<number> {
  const mode = slot.mode ?? 'video';
  const [row] = await db
    .insert(interviewSlots)
    .values({
      ...(slot.id === undefined ? {} : { id: slot.id }),
      programId: slot.programId,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt ?? new Date(slot.startsAt.getTime() + 30 * 60_000),
      mode,
      location: slot.location !== undefined ? slot.location : mode === 'video' ? FIXTURE_VIDEO_LINK : mode === 'on_site' ? '1 Admissions Square' : null,
    })
    .returning({ id: interviewSlots.id });
  if (row === undefined) throw new Error('slot not inserted');
  const panel = slot.panelIds ?? [];
  if (panel.length > 0) await db.insert(interviewSlotPanel).values(panel.map((memberId) => ({ slotId: row.id, memberId })));
  return row.id;
}

export interface BookingFixture {
  readonly id?: number;
  readonly slotId: number;
  readonly dealId: number;
  readonly adjustments?: Adjustments;
  readonly bookedAt: Date;
  /** The staff member who booked during a call; the candidate when left out. */
  readonly bookedBy?: { readonly id: string; readonly name: string };
  readonly attendance?: InterviewAttendance | null;
  readonly attendanceRecordedBy?: string;
  readonly cancelled?: { readonly at: Date; readonly reason: string };
  readonly rebookAllowed?: boolean;
}

/** Inserts a booking; its id. */
export async function insertBooking(db: Db, booking: BookingFixture): Promise<number> {
  const [row] = await db
    .insert(interviewBookings)
    .values({
      ...(booking.id === undefined ? {} : { id: booking.id }),
      slotId: booking.slotId,
      dealId: booking.dealId,
      adjustments: booking.adjustments ?? NO_ADJUSTMENTS,
      bookedAt: booking.bookedAt,
      bookedById: booking.bookedBy?.id ?? null,
      bookedByName: booking.bookedBy?.name ?? null,
      attendance: booking.attendance ?? null,
      attendanceRecordedAt: booking.attendance ? booking.bookedAt : null,
      attendanceRecordedById: booking.attendance ? (booking.attendanceRecordedBy ?? null) : null,
      cancelledAt: booking.cancelled?.at ?? null,
      cancelReason: booking.cancelled?.reason ?? null,
      rebookAllowed: booking.rebookAllowed ?? false,
    })
    .returning({ id: interviewBookings.id });
  if (row === undefined) throw new Error('booking not inserted');
  return row.id;
}

/** Inserts a panel member's submitted score of a booking. */
export async function insertScore(db: Db, score: { readonly bookingId: number; readonly memberId: string; readonly scores: Record<string, ReviewScore>; readonly total: number; readonly comment?: string; readonly submittedAt: Date }): Promise<void> {
  await db.insert(interviewScores).values({ bookingId: score.bookingId, memberId: score.memberId, scores: score.scores, total: score.total, comment: score.comment ?? '', submittedAt: score.submittedAt });
}
