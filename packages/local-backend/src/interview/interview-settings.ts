// A program's interview settings as stored (the domain's defaults while it has no row), their wire shape, and the
// instant after which a candidate can no longer change their booking (the domain's changeClosesAt).
import { changeClosesAt, DEFAULT_INTERVIEW_SETTINGS, rubricEditable, type InterviewBookingPlace, type InterviewSettings, type InterviewSettingsView, type Rubric } from '@admission/domain';
import { DEFAULT_INTERVIEW_RUBRIC } from '@admission/wording';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { interviewBookings, interviewScores, interviewSettings, interviewSlots } from '../db/schema';

export interface InterviewSettingsRow {
  readonly bookingPlace: InterviewBookingPlace;
  readonly outsideUrl: string | null;
  readonly changeCutoffHours: number;
  readonly interviewWeight: number;
  readonly rubric: Rubric;
}

const placeOf = (value: string): InterviewBookingPlace => (value === 'outside' ? 'outside' : 'portal');

/** Settings in the wire's shape (the domain's parseInterviewSettings and defaults), as stored. */
export const fromWire = (settings: InterviewSettings): InterviewSettingsRow => ({
  bookingPlace: settings.booking_place,
  outsideUrl: settings.outside_url,
  changeCutoffHours: settings.change_cutoff_hours,
  interviewWeight: settings.interview_weight,
  rubric: settings.rubric,
});

/** The program's settings, or the domain's defaults. */
export async function interviewSettingsOf(db: Db, programId: number): Promise<InterviewSettingsRow> {
  const [row] = await db.select().from(interviewSettings).where(eq(interviewSettings.programId, programId));
  if (row === undefined) return fromWire({ ...DEFAULT_INTERVIEW_SETTINGS, rubric: DEFAULT_INTERVIEW_RUBRIC });
  return { bookingPlace: placeOf(row.bookingPlace), outsideUrl: row.outsideUrl, changeCutoffHours: row.changeCutoffHours, interviewWeight: row.interviewWeight, rubric: row.rubric };
}

/** How many interviews of the program the panel scored: the rubric is fixed from the first. */
export async function scoredInterviews(db: Db, programId: number): Promise<number> {
  const [row] = await db
    .select({ scored: count() })
    .from(interviewScores)
    .innerJoin(interviewBookings, eq(interviewBookings.id, interviewScores.bookingId))
    .innerJoin(interviewSlots, eq(interviewSlots.id, interviewBookings.slotId))
    .where(eq(interviewSlots.programId, programId));
  return Number(row?.scored ?? 0);
}

export const settingsView = (settings: InterviewSettingsRow, scored: number): InterviewSettingsView => ({
  booking_place: settings.bookingPlace,
  outside_url: settings.outsideUrl,
  change_cutoff_hours: settings.changeCutoffHours,
  interview_weight: settings.interviewWeight,
  rubric: settings.rubric,
  rubric_editable: rubricEditable(scored),
});

/** The last instant at which the candidate may move or cancel an interview starting at `startsAt`. */
export const changeUntil = (startsAt: Date, settings: Pick<InterviewSettingsRow, 'changeCutoffHours'>): Date => new Date(changeClosesAt(startsAt.toISOString(), settings.changeCutoffHours));
