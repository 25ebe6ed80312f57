// Staff's side of the jury, extensions the school's product API must add (docs/contracts.md). Admins only, but
// GET .../reviews, which agents read too:
//   GET     /admin/programs                                 the programs (id, name, school), for the pickers
//   GET/PUT /admin/programs/{programId}/review-settings     reviews per application, due days, threshold, reviewers (of the program's school),
//                                                           the document types reviewers see (never an identity document)
//   PUT     /admin/programs/{programId}/rubric              the rubric (409 RUBRIC_LOCKED once a review is submitted)
//   GET     /admin/applications/{id}/reviews                the reviews, their summary, assignments and conflicts
//   POST    /admin/applications/{id}/reviews/{aid}/reopen   re-opens a submitted review, with a reason (e-mailed to its reviewer)
//   POST    /admin/applications/{id}/reassign               moves an open assignment to another reviewer
//   POST    /admin/review-assignments                       assigns a selection of COMPLETE applications at once
import { checkJuryMembers, eligibleJuror, isIdentityDocumentType, mayManageReviews, mayReadApplicationReviews, reviewStateOf, roleFromValue, rubricEditable, summariseReviews, validateReviewerDocumentTypes, validateReviewSettings, validateRubric } from '@admission/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applicationWithCandidate } from '../api/application-lookup';
import { lockCandidate, requirementsOf, requirementView } from '../api/candidate-documents';
import { languageOf } from '../api/nationalities';
import { iso } from '../api/views';
import type { UserRow } from '../auth/sessions';
import { nowDate, type BackendContext } from '../context';
import type { Db } from '../db/database';
import { deals, programReviewers, programs, reviewAssignments, reviews, reviewSettings, users } from '../db/schema';
import { requireStaff, roleOf } from '../http/current-user';
import { conflict, HttpError, notFound, unprocessable } from '../http/http-error';
import { recordEvent, staffActor } from '../workflow/timeline';
import { assignApplication, sendAssignmentDigests, type NewAssignment } from './assignment-run';
import { documentTypesErrorDetail, juryMembershipErrorDetail, reasonOf, rubricErrorDetail, settingsErrorDetail } from './review-errors';
import { emailReviewReopened } from './review-mail';
import { assignmentsOfApplication, documentTypesSeen, personName, programJury, pseudonymOfApplication, submittedReviewsOfProgram } from './review-store';

const INT = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const PROGRAM_PARAMS = { type: 'object', required: ['programId'], properties: { programId: INT } } as const;
const DEAL_PARAMS = { type: 'object', required: ['dealId'], properties: { dealId: INT } } as const;
const REOPEN_PARAMS = { type: 'object', required: ['dealId', 'assignmentId'], properties: { dealId: INT, assignmentId: INT } } as const;
const REASON_BODY = { type: 'object', additionalProperties: false, required: ['reason'], properties: { reason: { type: 'string', maxLength: 2000 } } } as const;
/** Applications one bulk assignment takes (the list's page is 100). */
export const BULK_ASSIGN_MAX = 500;

interface SettingsBody {
  reviews_per_application: number;
  due_days: number;
  disagreement_threshold: number;
  reviewer_ids: string[];
  /** Left out: unchanged. */
  reviewer_document_types?: string[];
}

/** The re-opened review's e-mail to its reviewer: the candidate by pseudonym, the program, who, when and why. */
async function tellReviewerOfReopening(
  context: BackendContext,
  deal: { readonly id: number; readonly programId: number },
  reopened: { readonly assignmentId: number; readonly reviewerId: string; readonly at: Date; readonly reopenedBy: string; readonly reason: string },
): Promise<void> {
  const [reviewer] = await context.db.select().from(users).where(eq(users.id, reopened.reviewerId));
  if (reviewer === undefined) return;
  const [program] = await context.db.select({ name: programs.name }).from(programs).where(eq(programs.id, deal.programId));
  await emailReviewReopened(
    context,
    reviewer,
    { assignmentId: reopened.assignmentId, pseudonym: pseudonymOfApplication(context, deal.id), programName: program?.name ?? '', reopenedBy: reopened.reopenedBy, reopenedAt: reopened.at, reason: reopened.reason },
    reopened.at,
  );
}

/** Admins only (agents read an application's reviews, nothing else of the jury's settings). */
export async function requireAdmin(context: BackendContext, request: FastifyRequest): Promise<UserRow> {
  const staff = await requireStaff(context, request);
  if (!mayManageReviews(roleOf(staff))) throw new HttpError(403, 'Admin role required');
  return staff;
}

const personView = (person: { readonly id: string; readonly firstName: string; readonly lastName: string; readonly email: string }) => ({
  id: person.id,
  name: personName(person),
  email: person.email,
});

async function settingsView(db: Db, programId: number, language: string) {
  const [program] = await db.select().from(programs).where(eq(programs.id, programId));
  if (program === undefined) throw notFound('Program not found');
  const [jury, named, eligible, submitted, requirements] = await Promise.all([
    programJury(db, programId),
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(programReviewers)
      .innerJoin(users, eq(users.id, programReviewers.reviewerId))
      .where(eq(programReviewers.programId, programId))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email)),
    db.select().from(users).where(and(eq(users.role, 'reviewer'), eq(users.brand, program.brand))).orderBy(asc(users.lastName), asc(users.firstName), asc(users.email)),
    submittedReviewsOfProgram(db, programId),
    requirementsOf(db),
  ]);
  return {
    program_id: program.id,
    program_name: program.name,
    reviews_per_application: jury.settings.reviewsPerApplication,
    due_days: jury.settings.dueDays,
    disagreement_threshold: jury.settings.disagreementThreshold,
    reviewers: named.map(personView),
    eligible_reviewers: eligible.filter((user) => eligibleJuror(program.brand, { role: roleFromValue(user.role), brand: user.brand })).map(personView),
    rubric: jury.rubric,
    rubric_editable: rubricEditable(submitted),
    reviewer_document_types: documentTypesSeen(jury, requirements),
    // Every type the school asks for, identity documents marked: those a jury never sees, whatever the setting.
    document_types: requirements.map((row) => ({ document_type: row.documentType, label: requirementView(row, language).label, identity: isIdentityDocumentType(row.documentType) })),
  };
}

/** The program's settings row, created with the current values when it has none, and locked for the transaction. */
async function lockedSettings(tx: Db, programId: number): Promise<void> {
  const { settings } = await programJury(tx, programId);
  await tx.insert(reviewSettings).values({ programId, ...settings }).onConflictDoNothing();
  await tx.select({ programId: reviewSettings.programId }).from(reviewSettings).where(eq(reviewSettings.programId, programId)).for('update');
}

export function registerReviewAdminRoutes(app: FastifyInstance, context: BackendContext): void {
  const { db } = context;

  // The programs with their school, for the pickers (staff: a program's name is no secret to an agent).
  app.get('/admin/programs', async (request) => {
    await requireStaff(context, request);
    const rows = await db.select({ id: programs.id, name: programs.name, brand: programs.brand }).from(programs).orderBy(asc(programs.brand), asc(programs.name), asc(programs.id));
    return rows.map((program) => ({ id: program.id, name: program.name, brand: program.brand }));
  });

  app.get<{ Params: { programId: number } }>('/admin/programs/:programId/review-settings', { schema: { params: PROGRAM_PARAMS } }, async (request) => {
    const admin = await requireAdmin(context, request);
    return settingsView(db, request.params.programId, languageOf(admin.language));
  });

  app.put<{ Params: { programId: number }; Body: SettingsBody }>(
    '/admin/programs/:programId/review-settings',
    {
      schema: {
        params: PROGRAM_PARAMS,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['reviews_per_application', 'due_days', 'disagreement_threshold', 'reviewer_ids'],
          properties: {
            reviews_per_application: { type: 'number' },
            due_days: { type: 'number' },
            disagreement_threshold: { type: 'number' },
            reviewer_ids: { type: 'array', maxItems: 200, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: 64 } },
            reviewer_document_types: { type: 'array', maxItems: 50, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: 64 } },
          },
        },
      },
    },
    async (request) => {
      const admin = await requireAdmin(context, request);
      const { programId } = request.params;
      const body = request.body;
      const checked = validateReviewSettings(
        { reviewsPerApplication: body.reviews_per_application, dueDays: body.due_days, disagreementThreshold: body.disagreement_threshold },
        body.reviewer_ids.length,
      );
      if (!checked.ok) throw unprocessable(settingsErrorDetail(checked.error));
      const known = (await requirementsOf(db)).map((row) => row.documentType);
      const documentTypes = body.reviewer_document_types === undefined ? undefined : validateReviewerDocumentTypes(body.reviewer_document_types, known);
      if (documentTypes?.ok === false) throw unprocessable(documentTypesErrorDetail(documentTypes.error));
      const [program] = await db.select({ id: programs.id, brand: programs.brand }).from(programs).where(eq(programs.id, programId));
      if (program === undefined) throw notFound('Program not found');
      const named = body.reviewer_ids.length === 0 ? [] : await db.select({ id: users.id, role: users.role, brand: users.brand }).from(users).where(inArray(users.id, body.reviewer_ids));
      const jury = checkJuryMembers(program.brand, body.reviewer_ids, named.map((user) => ({ id: user.id, role: roleFromValue(user.role), brand: user.brand })));
      if (!jury.ok) throw unprocessable(juryMembershipErrorDetail(jury.error));
      await db.transaction(async (tx) => {
        await lockedSettings(tx, programId);
        const seen = documentTypes === undefined ? {} : { reviewerDocumentTypes: documentTypes.value };
        await tx.update(reviewSettings).set({ ...checked.value, ...seen, updatedAt: nowDate(context) }).where(eq(reviewSettings.programId, programId));
        await tx.delete(programReviewers).where(eq(programReviewers.programId, programId));
        if (body.reviewer_ids.length > 0) await tx.insert(programReviewers).values(body.reviewer_ids.map((reviewerId) => ({ programId, reviewerId })));
      });
      return settingsView(db, programId, languageOf(admin.language));
    },
  );

  app.put<{ Params: { programId: number }; Body: { criteria: unknown } }>(
    '/admin/programs/:programId/rubric',
    { schema: { params: PROGRAM_PARAMS, body: { type: 'object', additionalProperties: false, required: ['criteria'], properties: { criteria: { type: 'array', maxItems: 20 } } } } },
    async (request) => {
      const admin = await requireAdmin(context, request);
      const { programId } = request.params;
      const [program] = await db.select({ id: programs.id }).from(programs).where(eq(programs.id, programId));
      if (program === undefined) throw notFound('Program not found');
      const checked = validateRubric({ criteria: request.body.criteria });
      await db.transaction(async (tx) => {
        // Under the settings row's lock: a submission holds it shared, so none slips in between the count and the change.
        await lockedSettings(tx, programId);
        if (!rubricEditable(await submittedReviewsOfProgram(tx, programId))) {
          throw conflict({ code: 'RUBRIC_LOCKED', message: 'A review of this program is submitted: its rubric can no longer change' });
        }
        if (!checked.ok) throw unprocessable(rubricErrorDetail(checked.error));
        await tx.update(reviewSettings).set({ rubric: checked.value, updatedAt: nowDate(context) }).where(eq(reviewSettings.programId, programId));
      });
      return settingsView(db, programId, languageOf(admin.language));
    },
  );

  app.get<{ Params: { dealId: number } }>('/admin/applications/:dealId/reviews', { schema: { params: DEAL_PARAMS } }, async (request) => {
    const staff = await requireStaff(context, request);
    if (!mayReadApplicationReviews(roleOf(staff))) throw new HttpError(403, 'Admin or agent role required');
    const { deal } = await applicationWithCandidate(db, request.params.dealId);
    const [{ settings, rubric }, rows] = await Promise.all([programJury(db, deal.programId), assignmentsOfApplication(db, deal.id)]);
    const active = rows.filter(({ assignment }) => assignment.state === 'active');
    const submitted = active.filter(({ review }) => review?.submittedAt != null);
    const summary = summariseReviews(
      submitted.map(({ review }) => review?.total ?? 0),
      settings.disagreementThreshold,
    );
    return {
      program_id: deal.programId,
      reviews_assigned: active.length,
      reviews_done: submitted.length,
      mean: summary.mean,
      spread: summary.spread,
      disagreement: summary.disagreement,
      threshold: settings.disagreementThreshold,
      rubric,
      reviews: submitted.map(({ assignment, review, reviewerName }) => ({
        assignment_id: assignment.id,
        reviewer_id: assignment.reviewerId,
        reviewer_name: reviewerName,
        scores: review?.scores ?? {},
        total: review?.total ?? null,
        recommendation: review?.recommendation ?? null,
        comment: review?.comment ?? '',
        submitted_at: iso(review?.submittedAt),
      })),
      assignments: rows
        .filter(({ assignment }) => assignment.state !== 'conflict')
        .map(({ assignment, review, reviewerName }) => ({
          assignment_id: assignment.id,
          reviewer_id: assignment.reviewerId,
          reviewer_name: reviewerName,
          state: assignment.state,
          review_state: reviewStateOf({ hasDraft: review !== null, submittedAt: review?.submittedAt ?? null }),
          due_at: assignment.dueAt.toISOString(),
        })),
      conflicts: rows
        .filter(({ assignment }) => assignment.state === 'conflict')
        .map(({ assignment, reviewerName }) => ({ reviewer_name: reviewerName, reason: assignment.conflictReason ?? '', declared_at: iso(assignment.endedAt ?? assignment.assignedAt) })),
    };
  });

  app.post<{ Params: { dealId: number; assignmentId: number }; Body: { reason: string } }>(
    '/admin/applications/:dealId/reviews/:assignmentId/reopen',
    { schema: { params: REOPEN_PARAMS, body: REASON_BODY } },
    async (request, reply) => {
      const admin = await requireAdmin(context, request);
      const { deal } = await applicationWithCandidate(db, request.params.dealId);
      const reason = reasonOf(request.body.reason);
      const reopened = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ assignment: reviewAssignments, review: reviews, firstName: users.firstName, lastName: users.lastName, email: users.email })
          .from(reviewAssignments)
          .innerJoin(users, eq(users.id, reviewAssignments.reviewerId))
          .leftJoin(reviews, eq(reviews.assignmentId, reviewAssignments.id))
          .where(and(eq(reviewAssignments.id, request.params.assignmentId), eq(reviewAssignments.dealId, deal.id)))
          .for('update', { of: reviewAssignments });
        if (row === undefined) throw notFound('Review not found');
        if (row.review?.submittedAt == null) throw conflict({ code: 'REVIEW_NOT_SUBMITTED', message: 'Only a submitted review can be re-opened' });
        const now = nowDate(context);
        await tx.update(reviews).set({ submittedAt: null, total: null, version: row.review.version + 1, savedAt: now }).where(eq(reviews.assignmentId, row.assignment.id));
        // Re-opened, it is the reviewer's to do again: due from now, and reminded again when overdue.
        await tx.update(reviewAssignments).set({ remindedAt: null }).where(eq(reviewAssignments.id, row.assignment.id));
        await recordEvent(tx, {
          userId: deal.userId,
          dealId: deal.id,
          actor: staffActor(admin),
          actorId: admin.id,
          kind: 'review-reopened',
          details: { assignment_id: row.assignment.id, reviewer_name: personName(row), reason },
          at: now,
        });
        return { assignmentId: row.assignment.id, reviewerId: row.assignment.reviewerId, at: now };
      });
      // Once committed, the reviewer is told who re-opened it, when and why; a failed e-mail is logged, the re-open stands.
      await tellReviewerOfReopening(context, deal, { ...reopened, reopenedBy: staffActor(admin).name, reason }).catch((error: unknown) =>
        request.log.error({ err: error }, 'review re-opened e-mail not sent'),
      );
      return reply.code(204).send();
    },
  );

  app.post<{ Params: { dealId: number }; Body: { assignment_id: number; reviewer_id: string } }>(
    '/admin/applications/:dealId/reassign',
    {
      schema: {
        params: DEAL_PARAMS,
        body: { type: 'object', additionalProperties: false, required: ['assignment_id', 'reviewer_id'], properties: { assignment_id: INT, reviewer_id: { type: 'string', minLength: 1, maxLength: 64 } } },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(context, request);
      const { deal } = await applicationWithCandidate(db, request.params.dealId);
      const { assignment_id: assignmentId, reviewer_id: reviewerId } = request.body;
      const outcome = await db.transaction(async (tx) => {
        await lockCandidate(tx, deal.userId);
        const rows = await tx.select().from(reviewAssignments).where(eq(reviewAssignments.dealId, deal.id));
        const moved = rows.find((row) => row.id === assignmentId);
        if (moved === undefined || moved.state !== 'active') throw notFound('Assignment not found');
        // Who may take it first (a conflict declared, already on it), then whether the review may still move.
        if (rows.some((row) => row.reviewerId === reviewerId && row.state === 'conflict')) {
          throw conflict({ code: 'REVIEWER_CONFLICT', message: 'This reviewer declared a conflict of interest with this application' });
        }
        if (rows.some((row) => row.reviewerId === reviewerId && row.state === 'active')) throw conflict({ code: 'REVIEWER_ALREADY_ASSIGNED', message: 'This reviewer already reviews this application' });
        const [review] = await tx.select({ submittedAt: reviews.submittedAt }).from(reviews).where(eq(reviews.assignmentId, moved.id));
        if (review?.submittedAt != null) throw conflict({ code: 'REVIEW_SUBMITTED', message: 'This review is submitted: re-open it instead' });
        const [taker] = await tx.select({ id: users.id, role: users.role, brand: users.brand }).from(users).where(eq(users.id, reviewerId));
        const [school] = await tx.select({ brand: programs.brand }).from(programs).where(eq(programs.id, deal.programId));
        const jury = checkJuryMembers(school?.brand ?? '', [reviewerId], taker === undefined ? [] : [{ id: taker.id, role: roleFromValue(taker.role), brand: taker.brand }]);
        if (!jury.ok) throw unprocessable(juryMembershipErrorDetail(jury.error));
        const [member] = await tx.select().from(programReviewers).where(and(eq(programReviewers.programId, deal.programId), eq(programReviewers.reviewerId, reviewerId)));
        if (member === undefined) throw unprocessable({ code: 'REVIEWER_NOT_IN_PROGRAM', message: "This reviewer is not one of the program's reviewers" });
        const now = nowDate(context);
        const by = { actor: staffActor(admin), actorId: admin.id };
        await tx.update(reviewAssignments).set({ state: 'withdrawn', endedAt: now, endReason: 'admin-withdrew' }).where(eq(reviewAssignments.id, moved.id));
        const [previous] = await tx.select().from(users).where(eq(users.id, moved.reviewerId));
        await recordEvent(tx, {
          userId: deal.userId,
          dealId: deal.id,
          ...by,
          kind: 'review-withdrawn',
          details: { assignment_id: moved.id, reviewer_name: previous === undefined ? '' : personName(previous), reason: 'admin-withdrew' },
          at: now,
        });
        return { assigned: await assignApplication(tx, deal, now, by, reviewerId), at: now };
      });
      await sendAssignmentDigests(context, outcome.assigned, outcome.at);
      return reply.code(204).send();
    },
  );

  app.post<{ Body: { application_ids: number[] } }>(
    '/admin/review-assignments',
    {
      schema: {
        body: { type: 'object', additionalProperties: false, required: ['application_ids'], properties: { application_ids: { type: 'array', minItems: 1, maxItems: BULK_ASSIGN_MAX, uniqueItems: true, items: INT } } },
      },
    },
    async (request) => {
      const admin = await requireAdmin(context, request);
      const by = { actor: staffActor(admin), actorId: admin.id };
      const at = nowDate(context);
      const assigned: { application_id: number; reviewer_ids: string[] }[] = [];
      const skipped: { application_id: number; code: string }[] = [];
      const run: NewAssignment[] = [];
      for (const applicationId of request.body.application_ids) {
        const [deal] = await db.select().from(deals).where(eq(deals.id, applicationId));
        if (deal === undefined) {
          skipped.push({ application_id: applicationId, code: 'NOT_FOUND' });
          continue;
        }
        const result = await db.transaction(async (tx) => {
          await lockCandidate(tx, deal.userId);
          const [fresh] = await tx.select().from(deals).where(eq(deals.id, deal.id));
          if (fresh?.withdrawnAt != null) return 'WITHDRAWN';
          if (fresh?.dealStatus !== 'COMPLETE') return 'NOT_COMPLETE';
          const made = await assignApplication(tx, fresh, at, by);
          if (made.length > 0) return made;
          const { settings } = await programJury(tx, fresh.programId);
          const active = await tx.select({ id: reviewAssignments.id }).from(reviewAssignments).where(and(eq(reviewAssignments.dealId, fresh.id), eq(reviewAssignments.state, 'active')));
          return active.length >= settings.reviewsPerApplication ? 'ALREADY_ASSIGNED' : 'NO_REVIEWER_FREE';
        });
        if (typeof result === 'string') skipped.push({ application_id: applicationId, code: result });
        else {
          run.push(...result);
          assigned.push({ application_id: applicationId, reviewer_ids: result.map((row) => row.reviewerId) });
        }
      }
      // One digest a reviewer for the whole selection.
      await sendAssignmentDigests(context, run, at);
      return { assigned, skipped };
    },
  );
}
