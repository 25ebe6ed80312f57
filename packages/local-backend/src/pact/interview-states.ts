// The admission interview's provider states: candidate@example.com's ADMISSIBLE application 7010 in program 3 (MSc
// Finance), slots 9201 and 9202 of program 3 (reviewer1 on their panels), booking 9301 at the stage each state names.
// Written down for the consumer in docs/contracts.md and packages/adapters/src/pact/provider-states.ts.
import { eq, inArray, or } from 'drizzle-orm';
import { nowDate, type BackendContext } from '../context';
import { deals, interviewBookings, interviewSlotPanel, interviewSlots, programReviewers, timelineEvents } from '../db/schema';
import { insertBooking, insertSlot, putInterviewSettings } from '../interview/interview-fixtures';
import { INTERVIEW_EVENT } from '../interview/interview-timeline';
import { recordEvent } from '../workflow/timeline';
import { programId } from '../seed/catalogue';
import { seedRubric } from '../seed/seed-rubric';
import { putAccount, signInExisting, type AccountFixture } from './fixtures';
import { PACT_REVIEWERS } from './jury-states';

const PROGRAM = programId('msc-finance');
const [REVIEWER1, REVIEWER2] = PACT_REVIEWERS;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const VIDEO_LINK = 'https://meet.example/msc-finance-9201';

/** Program 3's interview rubric: the seed's rubric of the program (motivation, academics, experience, communication). */
const INTERVIEW_RUBRIC = seedRubric('msc-finance');

const candidate: AccountFixture = {
  id: '6f1c2a8e-1d2b-4c3d-9e4f-5a6b7c8d9e0f',
  email: 'candidate@example.com',
  firstName: 'Chris',
  lastName: 'Candidate',
  deals: [{ id: 7010, program: 'msc-finance', status: 'ADMISSIBLE' }],
};
/** Another ADMISSIBLE candidate of program 3, who took slot 9201 first. */
const rival: AccountFixture = {
  id: '7a2b3c4d-0000-4000-a000-000000007011',
  email: 'rival.candidate@example.com',
  firstName: 'Robin',
  lastName: 'Rival',
  deals: [{ id: 7011, program: 'msc-finance', status: 'ADMISSIBLE' }],
};

/** Where 9201 starts (9202 starts half an hour later): next week, within the cut-off, an hour and a half ago, or on 4 March 2030 at 09:00 UTC. */
type SlotTime = 'next-week' | 'within-cutoff' | 'held' | 'yesterday' | 'fixed';
/** Booking 9301 of 7010 on slot 9201, or another candidate's booking of 9201, or none. */
type BookingStage = 'none' | 'rival' | 'booked' | 'attended' | 'no-show';

interface InterviewFixture {
  readonly time: SlotTime;
  readonly booking: BookingStage;
}

function slotStart(time: SlotTime, now: number): Date {
  if (time === 'fixed') return new Date(Date.UTC(2030, 2, 4, 9, 0, 0));
  if (time === 'within-cutoff') return new Date(now + 2 * HOUR_MS);
  if (time === 'held') return new Date(now - 90 * 60_000);
  if (time === 'yesterday') return new Date(now - DAY_MS);
  return new Date(now + 7 * DAY_MS);
}

/** Program 3 with slots 9201 and 9202 only (reviewer1 on no other panel), the interview rubric, and 9301 at its stage. */
async function putInterviews(context: BackendContext, fixture: InterviewFixture): Promise<void> {
  const { db } = context;
  for (const reviewer of PACT_REVIEWERS) await putAccount(context, { ...reviewer, role: 'reviewer', deals: [] });
  await putAccount(context, rival);
  await putAccount(context, candidate);
  const ofProgram = db.select({ id: interviewSlots.id }).from(interviewSlots).where(eq(interviewSlots.programId, PROGRAM));
  const programDeals = db.select({ id: deals.id }).from(deals).where(eq(deals.programId, PROGRAM));
  await db.delete(interviewBookings).where(or(inArray(interviewBookings.slotId, ofProgram), inArray(interviewBookings.dealId, programDeals)));
  await db.delete(interviewSlots).where(or(eq(interviewSlots.programId, PROGRAM), inArray(interviewSlots.id, [9201, 9202, 9203, 9204])));
  await db.delete(interviewSlotPanel).where(eq(interviewSlotPanel.memberId, REVIEWER1.id));
  // The program's reviewers may sit on its panels.
  await db.delete(programReviewers).where(eq(programReviewers.programId, PROGRAM));
  await db.insert(programReviewers).values(PACT_REVIEWERS.map((reviewer) => ({ programId: PROGRAM, reviewerId: reviewer.id })));
  await putInterviewSettings(db, PROGRAM, { bookingPlace: 'portal', outsideUrl: null, changeCutoffHours: 24, interviewWeight: 0.5, rubric: INTERVIEW_RUBRIC });
  const now = nowDate(context).getTime();
  const start = slotStart(fixture.time, now);
  const panelIds = [REVIEWER1.id];
  await insertSlot(db, { id: 9201, programId: PROGRAM, startsAt: start, mode: 'video', location: VIDEO_LINK, panelIds });
  // 9202 stays free and in the future: half an hour after 9201 on a fixed day, else next week.
  const second = fixture.time === 'fixed' ? new Date(start.getTime() + 30 * 60_000) : new Date(now + 7 * DAY_MS + 30 * 60_000);
  await insertSlot(db, { id: 9202, programId: PROGRAM, startsAt: second, mode: 'video', location: 'https://meet.example/msc-finance-9202', panelIds });
  await db.delete(timelineEvents).where(inArray(timelineEvents.dealId, [7010, 7011]));
  if (fixture.booking === 'none') return;
  const bookedAt = new Date(Math.min(now, start.getTime()) - 2 * DAY_MS);
  if (fixture.booking === 'rival') {
    await insertBooking(db, { id: 9302, slotId: 9201, dealId: 7011, bookedAt });
    return;
  }
  const attendance = fixture.booking === 'attended' ? 'attended' : fixture.booking === 'no-show' ? 'no_show' : null;
  await insertBooking(db, { id: 9301, slotId: 9201, dealId: 7010, adjustments: { kinds: ['extra_time'], other: '' }, bookedAt, attendance, attendanceRecordedBy: REVIEWER1.id });
  await recordEvent(db, {
    userId: candidate.id,
    dealId: 7010,
    actor: { kind: 'candidate' },
    kind: INTERVIEW_EVENT.booked,
    details: { booking_id: 9301, slot_id: 9201, starts_at: start.toISOString() },
    at: bookedAt,
  });
}

type Handler = (context: BackendContext) => Promise<{ accessToken?: string }>;
const as = (email: string, fixture: InterviewFixture): Handler => async (context) => {
  await putInterviews(context, fixture);
  return { accessToken: await signInExisting(context, email) };
};

const ADMIN = 'admin@northbridge.example';

export const INTERVIEW_STATES: Readonly<Record<string, Handler>> = {
  'an ADMISSIBLE candidate who can book an interview': as(candidate.email, { time: 'next-week', booking: 'none' }),
  'an ADMISSIBLE candidate whose chosen slot another candidate has just taken': as(candidate.email, { time: 'next-week', booking: 'rival' }),
  'an ADMISSIBLE candidate with an interview booked next week': as(candidate.email, { time: 'next-week', booking: 'booked' }),
  'an ADMISSIBLE candidate whose interview starts within the change cut-off': as(candidate.email, { time: 'within-cutoff', booking: 'booked' }),
  "an admin with a program's interview slots, one booked": as(ADMIN, { time: 'fixed', booking: 'booked' }),
  "an agent with a program's interview slots": as('agent@northbridge.example', { time: 'fixed', booking: 'booked' }),
  'an admin and the ADMISSIBLE application 7010 without an interview': as(ADMIN, { time: 'next-week', booking: 'none' }),
  'an admin and the application 7010 with an interview booked next week': as(ADMIN, { time: 'next-week', booking: 'booked' }),
  'an admin and the application 7010 whose candidate missed the interview': as(ADMIN, { time: 'yesterday', booking: 'no-show' }),
  'a panel member with an interview held an hour ago, attendance not recorded': as(REVIEWER1.email, { time: 'held', booking: 'booked' }),
  'a panel member with an attended interview to score': as(REVIEWER1.email, { time: 'held', booking: 'attended' }),
  'a reviewer not on the panel of interview 9301': as(REVIEWER2.email, { time: 'held', booking: 'booked' }),
};

