// The shape of a timeline entry, apart from the rules, so the API's entities can name it without a cycle.
import { INTERVIEW_TIMELINE_EVENT_KINDS } from '../interview/interview-timeline';
import { OFFER_TIMELINE_EVENT_KINDS } from '../offer/offer-timeline';
import { REVIEW_TIMELINE_EVENT_KINDS } from '../review/review-timeline';

export type StaffRole = 'admin' | 'agent';

/** Who acts on an application for the school: staff, or a reviewer of the jury (not staff, but named to staff). */
export type TimelineActorRole = StaffRole | 'reviewer';

export type TimelineActor =
  | { readonly kind: 'candidate' }
  | { readonly kind: 'staff'; readonly name: string; readonly role: TimelineActorRole }
  | { readonly kind: 'system' };

export const TIMELINE_EVENT_KINDS = [
  'status-changed',
  'reopened',
  'documents-submitted',
  'document-uploaded',
  'document-deleted',
  'document-reviewed',
  'note-added',
  'note-deleted',
  'email-sent',
  /** The candidate withdrew the application (details: from, reasons, other_reason). */
  'withdrawn',
  /** The candidate asked to delete their account, or cancelled that request (no application: it shows on all of theirs). */
  'deletion-requested',
  'deletion-cancelled',
  /** Staff granted, changed or removed the candidate's quiz accommodation (details: extra_time_percent, relaxed_focus_loss, reason). */
  'quiz-accommodation-granted',
  'quiz-accommodation-changed',
  'quiz-accommodation-removed',
  /** The jury's entries (review/review-timeline.ts): assignments, conflicts, reviews, ranking decisions. */
  ...REVIEW_TIMELINE_EVENT_KINDS,
  /** The interview's entries (interview/interview-timeline.ts): bookings, moves, cancellations, attendance, scores. */
  ...INTERVIEW_TIMELINE_EVENT_KINDS,
  /** The offer's entries (offer/offer-timeline.ts): offers, replies, conditions, the deposit, the waitlist. */
  ...OFFER_TIMELINE_EVENT_KINDS,
] as const;
export type TimelineEventKind = (typeof TIMELINE_EVENT_KINDS)[number];

export interface TimelineEvent {
  readonly id: number;
  readonly applicationId: number;
  /** ISO 8601 instant. */
  readonly at: string;
  readonly actor: TimelineActor;
  readonly kind: TimelineEventKind;
  /** What changed: statuses, a document's type and name, a review, an email's template... */
  readonly details: Readonly<Record<string, string | number | boolean | null | readonly string[]>>;
}
