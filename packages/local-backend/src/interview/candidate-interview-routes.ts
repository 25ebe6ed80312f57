// The candidate's interview, extensions the school's product API must add (docs/contracts.md):
//   GET  /applications/{applicationId}/interview          the booking page: the booking, the free slots, the lock
//   POST /applications/{applicationId}/interview          books a slot {slot_id, adjustments}; 409 SLOT_TAKEN (with the
//                                                         free slots), ALREADY_BOOKED, NOT_ADMISSIBLE, NO_SHOW, BOOKED_OUTSIDE
//   PUT  /applications/{applicationId}/interview          moves it; 409 SLOT_TAKEN, CHANGE_CLOSED, NOT_BOOKED
//   POST /applications/{applicationId}/interview/cancel   cancels it {reason}; 409 CHANGE_CLOSED, 422 REASON_REQUIRED
// Only on the caller's own application: another's answers 404, as one that does not exist. A program that books
// outside the portal answers its link (booking_place 'outside') and refuses the changes.
import type { CandidateInterviewView } from '@admission/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nowDate, type BackendContext } from '../context';
import type { Db } from '../db/database';
import { deals, programs } from '../db/schema';
import { requireUser, roleOf } from '../http/current-user';
import { forbidden, notFound } from '../http/http-error';
import { bookInterview, cancelInterview, moveInterview, type BookingContext } from './interview-booking';
import { bookedOutside } from './interview-errors';
import { authoriseNow, candidateLock, interviewFacts } from './interview-rules';
import { BOOKING_BODY, cancelReasonOf, CANCEL_BODY, INT, adjustmentsOf, type BookingBody } from './interview-requests';
import { changeUntil, interviewSettingsOf } from './interview-settings';
import { activeOf, attendanceOf, bookingsOf, freeSlots, latestKeptOf, modeOf, timeZoneOf } from './interview-store';

const APPLICATION_PARAMS = { type: 'object', required: ['applicationId'], properties: { applicationId: INT } } as const;

/** The caller's own application with its program; another's is not found. */
async function ownApplication(context: BackendContext, request: FastifyRequest<{ Params: { applicationId: number } }>): Promise<BookingContext> {
  const user = await requireUser(context, request);
  if (roleOf(user) !== 'candidate') throw forbidden('Only the candidate books their own interview');
  const [row] = await context.db.select({ deal: deals, program: programs }).from(deals).innerJoin(programs, eq(programs.id, deals.programId)).where(eq(deals.id, request.params.applicationId));
  if (row === undefined || row.deal.userId !== user.id) throw notFound('Application not found');
  return { deal: row.deal, program: row.program, candidate: user };
}

/** The booking page as the candidate sees it now: never the panel, the video link only on their own booking. */
export async function candidateInterviewView(db: Db, target: BookingContext, now: Date): Promise<CandidateInterviewView> {
  const [settings, bookings] = await Promise.all([interviewSettingsOf(db, target.program.id), bookingsOf(db, target.deal.id)]);
  const held = activeOf(bookings) ?? latestKeptOf(bookings);
  const lock = candidateLock(interviewFacts(target.deal, bookings, settings, { user: target.candidate, isPanelMember: false }, now));
  const outside = settings.bookingPlace === 'outside';
  const booking =
    held === null || held.slot === null
      ? null
      : {
          booking_id: held.booking.id,
          slot: { id: held.slot.id, starts_at: held.slot.startsAt.toISOString(), ends_at: held.slot.endsAt.toISOString(), mode: modeOf(held.slot.mode), location: held.slot.location },
          adjustments: held.booking.adjustments,
          booked_at: held.booking.bookedAt.toISOString(),
          change_until: changeUntil(held.slot.startsAt, settings).toISOString(),
          attendance: attendanceOf(held.booking.attendance),
        };
  // A no-show given a new booking books again: their missed booking is history, not the page's booking.
  const shownBooking = booking !== null && booking.attendance === 'no_show' && lock === null ? null : booking;
  return {
    application_id: target.deal.id,
    program_name: target.program.name,
    time_zone: timeZoneOf(target.program),
    booking_place: settings.bookingPlace,
    outside_url: outside ? settings.outsideUrl : null,
    change_cutoff_hours: settings.changeCutoffHours,
    booking: shownBooking,
    free_slots: outside || (lock !== null && shownBooking !== null) || lock === 'NOT_ADMISSIBLE' ? [] : await freeSlots(db, target.program.id, now),
    lock,
  };
}

export function registerCandidateInterviewRoutes(app: FastifyInstance, context: BackendContext): void {
  const { db } = context;

  app.get<{ Params: { applicationId: number } }>('/applications/:applicationId/interview', { schema: { params: APPLICATION_PARAMS } }, async (request) => {
    const target = await ownApplication(context, request);
    return candidateInterviewView(db, target, nowDate(context));
  });

  // Booking and moving read and check the same things; only the step and the rule's action differ.
  const bookOrMove = (step: typeof bookInterview | typeof moveInterview, action: 'book' | 'move') =>
    async (request: FastifyRequest<{ Params: { applicationId: number }; Body: BookingBody }>) => {
      const target = await ownApplication(context, request);
      const adjustments = adjustmentsOf(request.body.adjustments);
      const now = nowDate(context);
      const settings = await interviewSettingsOf(db, target.program.id);
      if (settings.bookingPlace === 'outside') throw bookedOutside();
      await step(context, target, { kind: 'candidate' }, { slotId: request.body.slot_id, adjustments }, now, (tx) => authoriseNow(tx, target, settings, action, now));
      return candidateInterviewView(db, target, now);
    };
  const bookingRoute = { schema: { params: APPLICATION_PARAMS, body: BOOKING_BODY } };
  app.post<{ Params: { applicationId: number }; Body: BookingBody }>('/applications/:applicationId/interview', bookingRoute, bookOrMove(bookInterview, 'book'));
  app.put<{ Params: { applicationId: number }; Body: BookingBody }>('/applications/:applicationId/interview', bookingRoute, bookOrMove(moveInterview, 'move'));

  app.post<{ Params: { applicationId: number }; Body: { reason: string } }>(
    '/applications/:applicationId/interview/cancel',
    { schema: { params: APPLICATION_PARAMS, body: CANCEL_BODY } },
    async (request) => {
      const target = await ownApplication(context, request);
      const reason = cancelReasonOf(request.body.reason);
      const now = nowDate(context);
      const settings = await interviewSettingsOf(db, target.program.id);
      await cancelInterview(context, target, { kind: 'candidate' }, reason, now, (tx) => authoriseNow(tx, target, settings, 'cancel', now));
      return candidateInterviewView(db, target, now);
    },
  );
}
