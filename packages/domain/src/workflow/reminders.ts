// One reminder after 7 days without activity on an application whose documents are incomplete, never twice
// for the same gap. The scheduled job (the local backend's, a scheduled function in production)
// asks this rule with its injectable clock.
import type { DealStatus } from '../api/entities';
import { INTERVIEW_TIMELINE_EVENT_KINDS } from '../interview/interview-timeline';
import { OFFER_TIMELINE_EVENT_KINDS } from '../offer/offer-timeline';
import { REVIEW_TIMELINE_EVENT_KINDS } from '../review/review-timeline';
import type { TimelineEventKind } from './timeline-event';

export const REMINDER_AFTER_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReminderFacts {
  readonly status: DealStatus;
  /** Every required document is there. */
  readonly documentsComplete: boolean;
  readonly submitted: boolean;
  /** The last thing the candidate or staff did on it (an upload, a deletion, a status change...): ISO 8601. */
  readonly lastActivityAt: string;
  /** The activity the last reminder covered (the `lastActivityAt` it was sent for), if one was sent. */
  readonly remindedForActivityAt: string | null;
}

/** The candidate still has to gather documents: not submitted, not decided, documents missing. */
const stillGathering = (facts: ReminderFacts): boolean =>
  !facts.submitted && !facts.documentsComplete && (facts.status === 'DRAFT' || facts.status === 'IN_PROGRESS');

/** Is a reminder due at `now`: 7 full days (168 h) since the last activity, and none sent for this gap yet? */
export function reminderDue(facts: ReminderFacts, now: Date): boolean {
  if (!stillGathering(facts)) return false;
  const last = Date.parse(facts.lastActivityAt);
  if (Number.isNaN(last)) return false;
  // No activity since what the last reminder covered: the same gap, already reminded.
  if (facts.remindedForActivityAt !== null && Date.parse(facts.remindedForActivityAt) >= last) return false;
  return now.getTime() - last >= REMINDER_AFTER_DAYS * DAY_MS;
}

const NOT_ACTIVITY: ReadonlySet<TimelineEventKind> = new Set([
  'email-sent',
  'note-added',
  'note-deleted',
  'quiz-accommodation-granted',
  'quiz-accommodation-changed',
  'quiz-accommodation-removed',
  ...REVIEW_TIMELINE_EVENT_KINDS,
  ...INTERVIEW_TIMELINE_EVENT_KINDS,
  ...OFFER_TIMELINE_EVENT_KINDS,
]);

/**
 * What counts as activity on an application for the reminder: what the candidate or staff did on it. The emails
 * it sent (the reminder itself among them), staff's private notes, a quiz accommodation (about the quiz, not the
 * documents the reminder asks for), the jury's work (the school's, after submission) the interview (after
 * admissibility) and the offer do not: a reminder never
 * restarts its gap.
 */
export const countsAsActivity = (kind: TimelineEventKind): boolean => !NOT_ACTIVITY.has(kind);

/** The latest of the instants (ISO 8601) of an application's activity: its creation, its documents, its timeline. */
export function lastActivityAt(instants: readonly string[]): string | null {
  let latest: number | null = null;
  for (const instant of instants) {
    const time = Date.parse(instant);
    if (!Number.isNaN(time) && (latest === null || time > latest)) latest = time;
  }
  return latest === null ? null : new Date(latest).toISOString();
}
