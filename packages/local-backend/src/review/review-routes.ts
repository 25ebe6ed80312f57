// The reviewer's routes (the jury), extensions the school's product API must add (docs/contracts.md):
//   GET  /reviews                                         the reviewer's queue: open assignments, and those ended
//                                                         unsubmitted in the last 30 days with their reason
//   GET  /reviews/{assignmentId}                          the review page: the blind application, the rubric, the draft,
//                                                         and who re-opened it, when and why while it is a draft again;
//                                                         409 REVIEW_ENDED (why, when, draft kept) once it ended
//   GET  /reviews/{assignmentId}/documents/{id}/content   a document's bytes, inline, without its file name nor its metadata
//   PUT  /reviews/{assignmentId}/draft                    saves the draft (409 STALE_DRAFT on an older version); a
//                                                         comment too long is not saved, the rest is (`not_saved`)
//   POST /reviews/{assignmentId}/submit                   submits it (422 REVIEW_INCOMPLETE), locked from then
//   POST /reviews/{assignmentId}/conflict                 declares a conflict of interest: the application passes on
// Blind: nothing here reads the candidate's name, contact, nationalities, disability, payment or account; an
// assignment that is not the caller's answers exactly as one that does not exist, and so does a document of a type
// the program's reviewers do not see (never an identity document).
import {
  authoriseConflict,
  authoriseReviewWrite,
  draftToSave,
  endedInQueueSince,
  isAssignmentEndReason,
  readyToSubmit,
  reviewerDocument,
  reviewerMaySeeDocument,
  reviewerMayRead,
  reviewStateOf,
  weightedTotal,
  type BrandLanguage,
  type DraftFieldNotSaved,
  type ReviewQueueEnd,
  type ReviewWriteRefusal,
  type Rubric,
} from '@admission/domain';
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOf } from '../api/nationalities';
import { lockCandidate, requirementsOf, requirementView } from '../api/candidate-documents';
import { iso } from '../api/views';
import type { UserRow } from '../auth/sessions';
import { nowDate, type BackendContext } from '../context';
import type { Db } from '../db/database';
import { deals, documents, programs, quizAttempts, reviewAssignments, reviews, reviewSettings } from '../db/schema';
import { requireUser, roleOf } from '../http/current-user';
import { conflict, HttpError, unprocessable } from '../http/http-error';
import { objects } from '../supabase/storage-tables';
import { recordEvent, reviewerActor, SYSTEM } from '../workflow/timeline';
import { assignApplication, sendAssignmentDigests } from './assignment-run';
import { reasonOf, reviewErrorDetail } from './review-errors';
import { MetadataNotRemovable, withoutMetadata } from '../files/without-metadata';
import { assignmentStateOf, documentTypesSeen, latestReopening, programJury, pseudonymOfApplication, type AssignmentRow, type ReviewRow } from './review-store';
import { REVIEWER_MAY } from './reviewer-gate';

const INT = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const ASSIGNMENT_PARAMS = { type: 'object', required: ['assignmentId'], properties: { assignmentId: INT } } as const;
const DOCUMENT_PARAMS = { type: 'object', required: ['assignmentId', 'documentId'], properties: { assignmentId: INT, documentId: INT } } as const;
const LANG_QUERY = { type: 'object', additionalProperties: false, properties: { lang: { type: 'string', enum: ['en', 'fr'] } } } as const;
/** The domain checks the draft itself (draftToSave, validateDraft); this only bounds the body. */
const REVIEW_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: {
    scores: { type: 'object', maxProperties: 20 },
    recommendation: { type: ['string', 'null'], maxLength: 20 },
    comment: { type: 'string', maxLength: 20_000 },
    version: { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
  },
} as const;
const CONFLICT_BODY = { type: 'object', additionalProperties: false, required: ['reason'], properties: { reason: { type: 'string', maxLength: 2000 } } } as const;

interface ReviewBody {
  scores?: Record<string, unknown>;
  recommendation?: string | null;
  comment?: string;
  version: number;
}

/** The same answer for an assignment that is not the caller's as for one that does not exist. */
const FORBIDDEN = (): HttpError => new HttpError(403, 'Forbidden');
const locked = (): HttpError => conflict({ code: 'REVIEW_LOCKED', message: 'This review is submitted: it can no longer change' });

/** The domain's refusal of a save or a conflict, as the API answers it. */
function writeRefusal(refusal: ReviewWriteRefusal): HttpError {
  switch (refusal.code) {
    case 'FORBIDDEN':
      return FORBIDDEN();
    case 'REVIEW_LOCKED':
      return locked();
    case 'STALE_DRAFT':
      return new HttpError(409, { code: 'STALE_DRAFT', message: 'A newer draft of this review is saved', version: refusal.version });
  }
}

async function requireReviewer(context: BackendContext, request: FastifyRequest): Promise<UserRow> {
  const user = await requireUser(context, request);
  if (roleOf(user) !== 'reviewer') throw new HttpError(403, 'Reviewer role required');
  return user;
}

interface Assigned {
  readonly assignment: AssignmentRow;
  readonly deal: typeof deals.$inferSelect;
  readonly program: typeof programs.$inferSelect;
}

/** The caller's assignment, readable by the domain's rule (theirs, active), else 403; `lock` holds its row. */
async function ownAssignment(db: Db, reviewer: UserRow, assignmentId: number, lock = false): Promise<Assigned> {
  const query = db
    .select({ assignment: reviewAssignments, deal: deals, program: programs })
    .from(reviewAssignments)
    .innerJoin(deals, eq(deals.id, reviewAssignments.dealId))
    .innerJoin(programs, eq(programs.id, deals.programId))
    .where(eq(reviewAssignments.id, assignmentId));
  const [row] = lock ? await query.for('update', { of: reviewAssignments }) : await query;
  if (row === undefined || !reviewerMayRead({ reviewerId: reviewer.id, assignment: { reviewerId: row.assignment.reviewerId, state: assignmentStateOf(row.assignment) } })) throw FORBIDDEN();
  return row;
}

const draftView = (review: ReviewRow | null) =>
  review === null ? null : { scores: review.scores, recommendation: review.recommendation, comment: review.comment, version: review.version, saved_at: review.savedAt.toISOString() };

/** Why and when an ended assignment ended, and whether its draft is kept; null for an open one. */
function endedView(assignment: AssignmentRow, review: ReviewRow | null): ReviewQueueEnd | null {
  if (assignment.state !== 'withdrawn' || assignment.endedAt === null) return null;
  // A reason this server does not know (none is stored otherwise) is sent as null: the page says only that it ended.
  const reason = isAssignmentEndReason(assignment.endReason) ? assignment.endReason : null;
  return { reason, ended_at: assignment.endedAt.toISOString(), draft_kept: review !== null };
}

/**
 * The caller's own assignment that ended before they submitted answers 409 REVIEW_ENDED with why and when, and whether
 * their draft is kept (nothing of the application); another's, or an active one, passes on to ownAssignment.
 */
async function refuseEnded(db: Db, reviewer: UserRow, assignmentId: number): Promise<void> {
  const [row] = await db
    .select({ assignment: reviewAssignments, review: reviews })
    .from(reviewAssignments)
    .leftJoin(reviews, eq(reviews.assignmentId, reviewAssignments.id))
    .where(and(eq(reviewAssignments.id, assignmentId), eq(reviewAssignments.reviewerId, reviewer.id), eq(reviewAssignments.state, 'withdrawn')));
  const ended = row === undefined ? null : endedView(row.assignment, row.review);
  if (ended !== null) throw conflict({ code: 'REVIEW_ENDED', message: 'This review has ended', ...ended });
}

/** How many of the application's active assignments have a submitted review. */
async function reviewsDone(db: Db, dealIds: readonly number[]): Promise<Map<number, number>> {
  if (dealIds.length === 0) return new Map();
  const rows = await db
    .select({ dealId: reviewAssignments.dealId, done: count() })
    .from(reviewAssignments)
    .innerJoin(reviews, eq(reviews.assignmentId, reviewAssignments.id))
    .where(and(inArray(reviewAssignments.dealId, [...dealIds]), eq(reviewAssignments.state, 'active'), isNotNull(reviews.submittedAt)))
    .groupBy(reviewAssignments.dealId);
  return new Map(rows.map((row) => [row.dealId, Number(row.done)]));
}

/** The rubric of the assignment's program, or 409 while it has none (nothing to score against). */
async function rubricOf(db: Db, programId: number): Promise<Rubric> {
  const { rubric } = await programJury(db, programId);
  if (rubric === null) throw conflict({ code: 'RUBRIC_MISSING', message: 'This program has no rubric yet' });
  return rubric;
}

export function registerReviewRoutes(app: FastifyInstance, context: BackendContext): void {
  const { db, config } = context;

  app.get('/reviews', { config: REVIEWER_MAY }, async (request) => {
    const reviewer = await requireReviewer(context, request);
    // The open assignments, then those that ended unsubmitted in the last ENDED_IN_QUEUE_DAYS days (endedShownInQueue).
    const since = endedInQueueSince(nowDate(context));
    const rows = await db
      .select({ assignment: reviewAssignments, review: reviews, programId: deals.programId, programName: programs.name })
      .from(reviewAssignments)
      .innerJoin(deals, eq(deals.id, reviewAssignments.dealId))
      .innerJoin(programs, eq(programs.id, deals.programId))
      .leftJoin(reviews, eq(reviews.assignmentId, reviewAssignments.id))
      .where(
        and(
          eq(reviewAssignments.reviewerId, reviewer.id),
          or(eq(reviewAssignments.state, 'active'), and(eq(reviewAssignments.state, 'withdrawn'), gte(reviewAssignments.endedAt, since), isNull(reviews.submittedAt))),
        ),
      )
      .orderBy(asc(reviewAssignments.dueAt), asc(reviewAssignments.id));
    const done = await reviewsDone(db, [...new Set(rows.map((row) => row.assignment.dealId))]);
    const required = new Map<number, number>();
    for (const programId of new Set(rows.map((row) => row.programId))) required.set(programId, (await programJury(db, programId)).settings.reviewsPerApplication);
    return rows.map(({ assignment, review, programId, programName }) => ({
      assignment_id: assignment.id,
      pseudonym: pseudonymOfApplication(context, assignment.dealId),
      program_name: programName,
      due_at: assignment.dueAt.toISOString(),
      state: reviewStateOf({ hasDraft: review !== null, submittedAt: review?.submittedAt ?? null }),
      reviews_done: done.get(assignment.dealId) ?? 0,
      reviews_required: required.get(programId) ?? 0,
      ended: endedView(assignment, review),
    }));
  });

  app.get<{ Params: { assignmentId: number }; Querystring: { lang?: BrandLanguage } }>(
    '/reviews/:assignmentId',
    { config: REVIEWER_MAY, schema: { params: ASSIGNMENT_PARAMS, querystring: LANG_QUERY } },
    async (request) => {
      const reviewer = await requireReviewer(context, request);
      await refuseEnded(db, reviewer, request.params.assignmentId);
      const { assignment, deal, program } = await ownAssignment(db, reviewer, request.params.assignmentId);
      const language = request.query.lang ?? languageOf(reviewer.language);
      const [jury, [review], files, requirements, [quiz]] = await Promise.all([
        programJury(db, program.id),
        db.select().from(reviews).where(eq(reviews.assignmentId, assignment.id)),
        db
          .select({ document: documents, mimetype: objects.metadata })
          .from(documents)
          .leftJoin(objects, and(eq(objects.bucketId, config.bucket), eq(objects.name, documents.documentPath)))
          .where(eq(documents.userId, deal.userId))
          .orderBy(asc(documents.documentType), asc(documents.documentIndex)),
        requirementsOf(db),
        program.requiresQuiz ? db.select({ outcome: quizAttempts.outcome, score: quizAttempts.score, finishedAt: quizAttempts.finishedAt }).from(quizAttempts).where(eq(quizAttempts.userId, deal.userId)) : Promise.resolve([]),
      ]);
      // While the review is a draft again, the page says who re-opened it, when and why.
      const reopened = review !== undefined && review.submittedAt === null ? await latestReopening(db, deal.id, assignment.id) : null;
      const labels = new Map(requirements.map((row) => [row.documentType, requirementView(row, language).label]));
      const seen = documentTypesSeen(jury, requirements);
      return {
        assignment_id: assignment.id,
        pseudonym: pseudonymOfApplication(context, deal.id),
        program_name: program.name,
        submitted_at: iso(deal.documentsSubmittedAt),
        due_at: assignment.dueAt.toISOString(),
        state: reviewStateOf({ hasDraft: review !== undefined, submittedAt: review?.submittedAt ?? null }),
        rubric: jury.rubric,
        documents_seen: seen.map((documentType) => ({ document_type: documentType, label: labels.get(documentType) ?? null })),
        documents: files
          .filter(({ document }) => reviewerMaySeeDocument(seen, document.documentType))
          .map(({ document, mimetype }) =>
          reviewerDocument({
            id: document.id,
            document_type: document.documentType,
            document_label: labels.get(document.documentType) ?? null,
            document_index: document.documentIndex,
            content_type: mimetype?.mimetype ?? 'application/octet-stream',
          }),
        ),
        quiz: quiz === undefined || quiz.finishedAt === null ? null : { outcome: quiz.outcome, score: quiz.score },
        draft: draftView(review ?? null),
        submitted_at_review: iso(review?.submittedAt),
        reopened,
      };
    },
  );

  app.get<{ Params: { assignmentId: number; documentId: number }; Querystring: { lang?: BrandLanguage } }>(
    '/reviews/:assignmentId/documents/:documentId/content',
    { config: REVIEWER_MAY, schema: { params: DOCUMENT_PARAMS, querystring: LANG_QUERY } },
    async (request, reply) => {
      const reviewer = await requireReviewer(context, request);
      const { deal } = await ownAssignment(db, reviewer, request.params.assignmentId);
      const [row] = await db
        .select({ document: documents, object: objects })
        .from(documents)
        .leftJoin(objects, and(eq(objects.bucketId, config.bucket), eq(objects.name, documents.documentPath)))
        .where(and(eq(documents.id, request.params.documentId), eq(documents.userId, deal.userId)));
      // Another application's document, and one of a type the program's reviewers do not see (an identity
      // document, always), answer as an unknown assignment: nothing about them leaks.
      if (row === undefined) throw FORBIDDEN();
      const [jury, requirements] = await Promise.all([programJury(db, deal.programId), requirementsOf(db)]);
      if (!reviewerMaySeeDocument(documentTypesSeen(jury, requirements), row.document.documentType)) throw FORBIDDEN();
      const contentType = row.object?.metadata?.mimetype ?? 'application/octet-stream';
      let bytes: Buffer;
      try {
        bytes = await withoutMetadata(await context.files.read(config.bucket, row.document.documentPath), contentType);
      } catch (error) {
        if (!(error instanceof MetadataNotRemovable)) throw error;
        throw unprocessable({ code: 'DOCUMENT_METADATA_NOT_REMOVABLE', message: 'This file cannot be served without its metadata' });
      }
      return reply
        .header('Content-Type', contentType)
        .header('Content-Disposition', 'inline')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(bytes);
    },
  );

  /** Saves (or, `submit`, submits) the review behind the assignment's row lock: one save at a time, versions in order. */
  const save = async (reviewer: UserRow, assignmentId: number, body: ReviewBody, submit: boolean) =>
    db.transaction(async (tx) => {
      const { assignment, deal, program } = await ownAssignment(tx, reviewer, assignmentId, true);
      const [stored] = await tx.select().from(reviews).where(eq(reviews.assignmentId, assignment.id));
      const storedVersion = stored?.version ?? 0;
      const allowed = authoriseReviewWrite({
        reviewerId: reviewer.id,
        assignment: { reviewerId: assignment.reviewerId, state: assignmentStateOf(assignment) },
        submitted: stored?.submittedAt != null,
        storedVersion,
        sentVersion: body.version,
      });
      if (!allowed.ok) throw writeRefusal(allowed.error);
      // A submission holds the program's settings row: a rubric change waits for it, and sees it.
      if (submit) await tx.select({ programId: reviewSettings.programId }).from(reviewSettings).where(eq(reviewSettings.programId, program.id)).for('share');
      const rubric = await rubricOf(tx, program.id);
      // A draft keeps its valid fields when one is refused (the last saved comment stays); a submission is all or nothing.
      const parts = draftToSave(rubric, { scores: body.scores, recommendation: body.recommendation, comment: body.comment }, stored?.comment ?? '');
      if (!parts.ok) throw unprocessable(reviewErrorDetail(parts.error));
      const notSaved: readonly DraftFieldNotSaved[] = parts.value.notSaved;
      const [refused] = notSaved;
      if (submit && refused !== undefined) throw unprocessable(reviewErrorDetail({ code: refused.code, max: refused.max }));
      const draft = { value: parts.value.draft };
      // The saved version follows the latest the server or the page knew of.
      const version = Math.max(storedVersion, body.version);
      let total: number | null = null;
      if (submit) {
        const ready = readyToSubmit(rubric, draft.value);
        if (!ready.ok) {
          throw new HttpError(422, { code: 'REVIEW_INCOMPLETE', message: 'Score every criterion and choose a recommendation', missing: ready.error.missing, recommendation_missing: ready.error.recommendationMissing });
        }
        total = weightedTotal(rubric, ready.value.scores);
      }
      const now = nowDate(context);
      const values = {
        scores: { ...draft.value.scores },
        recommendation: draft.value.recommendation,
        comment: draft.value.comment,
        version: version + 1,
        savedAt: now,
        submittedAt: submit ? now : null,
        total,
      };
      await tx.insert(reviews).values({ assignmentId: assignment.id, ...values }).onConflictDoUpdate({ target: reviews.assignmentId, set: values });
      if (submit) {
        await recordEvent(tx, {
          userId: deal.userId,
          dealId: deal.id,
          ...reviewerActor(reviewer),
          kind: 'review-submitted',
          details: { assignment_id: assignment.id, reviewer_name: reviewerActor(reviewer).actor.name, total },
          at: now,
        });
      }
      return { version: version + 1, at: now, notSaved };
    });

  app.put<{ Params: { assignmentId: number }; Body: ReviewBody }>(
    '/reviews/:assignmentId/draft',
    { config: REVIEWER_MAY, schema: { params: ASSIGNMENT_PARAMS, body: REVIEW_BODY } },
    async (request) => {
      const reviewer = await requireReviewer(context, request);
      const saved = await save(reviewer, request.params.assignmentId, request.body, false);
      return { version: saved.version, saved_at: saved.at.toISOString(), not_saved: saved.notSaved };
    },
  );

  app.post<{ Params: { assignmentId: number }; Body: ReviewBody }>(
    '/reviews/:assignmentId/submit',
    { config: REVIEWER_MAY, schema: { params: ASSIGNMENT_PARAMS, body: REVIEW_BODY } },
    async (request) => {
      const reviewer = await requireReviewer(context, request);
      const saved = await save(reviewer, request.params.assignmentId, request.body, true);
      return { submitted_at: saved.at.toISOString() };
    },
  );

  app.post<{ Params: { assignmentId: number }; Body: { reason: string } }>(
    '/reviews/:assignmentId/conflict',
    { config: REVIEWER_MAY, schema: { params: ASSIGNMENT_PARAMS, body: CONFLICT_BODY } },
    async (request, reply) => {
      const reviewer = await requireReviewer(context, request);
      const reason = reasonOf(request.body.reason);
      const { assigned, at } = await db.transaction(async (tx) => {
        // The candidate's row lock first, as every assignment run takes it: the replacement is picked alone.
        const { deal } = await ownAssignment(tx, reviewer, request.params.assignmentId);
        await lockCandidate(tx, deal.userId);
        const { assignment, program } = await ownAssignment(tx, reviewer, request.params.assignmentId, true);
        const [stored] = await tx.select({ submittedAt: reviews.submittedAt }).from(reviews).where(eq(reviews.assignmentId, assignment.id));
        const allowed = authoriseConflict({ reviewerId: reviewer.id, assignment: { reviewerId: assignment.reviewerId, state: assignmentStateOf(assignment) }, submitted: stored?.submittedAt != null });
        if (!allowed.ok) throw writeRefusal(allowed.error);
        const now = nowDate(context);
        await tx.update(reviewAssignments).set({ state: 'conflict', conflictReason: reason, endedAt: now }).where(eq(reviewAssignments.id, assignment.id));
        const by = reviewerActor(reviewer);
        await recordEvent(tx, { userId: deal.userId, dealId: deal.id, ...by, kind: 'review-conflict', details: { assignment_id: assignment.id, reviewer_name: by.actor.name, reason }, at: now });
        // Passed on: the system gives it to another reviewer of the program, if one is free of conflict.
        return { assigned: await assignApplication(tx, { id: deal.id, userId: deal.userId, programId: program.id }, now, { actor: SYSTEM }), at: now };
      });
      await sendAssignmentDigests(context, assigned, at);
      return reply.code(204).send();
    },
  );
}
