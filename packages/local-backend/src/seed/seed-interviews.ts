// The seeded admission interviews: in each school one program books its interviews in the portal (INTERVIEW_PROGRAMS:
// slots next week made by the domain's generateSlots in the school's time zone, the first day full), one keeps the
// outside booking link (the Executive MBA); the interview demo accounts' bookings (booked, holding the full day's last
// slot, missed, held an hour ago with no attendance recorded yet, held and waiting for the panel's score), each with its timeline entry.
import { brandOfId, DEFAULT_INTERVIEW_SETTINGS, generateSlots, NO_ADJUSTMENTS, type Adjustments, type InterviewAttendance } from '@admission/domain';
import { DEFAULT_INTERVIEW_RUBRIC } from '@admission/wording';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { deals, programs, timelineEvents, users } from '../db/schema';
import { insertBooking, insertSlot, putInterviewSettings } from '../interview/interview-fixtures';
import { fromWire } from '../interview/interview-settings';
import { INTERVIEW_CANDIDATES, INTERVIEW_PROGRAMS, JURY, type InterviewDemoState } from './demo-accounts';
import { PROGRAMS, type ProgramKey } from './catalogue';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The program that keeps its outside booking link. */
export const OUTSIDE_INTERVIEW_PROGRAM: ProgramKey = 'executive-mba';
export const OUTSIDE_INTERVIEW_URL = 'https://calendly.example/northbridge-executive-mba';

/** A day in a time zone, 'YYYY-MM-DD'. */
const dayIn = (at: number, timeZone: string): string => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** The whole hour `hours` before `now`, so a past interview has tidy times. */
const hoursAgo = (now: number, hours: number): Date => new Date(Math.floor((now - hours * HOUR_MS) / HOUR_MS) * HOUR_MS);

interface BookingPlan {
  readonly slotId: number | undefined;
  readonly bookedAt: Date;
  readonly adjustments: Adjustments;
  readonly attendance: InterviewAttendance | null;
}

/** Which slot an interview demo account holds, since when, and what the panel recorded. */
function bookingPlan(state: InterviewDemoState, slots: { readonly fullDay: readonly number[]; readonly missed: number; readonly justHeld: number; readonly held: number }, now: number): BookingPlan | null {
  switch (state) {
    case 'booked':
      return { slotId: slots.fullDay[0], bookedAt: new Date(now - 3 * DAY_MS), adjustments: { kinds: ['extra_time'], other: '' }, attendance: null };
    case 'full-day':
      return { slotId: slots.fullDay[1], bookedAt: new Date(now - 2 * DAY_MS), adjustments: NO_ADJUSTMENTS, attendance: null };
    case 'no-show':
      return { slotId: slots.missed, bookedAt: new Date(now - 6 * DAY_MS), adjustments: NO_ADJUSTMENTS, attendance: 'no_show' };
    case 'to-record':
      return { slotId: slots.justHeld, bookedAt: new Date(now - 4 * DAY_MS), adjustments: NO_ADJUSTMENTS, attendance: null };
    case 'to-score':
      return { slotId: slots.held, bookedAt: new Date(now - 5 * DAY_MS), adjustments: NO_ADJUSTMENTS, attendance: 'attended' };
    case 'can-book':
      return null;
  }
}

export async function seedInterviews(db: Db, now: number): Promise<void> {
  const programRows = await db.select().from(programs);
  const idOf = (key: ProgramKey): number => {
    const name = PROGRAMS.find((program) => program.key === key)?.name;
    const row = programRows.find((program) => program.name === name);
    if (row === undefined) throw new Error(`seed: no program ${key}`);
    return row.id;
  };
  await putInterviewSettings(db, idOf(OUTSIDE_INTERVIEW_PROGRAM), { bookingPlace: 'outside', outsideUrl: OUTSIDE_INTERVIEW_URL });

  for (const key of INTERVIEW_PROGRAMS) {
    const programId = idOf(key);
    const program = programRows.find((row) => row.id === programId);
    if (program === undefined) continue;
    const { timeZone } = brandOfId(program.brand);
    await putInterviewSettings(db, programId, fromWire({ ...DEFAULT_INTERVIEW_SETTINGS, rubric: DEFAULT_INTERVIEW_RUBRIC }));
    const panelist = JURY.find((member) => member.brand === program.brand);
    const [panel] = panelist === undefined ? [] : await db.select({ id: users.id }).from(users).where(eq(users.email, panelist.email));
    const panelIds = panel === undefined ? [] : [panel.id];
    const onSite = program.brand === 'lumiere';
    const place = onSite ? { mode: 'on_site' as const, location: '12 rue des Écoles, 75005 Paris' } : { mode: 'video' as const, location: 'https://meet.example/northbridge-interviews' };
    const slotsOf = async (dates: string[], from: string, to: string): Promise<number[]> => {
      const generated = generateSlots({ dates, from, to, lengthMinutes: 30, gapMinutes: 0, timeZone });
      if (!generated.ok) throw new Error(`seed: interview slots refused (${generated.error.code})`);
      const ids: number[] = [];
      for (const slot of generated.value) ids.push(await insertSlot(db, { programId, startsAt: new Date(slot.startsAt), endsAt: new Date(slot.endsAt), ...place, panelIds }));
      return ids;
    };
    // Next week: the first day's two slots both booked (a full day), the second day's four free.
    const fullDay = await slotsOf([dayIn(now + 7 * DAY_MS, timeZone)], '09:00', '10:00');
    await slotsOf([dayIn(now + 8 * DAY_MS, timeZone)], '09:00', '11:00');
    const missed = await insertSlot(db, { programId, startsAt: hoursAgo(now, 48), ...place, panelIds });
    const justHeld = await insertSlot(db, { programId, startsAt: hoursAgo(now, 1), ...place, panelIds });
    const held = await insertSlot(db, { programId, startsAt: hoursAgo(now, 24), ...place, panelIds });

    const accounts = INTERVIEW_CANDIDATES.filter((account) => account.program === key);
    const rows = await db
      .select({ dealId: deals.id, userId: users.id, email: users.email })
      .from(deals)
      .innerJoin(users, eq(users.id, deals.userId))
      .where(and(eq(deals.programId, programId), inArray(users.email, accounts.map((account) => account.email))));
    for (const account of accounts) {
      const row = rows.find((candidate) => candidate.email === account.email);
      if (row === undefined) continue;
      const plan = bookingPlan(account.interview, { fullDay, missed, justHeld, held }, now);
      if (plan === null || plan.slotId === undefined) continue;
      const id = await insertBooking(db, {
        slotId: plan.slotId,
        dealId: row.dealId,
        bookedAt: plan.bookedAt,
        adjustments: plan.adjustments,
        attendance: plan.attendance,
        ...(plan.attendance !== null && panel !== undefined ? { attendanceRecordedBy: panel.id } : {}),
      });
      await db.insert(timelineEvents).values({ userId: row.userId, dealId: row.dealId, at: plan.bookedAt, actorKind: 'candidate', kind: 'interview-booked', details: { booking_id: id, starts_at: null } });
    }
  }
}
