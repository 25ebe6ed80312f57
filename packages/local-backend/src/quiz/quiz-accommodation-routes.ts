// Quiz accommodations ("Extra time on the quiz"), extensions the school's product API must add (docs/security.md):
//   GET    /quiz/accommodation                               the signed-in candidate's time and focus-loss rule
//   GET    /admin/applications/{id}/quiz-accommodation       staff: the candidate's grant (or null), where their quiz stands
//   PUT    /admin/applications/{id}/quiz-accommodation       staff: {extra_time_percent, relaxed_focus_loss, reason}
//   DELETE /admin/applications/{id}/quiz-accommodation       staff: removes the grant
// The grant belongs to the candidate (one quiz each), not to the application the staff member opened: the timeline
// records it on all of the candidate's applications (deal null, as their documents). The domain decides: a change
// once the quiz started answers 409 {detail: {code: QUIZ_ALREADY_STARTED}}, a grant for a candidate none of whose
// programs requires the quiz 409 QUIZ_NOT_REQUIRED (a removal stays allowed), a bad grant 422 with the domain's code.
import { textFieldProblem } from '../http/clean-text';
import {
  authoriseAccommodationChange,
  isQuizRequiredForAny,
  quizDurationSeconds,
  validateQuizAccommodation,
  type AccommodationFailure,
  type QuizAccommodation,
  type QuizProgress,
  type StaffQuizAccommodation,
  type TimelineEventKind,
} from '@admission/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { lockCandidate } from '../api/candidate-documents';
import { applicationWithCandidate } from '../api/application-lookup';
import { nowDate, type BackendContext } from '../context';
import type { Db } from '../db/database';
import { deals, programs, quizAccommodations, quizAttempts } from '../db/schema';
import { requireStaff, requireUser, roleOf } from '../http/current-user';
import { forbidden, HttpError } from '../http/http-error';
import { recordEvent, staffActor } from '../workflow/timeline';

const DEAL_PARAMS = { type: 'object', required: ['dealId'], properties: { dealId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } } as const;

type AccommodationRow = typeof quizAccommodations.$inferSelect;

/** The candidate's accommodation, if any. */
export async function accommodationOf(db: Db, userId: string): Promise<AccommodationRow | undefined> {
  const [row] = await db.select().from(quizAccommodations).where(eq(quizAccommodations.userId, userId));
  return row;
}

/** Does any program of the candidate's applications require the quiz (the domain's isQuizRequiredForAny)? */
const quizRequiredFor = async (db: Db, userId: string): Promise<boolean> => {
  const rows = await db.select({ program: { name: programs.name, requires_quiz: programs.requiresQuiz } }).from(deals).innerJoin(programs, eq(deals.programId, programs.id)).where(eq(deals.userId, userId));
  return isQuizRequiredForAny(rows);
};

const progressOf = async (db: Db, userId: string): Promise<QuizProgress> => {
  const [attempt] = await db.select({ finishedAt: quizAttempts.finishedAt }).from(quizAttempts).where(eq(quizAttempts.userId, userId));
  return attempt === undefined ? 'not-started' : attempt.finishedAt === null ? 'ongoing' : 'over';
};

const failureMessage = (failure: AccommodationFailure): string => {
  switch (failure.code) {
    case 'EXTRA_TIME_NOT_ALLOWED':
      return `Extra time is a percentage from 0 to 100 in steps of 5`;
    case 'FOCUS_LOSS_FLAG_INVALID':
      return 'relaxed_focus_loss must be true or false';
    case 'ACCOMMODATION_EMPTY':
      return 'An accommodation must give extra time or relax the focus-loss warnings';
    case 'ACCOMMODATION_REASON_MISSING':
      return 'Say why the accommodation is granted';
    case 'ACCOMMODATION_REASON_TOO_LONG':
      return `The reason holds at most ${failure.max} characters`;
    case 'TEXT_CONTROL_CHARACTER':
      return textFieldProblem(failure).message;
  }
};

const QUIZ_ALREADY_STARTED = new HttpError(409, { code: 'QUIZ_ALREADY_STARTED', message: 'The quiz has started: its time can no longer change' });
const QUIZ_NOT_REQUIRED = new HttpError(409, { code: 'QUIZ_NOT_REQUIRED', message: "None of the candidate's programs requires the quiz: there is no time to extend" });

export function registerQuizAccommodationRoutes(app: FastifyInstance, context: BackendContext): void {
  const { db, config } = context;
  const standardSeconds = () => config.quiz.durationMinutes * 60;

  const staffView = (row: AccommodationRow | undefined, quiz: QuizProgress, quizRequired: boolean): StaffQuizAccommodation => ({
    accommodation:
      row === undefined
        ? null
        : {
            extra_time_percent: row.extraTimePercent,
            relaxed_focus_loss: row.relaxedFocusLoss,
            reason: row.reason,
            granted_by: { name: row.grantedByName, role: row.grantedByRole === 'agent' ? 'agent' : 'admin' },
            granted_at: row.grantedAt.toISOString(),
            duration_seconds: quizDurationSeconds(row, standardSeconds()),
          },
    quiz,
    quiz_required: quizRequired,
    standard_seconds: standardSeconds(),
  });

  app.get('/quiz/accommodation', async (request) => {
    const user = await requireUser(context, request);
    const row = await accommodationOf(db, user.id);
    return {
      duration_seconds: quizDurationSeconds(row, standardSeconds()),
      standard_seconds: standardSeconds(),
      extra_time_percent: row?.extraTimePercent ?? 0,
      relaxed_focus_loss: row?.relaxedFocusLoss ?? false,
    };
  });

  app.get<{ Params: { dealId: number } }>('/admin/applications/:dealId/quiz-accommodation', { schema: { params: DEAL_PARAMS } }, async (request) => {
    await requireStaff(context, request);
    const { deal } = await applicationWithCandidate(db, request.params.dealId);
    const [row, quiz, quizRequired] = await Promise.all([accommodationOf(db, deal.userId), progressOf(db, deal.userId), quizRequiredFor(db, deal.userId)]);
    return staffView(row, quiz, quizRequired);
  });

  /**
   * A grant, change or removal: under the candidate's row lock, which the quiz's start takes too, so a change and a
   * start never cross (the deadline is computed from what is stored when the quiz starts).
   */
  const change = (request: { readonly params: { readonly dealId: number } }, staff: Awaited<ReturnType<typeof requireStaff>>, grant: QuizAccommodation | null) =>
    db.transaction(async (tx) => {
      const { deal } = await applicationWithCandidate(tx, request.params.dealId);
      await lockCandidate(tx, deal.userId);
      const quiz = await progressOf(tx, deal.userId);
      const quizRequired = await quizRequiredFor(tx, deal.userId);
      const allowed = authoriseAccommodationChange(
        roleOf(staff),
        { has_ongoing_quiz: quiz === 'ongoing', is_quiz_over: quiz === 'over' },
        { quizRequired, change: grant === null ? 'removal' : 'grant' },
      );
      if (!allowed.ok) {
        if (allowed.error.code === 'FORBIDDEN') throw forbidden('Admin or agent role required');
        throw allowed.error.code === 'QUIZ_NOT_REQUIRED' ? QUIZ_NOT_REQUIRED : QUIZ_ALREADY_STARTED;
      }
      const before = await accommodationOf(tx, deal.userId);
      const actor = staffActor(staff);
      const now = nowDate(context);
      let kind: TimelineEventKind;
      let after: AccommodationRow | undefined;
      if (grant === null) {
        if (before === undefined) return staffView(undefined, quiz, quizRequired);
        await tx.delete(quizAccommodations).where(eq(quizAccommodations.userId, deal.userId));
        kind = 'quiz-accommodation-removed';
      } else {
        const values = { ...grant, grantedById: staff.id, grantedByName: actor.name, grantedByRole: actor.role, grantedAt: now };
        [after] = await tx
          .insert(quizAccommodations)
          .values({ userId: deal.userId, ...values })
          .onConflictDoUpdate({ target: quizAccommodations.userId, set: values })
          .returning();
        kind = before === undefined ? 'quiz-accommodation-granted' : 'quiz-accommodation-changed';
      }
      const shown = grant ?? before;
      await recordEvent(tx, {
        userId: deal.userId,
        dealId: null,
        actor,
        actorId: staff.id,
        kind,
        details: shown === undefined ? {} : { extra_time_percent: shown.extraTimePercent, relaxed_focus_loss: shown.relaxedFocusLoss, reason: shown.reason },
        at: now,
      });
      return staffView(after, quiz, quizRequired);
    });

  app.put<{ Params: { dealId: number }; Body: Record<string, unknown> }>(
    '/admin/applications/:dealId/quiz-accommodation',
    {
      schema: {
        params: DEAL_PARAMS,
        // The rules are the domain's (validateQuizAccommodation); this bound only stops absurd bodies.
        body: { type: 'object', properties: { reason: { type: 'string', maxLength: 4_000 } } },
      },
    },
    async (request) => {
      const staff = await requireStaff(context, request);
      const body = request.body;
      const checked = validateQuizAccommodation({ extraTimePercent: body.extra_time_percent, relaxedFocusLoss: body.relaxed_focus_loss, reason: body.reason });
      if (!checked.ok) throw new HttpError(422, { code: checked.error.code, message: failureMessage(checked.error) });
      return change(request, staff, checked.value);
    },
  );

  app.delete<{ Params: { dealId: number } }>('/admin/applications/:dealId/quiz-accommodation', { schema: { params: DEAL_PARAMS } }, async (request) => {
    const staff = await requireStaff(context, request);
    return change(request, staff, null);
  });
}
