// The jury's entries on an application's timeline: staff read them on the Timeline tab; the candidate never does
// (workflow/timeline.ts decides who sees each kind). Their details name the reviewer for staff only.

/**
 * - `review-assigned`: a reviewer was given the application (details: assignment_id, reviewer_name, due_at).
 * - `review-conflict`: a reviewer declared a conflict of interest (details: assignment_id, reviewer_name, reason).
 * - `review-submitted`: a reviewer submitted their review (details: assignment_id, reviewer_name, total).
 * - `review-reopened`: an admin re-opened a submitted review (details: assignment_id, reviewer_name, reason).
 * - `review-withdrawn`: an open assignment ended before its review was submitted (details: assignment_id, reviewer_name,
 *   reason: an AssignmentEndReason; entries recorded before reasons were kept have none).
 * - `ranking-decision`: an admin decided the application from the ranking (details: from, to, reasons). The status
 *   change itself is recorded as well, as `status-changed`, which the candidate's history shows.
 */
export const REVIEW_TIMELINE_EVENT_KINDS = [
  'review-assigned',
  'review-conflict',
  'review-submitted',
  'review-reopened',
  'review-withdrawn',
  'ranking-decision',
] as const;
export type ReviewTimelineEventKind = (typeof REVIEW_TIMELINE_EVENT_KINDS)[number];
