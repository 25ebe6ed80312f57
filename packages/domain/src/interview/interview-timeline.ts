// The interview's entries on an application's timeline, each with its actor: the candidate, a staff member, or a
// panel member (recorded as staff with the role `reviewer` when a reviewer). workflow/timeline.ts decides who sees
// each kind: the candidate sees their own bookings, moves and cancellations, never a panel member's name or a score.
// The reminders are e-mails, recorded as `email-sent` like every other e-mail.
import type { InterviewHistoryEntry } from '../api/interview-entities';

/**
 * - `interview-booked`: a slot was booked, by the candidate or by staff for them (details: booking_id, slot_id,
 *   starts_at, mode, adjustments: the AdjustmentKinds asked for). Never the panel.
 * - `interview-moved`: the booking moved to another slot (details: booking_id, slot_id, from_starts_at, starts_at,
 *   mode).
 * - `interview-cancelled`: the booking was cancelled (details: booking_id, starts_at, reason).
 * - `interview-attendance`: a panel member or staff recorded attendance (details: booking_id, attendance). Staff only.
 * - `interview-scored`: a panel member submitted or corrected their score (details: booking_id, member_name, total).
 *   Staff only.
 * - `interview-rebook-allowed`: staff allowed a no-show one new booking (details: booking_id of the no-show).
 *   Staff only.
 */
export const INTERVIEW_TIMELINE_EVENT_KINDS = [
  'interview-booked',
  'interview-moved',
  'interview-cancelled',
  'interview-attendance',
  'interview-scored',
  'interview-rebook-allowed',
] as const;
export type InterviewTimelineEventKind = (typeof INTERVIEW_TIMELINE_EVENT_KINDS)[number];

/** The kind of each entry in the Interview tab's history (InterviewHistoryEntry). */
export const INTERVIEW_HISTORY_KIND: Readonly<Record<InterviewTimelineEventKind, InterviewHistoryEntry['kind']>> = {
  'interview-booked': 'booked',
  'interview-moved': 'moved',
  'interview-cancelled': 'cancelled',
  'interview-attendance': 'attendance',
  'interview-scored': 'scored',
  'interview-rebook-allowed': 'rebook-allowed',
};

export const isInterviewTimelineEventKind = (kind: string): kind is InterviewTimelineEventKind => (INTERVIEW_TIMELINE_EVENT_KINDS as readonly string[]).includes(kind);
