// Assigning applications to the jury on the server: when an application becomes COMPLETE it goes to its program's
// number of reviewers (the domain's pickReviewers: least open load first, never a reviewer in conflict or already
// on it); decided, re-opened for the candidate or withdrawn by them, its open assignments end, each with its reason
// (submitted reviews stay). Every run
// happens in the transaction that changes the application, behind the candidate's row lock, and is recorded on its
// timeline; the digest e-mails leave after the commit (sendAssignmentDigests).
import { assignOnStatus, dueAt, endReasonOfStatusChange, excludedReviewers, pickReviewers, type AssignmentEndReason, type DealStatus } from '@admission/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { BackendContext } from '../context';
import type { Db } from '../db/database';
import { deals, programs, reviewAssignments, reviews, users } from '../db/schema';
import { recordEvent, type Recorded } from '../workflow/timeline';
import { emailReviewDigest } from './review-mail';
import { assignmentStateOf, personName, programJury, reviewerPool, pseudonymOfApplication } from './review-store';

/** Who made the change the run follows: the timeline's actor (and their account, for staff and reviewers). */
export type RunActor = Pick<Recorded, 'actor' | 'actorId'>;

export interface Application {
  readonly id: number;
  readonly userId: string;
  readonly programId: number;
}

export interface NewAssignment {
  readonly id: number;
  readonly dealId: number;
  readonly reviewerId: string;
}

async function namesOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, personName(row)]));
}

/** Gives the application to as many reviewers as it still lacks (none when it has its count); `only` narrows the pick (an admin's reassignment). */
export async function assignApplication(tx: Db, application: Application, at: Date, by: RunActor, only?: string): Promise<NewAssignment[]> {
  const { settings } = await programJury(tx, application.programId);
  const existing = await tx.select().from(reviewAssignments).where(eq(reviewAssignments.dealId, application.id));
  const active = existing.filter((row) => row.state === 'active').length;
  const wanted = only === undefined ? settings.reviewsPerApplication - active : 1;
  if (wanted <= 0) return [];
  const excluded = excludedReviewers(existing.map((row) => ({ reviewerId: row.reviewerId, state: assignmentStateOf(row) })));
  const pool = (await reviewerPool(tx, application.programId)).filter((load) => only === undefined || load.reviewerId === only);
  const picked = pickReviewers({ pool, excluded, count: wanted });
  if (picked.length === 0) return [];
  const due = dueAt(at, settings.dueDays);
  const inserted = await tx
    .insert(reviewAssignments)
    .values(picked.map((reviewerId) => ({ dealId: application.id, reviewerId, state: 'active', assignedAt: at, dueAt: due })))
    // The partial unique index (one active assignment per reviewer and application) makes a parallel run a no-op.
    .onConflictDoNothing()
    .returning({ id: reviewAssignments.id, dealId: reviewAssignments.dealId, reviewerId: reviewAssignments.reviewerId });
  const names = await namesOf(tx, inserted.map((row) => row.reviewerId));
  for (const row of inserted) {
    await recordEvent(tx, {
      userId: application.userId,
      dealId: application.id,
      ...by,
      kind: 'review-assigned',
      details: { assignment_id: row.id, reviewer_name: names.get(row.reviewerId) ?? '', due_at: due.toISOString() },
      at,
    });
  }
  return inserted;
}

/** Ends the application's open assignments (active, review not submitted) for `reason`; submitted reviews stay, and so do drafts. */
export async function withdrawOpenAssignments(tx: Db, application: Application, at: Date, by: RunActor, reason: AssignmentEndReason): Promise<number> {
  const open = await tx
    .select({ id: reviewAssignments.id, reviewerId: reviewAssignments.reviewerId })
    .from(reviewAssignments)
    .leftJoin(reviews, eq(reviews.assignmentId, reviewAssignments.id))
    .where(and(eq(reviewAssignments.dealId, application.id), eq(reviewAssignments.state, 'active'), isNull(reviews.submittedAt)));
  if (open.length === 0) return 0;
  const ended = await tx
    .update(reviewAssignments)
    .set({ state: 'withdrawn', endedAt: at, endReason: reason })
    .where(and(inArray(reviewAssignments.id, open.map((row) => row.id)), eq(reviewAssignments.state, 'active')))
    .returning({ id: reviewAssignments.id, reviewerId: reviewAssignments.reviewerId });
  const names = await namesOf(tx, ended.map((row) => row.reviewerId));
  for (const row of ended) {
    await recordEvent(tx, {
      userId: application.userId,
      dealId: application.id,
      ...by,
      kind: 'review-withdrawn',
      details: { assignment_id: row.id, reviewer_name: names.get(row.reviewerId) ?? '', reason },
      at,
    });
  }
  return ended.length;
}

/** What a status change means for the jury (the domain's assignOnStatus, endReasonOfStatusChange), done in the change's transaction. */
export async function followStatusChange(tx: Db, application: Application, from: DealStatus, to: DealStatus, at: Date, by: RunActor): Promise<NewAssignment[]> {
  if (assignOnStatus(from, to) === 'assign') return assignApplication(tx, application, at, by);
  // The domain's assignOnStatus withdraws exactly when a status change has an end reason.
  const reason = endReasonOfStatusChange(from, to);
  if (reason !== null) await withdrawOpenAssignments(tx, application, at, by, reason);
  return [];
}

/**
 * One digest a reviewer for the assignments of a run, once committed: each assignment is claimed (notified_at) before
 * the e-mail goes, so two runs never tell of the same assignment twice. A failed e-mail is logged, the run stands.
 */
export async function sendAssignmentDigests(context: BackendContext, assignments: readonly NewAssignment[], at: Date): Promise<void> {
  if (assignments.length === 0) return;
  const claimed = await context.db
    .update(reviewAssignments)
    .set({ notifiedAt: at })
    .where(and(inArray(reviewAssignments.id, assignments.map((row) => row.id)), isNull(reviewAssignments.notifiedAt), eq(reviewAssignments.state, 'active')))
    .returning();
  const byReviewer = new Map<string, typeof claimed>();
  for (const row of claimed) byReviewer.set(row.reviewerId, [...(byReviewer.get(row.reviewerId) ?? []), row]);
  for (const [reviewerId, rows] of byReviewer) {
    const [reviewer] = await context.db.select().from(users).where(eq(users.id, reviewerId));
    if (reviewer === undefined) continue;
    const items = await Promise.all(rows.map(async (row) => ({ pseudonym: pseudonymOfApplication(context, row.dealId), programName: await programNameOf(context.db, row.dealId), dueAt: row.dueAt })));
    await emailReviewDigest(context, reviewer, items, at).catch((error: unknown) => console.error('review digest not sent', error));
  }
}

async function programNameOf(db: Db, dealId: number): Promise<string> {
  const [row] = await db.select({ name: programs.name }).from(deals).innerJoin(programs, eq(programs.id, deals.programId)).where(eq(deals.id, dealId));
  return row?.name ?? '';
}
