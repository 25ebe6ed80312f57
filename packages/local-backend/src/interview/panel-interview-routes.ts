// A panel member's interviews (staff or reviewers named on a slot's panel), extensions the school's product API must
// add (docs/contracts.md):
//   GET /interviews                           their interviews in time order (never a cancelled one)
//   GET /interviews/{bookingId}               one interview with the program's rubric and their own score
//   PUT /interviews/{bookingId}/attendance    attended or no_show {attendance}; 409 NOT_YET_HELD before the start
//   PUT /interviews/{bookingId}/score         their score {scores, comment}; 409 NOT_ATTENDED, 422 SCORE_INCOMPLETE
// A booking off the caller's panel answers exactly as one that does not exist (403). Reviewers may call these routes
// (the reviewer gate lets them through); they see the adjustments asked for, as staff do.
import {
  INTERVIEW_ATTENDANCES,
  isReviewer,
  isStaff,
  readyToSubmit,
  validateDraft,
  weightedTotal,
  type InterviewActionContext,
  type InterviewAttendance,
  type ReviewScore,
  type Rubric,
  type PanelInterview,
  type PanelInterviewDetail,
} from '@admission/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../auth/sessions';
import { nowDate, type BackendContext } from '../context';
import type { Db } from '../db/database';
import { deals, interviewBookings, interviewScores, interviewSlotPanel, interviewSlots, programs, users } from '../db/schema';
import { requireUser, roleOf } from '../http/current-user';
import { HttpError } from '../http/http-error';
import { REVIEWER_MAY } from '../review/reviewer-gate';
import { personName } from '../review/review-store';
import { recordEvent, reviewerActor, staffActor } from '../workflow/timeline';
import { lockApplication } from './interview-booking';
import { FORBIDDEN } from './interview-errors';
import { authorise } from './interview-rules';
import { INT } from './interview-requests';
import { interviewSettingsOf } from './interview-settings';
import { attendanceOf, modeOf, timeZoneOf } from './interview-store';
import { INTERVIEW_EVENT } from './interview-timeline';

const BOOKING_PARAMS = { type: 'object', required: ['bookingId'], properties: { bookingId: INT } } as const;
const ATTENDANCE_BODY = { type: 'object', additionalProperties: false, required: ['attendance'], properties: { attendance: { type: 'string', enum: [...INTERVIEW_ATTENDANCES] } } } as const;
/** The domain checks the score itself; this only bounds the body. */
const SCORE_BODY = { type: 'object', additionalProperties: false, required: ['scores', 'comment'], properties: { scores: { type: 'object', maxProperties: 20 }, comment: { type: 'string', maxLength: 20_000 } } } as const;

/** The domain's facts of a panel member's act on this booking (theirs: the route found them on its panel). */
const panelFacts = (member: UserRow, row: InterviewRow, now: Date): InterviewActionContext => ({
  actor: { role: roleOf(member), isPanelMember: true, ownsApplication: false },
  dealStatus: 'ADMISSIBLE',
  booking: { startsAt: row.slot.startsAt.toISOString(), attendance: attendanceOf(row.booking.attendance) },
  rebookAllowed: false,
  hadNoShow: false,
  nowMs: now.getTime(),
  cutoffHours: 0,
  scored: row.myScore !== null,
});

/**
 * The panel member's score by the jury's rules on the interview rubric: the scores and comment checked as a review's
 * (validateDraft), every criterion scored (422 SCORE_INCOMPLETE with the missing ones), the weighted total.
 */
function scoreOf(rubric: Rubric, body: unknown): { scores: Record<string, ReviewScore>; comment: string; total: number } {
  const draft = validateDraft(rubric, body);
  if (!draft.ok) throw new HttpError(422, { message: 'The score is refused', ...draft.error });
  const ready = readyToSubmit(rubric, draft.value);
  if (!ready.ok && ready.error.missing.length > 0) throw new HttpError(422, { code: 'SCORE_INCOMPLETE', message: 'Every criterion needs a score', missing: ready.error.missing });
  const total = weightedTotal(rubric, draft.value.scores);
  if (total === null) throw new HttpError(422, { code: 'SCORE_INCOMPLETE', message: 'Every criterion needs a score', missing: [] });
  return { scores: { ...draft.value.scores }, comment: draft.value.comment, total };
}

/** Staff or a reviewer: who may sit on a panel; anyone else 403. */
async function requirePanelist(context: BackendContext, request: FastifyRequest): Promise<UserRow> {
  const user = await requireUser(context, request);
  const role = roleOf(user);
  if (!isStaff(role) && !isReviewer(role)) throw new HttpError(403, 'Panel members only');
  return user;
}

/** The timeline's actor for a panel member: a reviewer as the jury's entries name them, staff as staff. */
const panelActor = (user: UserRow) => (isReviewer(roleOf(user)) ? reviewerActor(user) : { actor: staffActor(user), actorId: user.id });

const interviewRows = (db: Db, memberId: string) =>
  db
    .select({ booking: interviewBookings, slot: interviewSlots, program: programs, firstName: users.firstName, lastName: users.lastName, email: users.email, myScore: interviewScores })
    .from(interviewSlotPanel)
    .innerJoin(interviewSlots, eq(interviewSlots.id, interviewSlotPanel.slotId))
    .innerJoin(interviewBookings, and(eq(interviewBookings.slotId, interviewSlots.id), isNull(interviewBookings.cancelledAt)))
    .innerJoin(deals, eq(deals.id, interviewBookings.dealId))
    .innerJoin(users, eq(users.id, deals.userId))
    .innerJoin(programs, eq(programs.id, interviewSlots.programId))
    .leftJoin(interviewScores, and(eq(interviewScores.bookingId, interviewBookings.id), eq(interviewScores.memberId, memberId)))
    .where(eq(interviewSlotPanel.memberId, memberId))
    .$dynamic();

type InterviewRow = Awaited<ReturnType<ReturnType<typeof interviewRows>['execute']>>[number];

const rowView = (row: InterviewRow): PanelInterview => ({
  booking_id: row.booking.id,
  application_id: row.booking.dealId,
  candidate_name: personName(row),
  program_name: row.program.name,
  starts_at: row.slot.startsAt.toISOString(),
  ends_at: row.slot.endsAt.toISOString(),
  mode: modeOf(row.slot.mode),
  location: row.slot.location,
  adjustments: row.booking.adjustments,
  attendance: attendanceOf(row.booking.attendance),
  scored: row.myScore !== null,
});

/** The member's interview, or 403 when they are not on its panel or it does not exist (or was cancelled). */
async function panelRow(db: Db, member: UserRow, bookingId: number): Promise<InterviewRow> {
  const [row] = await interviewRows(db, member.id).where(and(eq(interviewSlotPanel.memberId, member.id), eq(interviewBookings.id, bookingId)));
  if (row === undefined) throw FORBIDDEN();
  return row;
}

async function detailView(db: Db, member: UserRow, bookingId: number): Promise<PanelInterviewDetail> {
  const row = await panelRow(db, member, bookingId);
  const settings = await interviewSettingsOf(db, row.program.id);
  return {
    ...rowView(row),
    time_zone: timeZoneOf(row.program),
    rubric: settings.rubric,
    my_score: row.myScore === null ? null : { scores: row.myScore.scores, comment: row.myScore.comment, submitted_at: row.myScore.submittedAt.toISOString() },
  };
}

export function registerPanelInterviewRoutes(app: FastifyInstance, context: BackendContext): void {
  const { db } = context;

  app.get('/interviews', { config: REVIEWER_MAY }, async (request) => {
    const member = await requirePanelist(context, request);
    const rows = await interviewRows(db, member.id).orderBy(asc(interviewSlots.startsAt), asc(interviewBookings.id));
    return rows.map(rowView);
  });

  app.get<{ Params: { bookingId: number } }>('/interviews/:bookingId', { config: REVIEWER_MAY, schema: { params: BOOKING_PARAMS } }, async (request) => {
    const member = await requirePanelist(context, request);
    return detailView(db, member, request.params.bookingId);
  });

  app.put<{ Params: { bookingId: number }; Body: { attendance: InterviewAttendance } }>(
    '/interviews/:bookingId/attendance',
    { config: REVIEWER_MAY, schema: { params: BOOKING_PARAMS, body: ATTENDANCE_BODY } },
    async (request) => {
      const member = await requirePanelist(context, request);
      const row = await panelRow(db, member, request.params.bookingId);
      const now = nowDate(context);
      authorise('record-attendance', panelFacts(member, row, now));
      const { attendance } = request.body;
      await db.transaction(async (tx) => {
        await lockApplication(tx, row.booking.dealId);
        const [current] = await tx.select().from(interviewBookings).where(eq(interviewBookings.id, row.booking.id));
        if (current === undefined || current.cancelledAt !== null) throw FORBIDDEN();
        if (current.attendance === attendance) return;
        await tx.update(interviewBookings).set({ attendance, attendanceRecordedAt: now, attendanceRecordedById: member.id }).where(eq(interviewBookings.id, row.booking.id));
        const [deal] = await tx.select({ userId: deals.userId }).from(deals).where(eq(deals.id, row.booking.dealId));
        await recordEvent(tx, {
          userId: deal?.userId ?? '',
          dealId: row.booking.dealId,
          ...panelActor(member),
          kind: INTERVIEW_EVENT.attendance,
          details: { booking_id: row.booking.id, starts_at: row.slot.startsAt.toISOString(), attendance },
          at: now,
        });
      });
      return detailView(db, member, row.booking.id);
    },
  );

  app.put<{ Params: { bookingId: number }; Body: { scores: Record<string, unknown>; comment: string } }>(
    '/interviews/:bookingId/score',
    { config: REVIEWER_MAY, schema: { params: BOOKING_PARAMS, body: SCORE_BODY } },
    async (request) => {
      const member = await requirePanelist(context, request);
      const row = await panelRow(db, member, request.params.bookingId);
      const now = nowDate(context);
      authorise('score', panelFacts(member, row, now));
      const settings = await interviewSettingsOf(db, row.program.id);
      const { scores, comment, total } = scoreOf(settings.rubric, request.body);
      await db.transaction(async (tx) => {
        await lockApplication(tx, row.booking.dealId);
        const values = { scores, comment, total, submittedAt: now };
        await tx.insert(interviewScores).values({ bookingId: row.booking.id, memberId: member.id, ...values }).onConflictDoUpdate({ target: [interviewScores.bookingId, interviewScores.memberId], set: values });
        const [deal] = await tx.select({ userId: deals.userId }).from(deals).where(eq(deals.id, row.booking.dealId));
        await recordEvent(tx, { userId: deal?.userId ?? '', dealId: row.booking.dealId, ...panelActor(member), kind: INTERVIEW_EVENT.scored, details: { booking_id: row.booking.id, total }, at: now });
      });
      return detailView(db, member, row.booking.id);
    },
  );
}
