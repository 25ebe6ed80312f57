// Who may do what with the jury's work. The server applies these to every call; the pages only follow them.
import type { Role } from '../roles/role';
import { fail, ok, type Result } from '../shared/result';
import type { AssignmentState } from './assignment';

export interface AssignmentOwner {
  readonly reviewerId: string;
  readonly state: AssignmentState;
}

/**
 * A reviewer reads only an application assigned to them, while that assignment is active (a submitted review's
 * included): never after it was withdrawn or after they declared a conflict, and never one unknown (null).
 */
export const reviewerMayRead = ({ reviewerId, assignment }: { readonly reviewerId: string; readonly assignment: AssignmentOwner | null }): boolean =>
  assignment !== null && assignment.reviewerId === reviewerId && assignment.state === 'active';

export type ReviewWriteRefusal =
  /** Not theirs, or no longer active: the same answer as for an unknown assignment, so nothing leaks. */
  | { readonly code: 'FORBIDDEN' }
  | { readonly code: 'REVIEW_LOCKED' }
  /** The page sent a draft older than the one stored (another tab saved since): `version` is the stored one. */
  | { readonly code: 'STALE_DRAFT'; readonly version: number };

/**
 * May a reviewer save a draft of (or submit) their review: their own active assignment, not submitted yet, and
 * sent from the latest version the server holds (0 before the first save).
 */
export function authoriseReviewWrite(facts: {
  readonly reviewerId: string;
  readonly assignment: AssignmentOwner | null;
  readonly submitted: boolean;
  readonly storedVersion: number;
  readonly sentVersion: number;
}): Result<true, ReviewWriteRefusal> {
  if (!reviewerMayRead(facts)) return fail({ code: 'FORBIDDEN' });
  if (facts.submitted) return fail({ code: 'REVIEW_LOCKED' });
  if (facts.sentVersion < facts.storedVersion) return fail({ code: 'STALE_DRAFT', version: facts.storedVersion });
  return ok(true);
}

/** A reviewer declares a conflict before reviewing: on their own active assignment, not once their review is submitted. */
export function authoriseConflict(facts: {
  readonly reviewerId: string;
  readonly assignment: AssignmentOwner | null;
  readonly submitted: boolean;
}): Result<true, { readonly code: 'FORBIDDEN' } | { readonly code: 'REVIEW_LOCKED' }> {
  if (!reviewerMayRead(facts)) return fail({ code: 'FORBIDDEN' });
  return facts.submitted ? fail({ code: 'REVIEW_LOCKED' }) : ok(true);
}

/** Admins and agents read an application's reviews (the Reviews tab); reviewers never read each other's. */
export const mayReadApplicationReviews = (role: Role | null): boolean => role === 'admin' || role === 'agent';

/**
 * Only admins run the jury: settings, reviewers and rubric, assignments and reassignments, re-opening a review,
 * the ranking and its decisions.
 */
export const mayManageReviews = (role: Role | null): boolean => role === 'admin';
