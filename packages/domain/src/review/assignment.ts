// Who reviews an application, until when, and where each review stands.
import type { DealStatus } from '../api/entities';
import { endReasonOfStatusChange } from './assignment-end';

/** A reviewer of the program and the reviews they have open (assigned, not submitted). */
export interface ReviewerLoad {
  readonly reviewerId: string;
  readonly openAssignments: number;
}

/**
 * The reviewers to assign: the least loaded first, ties by reviewerId, never an excluded one (a declared conflict,
 * or already assigned to the application), and no more than `count`: fewer when the pool is short.
 */
export function pickReviewers({ pool, excluded, count }: { readonly pool: readonly ReviewerLoad[]; readonly excluded: ReadonlySet<string>; readonly count: number }): string[] {
  const picked: string[] = [];
  const ordered = [...pool].sort((a, b) => a.openAssignments - b.openAssignments || (a.reviewerId < b.reviewerId ? -1 : a.reviewerId > b.reviewerId ? 1 : 0));
  for (const { reviewerId } of ordered) {
    if (picked.length >= count) break;
    if (!excluded.has(reviewerId) && !picked.includes(reviewerId)) picked.push(reviewerId);
  }
  return picked;
}

/**
 * An assignment stays active until it ends before its review is submitted (withdrawn, for an AssignmentEndReason) or
 * its reviewer declares a conflict.
 */
export const ASSIGNMENT_STATES = ['active', 'withdrawn', 'conflict'] as const;
export type AssignmentState = (typeof ASSIGNMENT_STATES)[number];

/** Where a reviewer's review stands: not started, a draft saved, submitted (locked). */
export const REVIEW_STATES = ['todo', 'draft', 'submitted'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** The reviewers an application may not be given to (again): those assigned and not withdrawn, those in conflict. */
export function excludedReviewers(
  assignments: readonly { readonly reviewerId: string; readonly state: AssignmentState }[],
  conflicts: readonly string[] = [],
): ReadonlySet<string> {
  return new Set([...assignments.filter((assignment) => assignment.state !== 'withdrawn').map((assignment) => assignment.reviewerId), ...conflicts]);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a review is due: `dueDays` whole days after the assignment. */
export const dueAt = (assignedAt: Date, dueDays: number): Date => new Date(assignedAt.getTime() + dueDays * DAY_MS);

/** Overdue once the due instant has passed (at that very instant, still on time) and not submitted. */
export const isOverdue = (due: Date, now: Date, submitted: boolean): boolean => !submitted && now.getTime() > due.getTime();

export const reviewStateOf = ({ hasDraft, submittedAt }: { readonly hasDraft: boolean; readonly submittedAt: Date | string | null }): ReviewState => {
  if (submittedAt !== null) return 'submitted';
  return hasDraft ? 'draft' : 'todo';
};

/**
 * What a status change means for the jury: an application that becomes COMPLETE is assigned; one re-opened for the
 * candidate (back to IN_PROGRESS) or decided (ADMISSIBLE, REJECTED) loses its open assignments (the submitted reviews
 * stay); nothing else changes them.
 */
export function assignOnStatus(previous: DealStatus, next: DealStatus): 'assign' | 'withdraw' | 'none' {
  if (next === 'COMPLETE' && previous !== 'COMPLETE') return 'assign';
  // A decision ends the reviews not yet submitted: nobody is asked to review an application already decided.
  return endReasonOfStatusChange(previous, next) === null ? 'none' : 'withdraw';
}
