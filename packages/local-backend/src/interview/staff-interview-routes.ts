// Staff's side of an application's interview (admins and agents; reviewers 403), extensions the school's product API
// must add (docs/contracts.md):
//   GET  /admin/applications/{applicationId}/interview          the Interview tab: booking, adjustments, history, scores
//   POST /admin/applications/{applicationId}/interview          books for the candidate during a call; 409 SLOT_TAKEN,
//                                                               ALREADY_BOOKED, NOT_ADMISSIBLE, NO_SHOW
//   PUT  /admin/applications/{applicationId}/interview          moves it (any time before it is held); 409 SLOT_TAKEN, NOT_BOOKED
//   POST /admin/applications/{applicationId}/interview/cancel   cancels it {reason}; 422 REASON_REQUIRED
//   POST /admin/applications/{applicationId}/interview/rebook   a no-show may book once more; 409 NOT_A_NO_SHOW
// Each change is recorded with the staff member and e-mailed to the candidate (and the panel for a cancellation).
import type { PanelScoreView, StaffInterviewView } from '@admission/domain';
import { interviewScore } from '@admission/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applicationWithCandidate } from '../api/application-lookup';
import type { UserRow } from '../auth/sessions';
import { nowDate, type BackendContext } from '../context';
import type { Db } from '../db/database';
import { interviewBookings } from '../db/schema';
import { requireStaff } from '../http/current-user';
import { recordEvent, staffActor } from '../workflow/timeline';
import { bookInterview, cancelInterview, lockApplication, moveInterview, type BookingContext } from './interview-booking';
import { bookedOutside } from './interview-errors';
import { BOOKING_BODY, cancelReasonOf, CANCEL_BODY, INT, adjustmentsOf, type BookingBody } from './interview-requests';
import { authoriseNow } from './interview-rules';
import { interviewSettingsOf } from './interview-settings';
import { INTERVIEW_EVENT, interviewHistory } from './interview-timeline';
import { activeOf, bookingsOf, freeSlots, latestKeptOf, scoresOf, slotViews, timeZoneOf } from './interview-store';

const APPLICATION_PARAMS = { type: 'object', required: ['applicationId'], properties: { applicationId: INT } } as const;

async function staffTarget(context: BackendContext, request: FastifyRequest<{ Params: { applicationId: number } }>): Promise<{ staff: UserRow; target: BookingContext }> {
  const staff = await requireStaff(context, request);
  const { deal, user, program } = await applicationWithCandidate(context.db, request.params.applicationId);
  return { staff, target: { deal, candidate: user, program } };
}

/** The application's Interview tab, as staff see it now. */
export async function staffInterviewView(db: Db, target: BookingContext, now: Date): Promise<StaffInterviewView> {
  const [settings, bookings, history] = await Promise.all([interviewSettingsOf(db, target.program.id), bookingsOf(db, target.deal.id), interviewHistory(db, target.deal.id)]);
  const shown = activeOf(bookings) ?? latestKeptOf(bookings);
  const [slotView] = shown?.slot ? await slotViews(db, { slotIds: [shown.slot.id] }) : [];
  const scores = await scoresOf(db, bookings.map(({ booking }) => booking.id));
  const scoreViews: PanelScoreView[] = scores.map((score) => ({
    member_id: score.memberId,
    member_name: score.memberName,
    scores: score.scores,
    total: score.total,
    comment: score.comment,
    submitted_at: score.submittedAt.toISOString(),
  }));
  return {
    application_id: target.deal.id,
    program_id: target.program.id,
    time_zone: timeZoneOf(target.program),
    booking_place: settings.bookingPlace,
    booking:
      shown === null || slotView === undefined
        ? null
        : {
            booking_id: shown.booking.id,
            slot: slotView,
            adjustments: shown.booking.adjustments,
            booked_at: shown.booking.bookedAt.toISOString(),
            booked_by: shown.booking.bookedByName ?? 'candidate',
            attendance: shown.booking.attendance === 'attended' || shown.booking.attendance === 'no_show' ? shown.booking.attendance : null,
          },
    free_slots: await freeSlots(db, target.program.id, now),
    rebook_allowed: shown?.booking.attendance === 'no_show' && shown.booking.rebookAllowed,
    history,
    scores: scoreViews,
    interview_score: interviewScore(scores.map((score) => score.total)),
    rubric: settings.rubric,
  };
}

export function registerStaffInterviewRoutes(app: FastifyInstance, context: BackendContext): void {
  const { db } = context;

  app.get<{ Params: { applicationId: number } }>('/admin/applications/:applicationId/interview', { schema: { params: APPLICATION_PARAMS } }, async (request) => {
    const { target } = await staffTarget(context, request);
    return staffInterviewView(db, target, nowDate(context));
  });

  // Booking and moving read and check the same things; only the step and the rule's action differ. A program that
  // books outside the portal takes no new booking, while one made before the switch may still be moved.
  const bookOrMove = (step: typeof bookInterview | typeof moveInterview, action: 'book' | 'move') =>
    async (request: FastifyRequest<{ Params: { applicationId: number }; Body: BookingBody }>) => {
      const { staff, target } = await staffTarget(context, request);
      const adjustments = adjustmentsOf(request.body.adjustments);
      const now = nowDate(context);
      const settings = await interviewSettingsOf(db, target.program.id);
      if (action === 'book' && settings.bookingPlace === 'outside') throw bookedOutside();
      await step(context, target, { kind: 'staff', user: staff }, { slotId: request.body.slot_id, adjustments }, now, (tx) => authoriseNow(tx, target, settings, action, now, staff));
      return staffInterviewView(db, target, now);
    };
  const bookingRoute = { schema: { params: APPLICATION_PARAMS, body: BOOKING_BODY } };
  app.post<{ Params: { applicationId: number }; Body: BookingBody }>('/admin/applications/:applicationId/interview', bookingRoute, bookOrMove(bookInterview, 'book'));
  app.put<{ Params: { applicationId: number }; Body: BookingBody }>('/admin/applications/:applicationId/interview', bookingRoute, bookOrMove(moveInterview, 'move'));

  app.post<{ Params: { applicationId: number }; Body: { reason: string } }>(
    '/admin/applications/:applicationId/interview/cancel',
    { schema: { params: APPLICATION_PARAMS, body: CANCEL_BODY } },
    async (request) => {
      const { staff, target } = await staffTarget(context, request);
      const reason = cancelReasonOf(request.body.reason);
      const now = nowDate(context);
      const settings = await interviewSettingsOf(db, target.program.id);
      await cancelInterview(context, target, { kind: 'staff', user: staff }, reason, now, (tx) => authoriseNow(tx, target, settings, 'cancel', now, staff));
      return staffInterviewView(db, target, now);
    },
  );

  app.post<{ Params: { applicationId: number } }>('/admin/applications/:applicationId/interview/rebook', { schema: { params: APPLICATION_PARAMS } }, async (request) => {
    const { staff, target } = await staffTarget(context, request);
    const now = nowDate(context);
    const settings = await interviewSettingsOf(db, target.program.id);
    await db.transaction(async (tx) => {
      await lockApplication(tx, target.deal.id);
      await authoriseNow(tx, target, settings, 'allow-rebook', now, staff);
      const kept = latestKeptOf(await bookingsOf(tx, target.deal.id));
      if (kept === null || kept.booking.rebookAllowed) return;
      await tx.update(interviewBookings).set({ rebookAllowed: true }).where(and(eq(interviewBookings.id, kept.booking.id), isNull(interviewBookings.cancelledAt)));
      await recordEvent(tx, { userId: target.deal.userId, dealId: target.deal.id, actor: staffActor(staff), actorId: staff.id, kind: INTERVIEW_EVENT['rebook-allowed'], details: { booking_id: kept.booking.id }, at: now });
    });
    return staffInterviewView(db, target, now);
  });
}
