// Why a reviewer's assignment ended before they submitted, and how long their queue still shows it.
import type { DealStatus } from '../api/entities';
import { timelineKindOfStatusChange } from '../workflow/timeline';

/**
 * - `decided`: the application was decided (ADMISSIBLE or REJECTED), from the ranking or the application's page.
 * - `candidate-withdrew`: the candidate withdrew their application.
 * - `reopened`: the application was re-opened for the candidate (back to IN_PROGRESS).
 * - `admin-withdrew`: an admin gave the assignment to another reviewer.
 */
export const ASSIGNMENT_END_REASONS = ['decided', 'candidate-withdrew', 'reopened', 'admin-withdrew'] as const;
export type AssignmentEndReason = (typeof ASSIGNMENT_END_REASONS)[number];

export const isAssignmentEndReason = (value: unknown): value is AssignmentEndReason => (ASSIGNMENT_END_REASONS as readonly unknown[]).includes(value);

/**
 * Why a status change ends an application's open assignments: decided when it becomes ADMISSIBLE or REJECTED (from
 * any other status), re-opened when it goes back to IN_PROGRESS from COMPLETE or a decision; null when it ends none.
 */
export function endReasonOfStatusChange(previous: DealStatus, next: DealStatus): AssignmentEndReason | null {
  if ((next === 'ADMISSIBLE' || next === 'REJECTED') && previous !== next) return 'decided';
  return timelineKindOfStatusChange(previous, next) === 'reopened' ? 'reopened' : null;
}

/** How many days a reviewer's queue still shows an assignment that ended before they submitted. */
export const ENDED_IN_QUEUE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The oldest end the queue still shows at `now`: exactly ENDED_IN_QUEUE_DAYS days before. */
export const endedInQueueSince = (now: Date): Date => new Date(now.getTime() - ENDED_IN_QUEUE_DAYS * DAY_MS);

/**
 * Does the queue show this ended assignment: its review never submitted, ended at most ENDED_IN_QUEUE_DAYS days ago
 * (at that very instant, still shown). An end in the future (clocks apart) is shown.
 */
export const endedShownInQueue = ({ endedAt, submitted }: { readonly endedAt: Date; readonly submitted: boolean }, now: Date): boolean =>
  !submitted && endedAt.getTime() >= endedInQueueSince(now).getTime();

/**
 * A reviewer's queue in its two parts: the open assignments (to do, in draft, submitted), in the server's order, and
 * the ended ones, the latest end first. Only the open ones count as to do or overdue.
 */
export function queueSections<T extends { readonly ended: { readonly ended_at: string } | null }>(items: readonly T[]): { readonly open: T[]; readonly ended: T[] } {
  const open = items.filter((item) => item.ended === null);
  const ended = items.filter((item) => item.ended !== null).sort((a, b) => Date.parse(b.ended?.ended_at ?? '') - Date.parse(a.ended?.ended_at ?? ''));
  return { open, ended };
}
