// The seeded admission interviews: in each school one program books its interviews in the portal (INTERVIEW_PROGRAMS:
// slots next week made by the domain's generateSlots in the school's time zone, the first day full), one keeps the
// outside booking link (the Executive MBA); the interview demo accounts' bookings (booked, holding the full day's last
// slot, missed, held an hour ago with no attendance recorded yet, held and waiting for the panel's score, held and
// scored: where the program's reviews are submitted too, that candidate has two reviews, so the ranking combines them), each with its timeline entry.
import { brandOfId, DEFAULT_INTERVIEW_SETTINGS, DEFAULT_REVIEW_SETTINGS, dueAt, generateSlots, NO_ADJUSTMENTS, weightedTotal, type Adjustments, type InterviewAttendance, type Rubric } from '@admission/domain';
import { DEFAULT_INTERVIEW_RUBRIC } from '@admission/wording';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { deals, interviewSlots, programs, reviewAssignments, reviews, timelineEvents, users } from '../db/schema';
import { insertBooking, insertScore, insertSlot, putInterviewSettings } from '../interview/interview-fixtures';
import { fromWire } from '../interview/interview-settings';
import { INTERVIEW_CANDIDATES, INTERVIEW_PROGRAMS, JURY, type InterviewDemoState } from './demo-accounts';
import { PROGRAMS, type ProgramKey } from './catalogue';
import { RUBRIC_OPEN_PROGRAMS } from './seed-jury';
import { seedRubric } from './seed-rubric';

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
function bookingPlan(state: InterviewDemoState, slots: { readonly fullDay: readonly number[]; readonly missed: number; readonly justHeld: number; readonly held: number; readonly scored: number }, now: number): BookingPlan | null {
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
    case 'scored':
      return { slotId: slots.scored, bookedAt: new Date(now - 8 * DAY_MS), adjustments: NO_ADJUSTMENTS, attendance: 'attended' };
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
    const scoredSlotStart = hoursAgo(now, 72);
    const scored = await insertSlot(db, { programId, startsAt: scoredSlotStart, ...place, panelIds });

    const accounts = INTERVIEW_CANDIDATES.filter((account) => account.program === key);
    const rows = await db
      .select({ dealId: deals.id, userId: users.id, email: users.email })
      .from(deals)
      .innerJoin(users, eq(users.id, deals.userId))
      .where(and(eq(deals.programId, programId), inArray(users.email, accounts.map((account) => account.email))));
    for (const account of accounts) {
      const row = rows.find((candidate) => candidate.email === account.email);
      if (row === undefined) continue;
      const plan = bookingPlan(account.interview, { fullDay, missed, justHeld, held, scored }, now);
      if (plan === null || plan.slotId === undefined) continue;
      const id = await insertBooking(db, {
        slotId: plan.slotId,
        dealId: row.dealId,
        bookedAt: plan.bookedAt,
        adjustments: plan.adjustments,
        attendance: plan.attendance,
        ...(plan.attendance !== null && panel !== undefined ? { attendanceRecordedBy: panel.id } : {}),
      });
      const [slot] = await db.select({ startsAt: interviewSlots.startsAt }).from(interviewSlots).where(eq(interviewSlots.id, plan.slotId));
      await db.insert(timelineEvents).values({ userId: row.userId, dealId: row.dealId, at: plan.bookedAt, actorKind: 'candidate', kind: 'interview-booked', details: { booking_id: id, starts_at: slot?.startsAt.toISOString() ?? null } });
      if (account.interview === 'scored' && panel !== undefined) {
        const scoredAt = new Date(scoredSlotStart.getTime() + HOUR_MS);
        await insertScore(db, { bookingId: id, memberId: panel.id, ...scoresOf(DEFAULT_INTERVIEW_RUBRIC, 4), comment: 'Clear and well prepared.', submittedAt: scoredAt });
        if (!RUBRIC_OPEN_PROGRAMS.includes(key)) await submittedReviews(db, { dealId: row.dealId, userId: row.userId }, key, program.brand, now);
      }
    }
  }
}

/** Every criterion of `rubric` at `level`, with the weighted total. */
function scoresOf(rubric: Rubric, level: 1 | 2 | 3 | 4 | 5): { readonly scores: Record<string, 1 | 2 | 3 | 4 | 5>; readonly total: number } {
  const scores = Object.fromEntries(rubric.criteria.map((criterion) => [criterion.id, level]));
  return { scores, total: weightedTotal(rubric, scores) ?? level };
}

/** Two of the school's reviewers submitted their reviews of the application ten days ago (4s and 3s), as the jury would. */
async function submittedReviews(db: Db, application: { readonly dealId: number; readonly userId: string }, program: ProgramKey, brand: string, now: number): Promise<void> {
  const rubric = seedRubric(program);
  const reviewers = JURY.filter((member) => member.brand === brand).slice(0, 2);
  const assignedAt = new Date(now - 12 * DAY_MS);
  for (const [order, member] of reviewers.entries()) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, member.email));
    if (user === undefined) continue;
    const [assignment] = await db
      .insert(reviewAssignments)
      .values({ dealId: application.dealId, reviewerId: user.id, state: 'active', assignedAt, dueAt: dueAt(assignedAt, DEFAULT_REVIEW_SETTINGS.dueDays), notifiedAt: assignedAt })
      .returning({ id: reviewAssignments.id });
    if (assignment === undefined) continue;
    const submittedAt = new Date(now - 10 * DAY_MS);
    const { scores, total } = scoresOf(rubric, order === 0 ? 4 : 3);
    await db.insert(reviews).values({ assignmentId: assignment.id, scores, recommendation: 'admit', comment: 'A convincing file.', version: 3, savedAt: submittedAt, submittedAt, total });
    const reviewer = { actorKind: 'staff', actorId: user.id, actorName: `${member.firstName} ${member.lastName}`, actorRole: 'reviewer' } as const;
    await db.insert(timelineEvents).values([
      { userId: application.userId, dealId: application.dealId, at: assignedAt, actorKind: 'system', kind: 'review-assigned', details: { reviewer_name: reviewer.actorName } },
      { userId: application.userId, dealId: application.dealId, at: submittedAt, ...reviewer, kind: 'review-submitted', details: { reviewer_name: reviewer.actorName } },
    ]);
  }
}
