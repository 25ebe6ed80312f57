// The overdue review reminder: one e-mail to the reviewer when a review passed its due instant unsubmitted, never
// twice (the domain's overdueReminderDue, and a claim on reminded_at so two runs at once send it once). The
// documents reminder job runs it (workflow/reminder-job.ts), with the clock it is given.
import { overdueReminderDue } from '@admission/domain';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { BackendContext } from '../context';
import { deals, programs, reviewAssignments, reviews, users } from '../db/schema';
import { emailReviewOverdue } from './review-mail';
import { pseudonymOfApplication } from './review-store';

export interface ReviewReminderRun {
  readonly sent: readonly { readonly assignmentId: number; readonly to: string }[];
}

/** Runs the reminder at `now`; `reviewerId` narrows it to one reviewer (the dev route's tests). */
export async function runReviewReminders(context: BackendContext, now: Date, options: { readonly reviewerId?: string } = {}): Promise<ReviewReminderRun> {
  const { db } = context;
  const open = await db
    .select({ assignment: reviewAssignments, reviewer: users, review: reviews, programName: programs.name })
    .from(reviewAssignments)
    .innerJoin(users, eq(users.id, reviewAssignments.reviewerId))
    .innerJoin(deals, eq(deals.id, reviewAssignments.dealId))
    .innerJoin(programs, eq(programs.id, deals.programId))
    .leftJoin(reviews, eq(reviews.assignmentId, reviewAssignments.id))
    .where(
      and(
        eq(reviewAssignments.state, 'active'),
        isNull(reviewAssignments.remindedAt),
        lt(reviewAssignments.dueAt, now),
        options.reviewerId === undefined ? undefined : eq(reviewAssignments.reviewerId, options.reviewerId),
      ),
    );
  const sent: { assignmentId: number; to: string }[] = [];
  for (const { assignment, reviewer, review, programName } of open) {
    const due = overdueReminderDue({ dueAt: assignment.dueAt, submitted: review?.submittedAt != null, remindedAt: assignment.remindedAt, now });
    if (!due) continue;
    const claimed = await db
      .update(reviewAssignments)
      .set({ remindedAt: now })
      .where(and(eq(reviewAssignments.id, assignment.id), isNull(reviewAssignments.remindedAt)))
      .returning({ id: reviewAssignments.id });
    if (claimed.length === 0) continue;
    await emailReviewOverdue(context, reviewer, { pseudonym: pseudonymOfApplication(context, assignment.dealId), programName, dueAt: assignment.dueAt }, now);
    sent.push({ assignmentId: assignment.id, to: reviewer.email });
  }
  return { sent };
}
