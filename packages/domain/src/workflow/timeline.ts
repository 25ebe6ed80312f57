// Every change to an application, recorded once where it happens, with who did it. Staff read it
// all on the application's Timeline tab; a candidate reads the short history that concerns them.
import type { DealStatus } from '../api/entities';
import { OFFER_SEEN_BY } from '../offer/offer-timeline';
import type { TimelineEvent, TimelineEventKind } from './timeline-event';

export { TIMELINE_EVENT_KINDS, type StaffRole, type TimelineActorRole, type TimelineActor, type TimelineEvent, type TimelineEventKind } from './timeline-event';

/** A status change is recorded as a re-opening when it sends the application back to the candidate. */
export const timelineKindOfStatusChange = (from: DealStatus, to: DealStatus): TimelineEventKind =>
  to === 'IN_PROGRESS' && (from === 'COMPLETE' || from === 'ADMISSIBLE' || from === 'REJECTED') ? 'reopened' : 'status-changed';

/** Newest first; two entries of the same instant in the order they were recorded, the later first. */
export const newestFirst = (events: readonly TimelineEvent[]): readonly TimelineEvent[] =>
  [...events].sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b.id - a.id);

/**
 * Who may see an entry of each kind: staff only, or the candidate too (in their data download, and in part on their
 * dashboard). Staff notes are staff's alone, their existence included. A new kind must be decided here.
 */
const SEEN_BY: Readonly<Record<TimelineEventKind, 'staff' | 'candidate'>> = {
  'status-changed': 'candidate',
  reopened: 'candidate',
  'documents-submitted': 'candidate',
  'document-uploaded': 'candidate',
  'document-deleted': 'candidate',
  'document-reviewed': 'candidate',
  'note-added': 'staff',
  'note-deleted': 'staff',
  'email-sent': 'candidate',
  withdrawn: 'candidate',
  'deletion-requested': 'candidate',
  'deletion-cancelled': 'candidate',
  'quiz-accommodation-granted': 'candidate',
  'quiz-accommodation-changed': 'candidate',
  'quiz-accommodation-removed': 'candidate',
  // The jury works for the school: its assignments, scores and conflicts are staff's (the candidate's data download
  // gives them their reviews' scores and comments without the reviewers, from the reviews themselves).
  'review-assigned': 'staff',
  'review-conflict': 'staff',
  'review-submitted': 'staff',
  'review-reopened': 'staff',
  'review-withdrawn': 'staff',
  'ranking-decision': 'staff',
  // The candidate's own bookings, moves and cancellations are theirs (the details name no panel member); what the
  // panel records, attendance and scores, and staff's decisions about a no-show, are the school's.
  'interview-booked': 'candidate',
  'interview-moved': 'candidate',
  'interview-cancelled': 'candidate',
  'interview-attendance': 'staff',
  'interview-scored': 'staff',
  'interview-rebook-allowed': 'staff',
  // The offer's steps are the candidate's business; the rank a promotion came from is the jury's (offer/offer-timeline.ts).
  ...OFFER_SEEN_BY,
};

/** May a candidate see an entry of this kind about themselves? Only the kinds allowed above: any other text is no. */
export const candidateMaySee = (kind: string): boolean => Object.hasOwn(SEEN_BY, kind) && SEEN_BY[kind as TimelineEventKind] === 'candidate';

/** The kinds of the candidate's short history on their dashboard: never emails either (they have those). */
const HISTORY_KINDS: ReadonlySet<TimelineEventKind> = new Set(['status-changed', 'reopened', 'documents-submitted', 'document-reviewed', 'withdrawn']);

/**
 * The candidate's short history, newest first: submission, re-openings, decisions, and documents sent back
 * (an accepted document is not news to them; a reviewer's name never shows, only "the admissions team").
 */
export const candidateHistory = (events: readonly TimelineEvent[]): readonly TimelineEvent[] =>
  newestFirst(
    events.filter((event) => candidateMaySee(event.kind) && HISTORY_KINDS.has(event.kind) && !(event.kind === 'document-reviewed' && event.details.state !== 'needs-new-file')),
  ).map((event) => (event.actor.kind === 'staff' ? { ...event, actor: { kind: 'staff', name: '', role: event.actor.role } } : event));
