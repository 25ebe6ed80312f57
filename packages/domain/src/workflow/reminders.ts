// One reminder after 7 days without activity on an application whose documents are incomplete, never twice
// for the same gap (issue #16). The scheduled job (the local backend's, a scheduled function in production)
// asks this rule with its injectable clock.
import type { DealStatus } from '../api/entities';

export const REMINDER_AFTER_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReminderFacts {
  readonly status: DealStatus;
  /** Every required document is there. */
  readonly documentsComplete: boolean;
  readonly submitted: boolean;
  /** The last thing the candidate or staff did on it (an upload, a deletion, a status change...): ISO 8601. */
  readonly lastActivityAt: string;
  /** The `lastActivityAt` a reminder was already sent for, if one was. */
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
  if (facts.remindedForActivityAt !== null && Date.parse(facts.remindedForActivityAt) === last) return false;
  return now.getTime() - last >= REMINDER_AFTER_DAYS * DAY_MS;
}
