// Every change to an application, recorded once where it happens, with who did it (issue #16). Staff read it
// all on the application's Timeline tab; a candidate reads the short history that concerns them.
import type { DealStatus } from '../api/entities';

export type StaffRole = 'admin' | 'agent';

export type TimelineActor =
  | { readonly kind: 'candidate' }
  | { readonly kind: 'staff'; readonly name: string; readonly role: StaffRole }
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

/** A status change is recorded as a re-opening when it sends the application back to the candidate. */
export const timelineKindOfStatusChange = (from: DealStatus, to: DealStatus): TimelineEventKind =>
  to === 'IN_PROGRESS' && (from === 'COMPLETE' || from === 'ADMISSIBLE' || from === 'REJECTED') ? 'reopened' : 'status-changed';

/** Newest first; two entries of the same instant in the order they were recorded, the later first. */
export const newestFirst = (events: readonly TimelineEvent[]): readonly TimelineEvent[] =>
  [...events].sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b.id - a.id);

/** The kinds a candidate sees of their own application: never notes, nor emails (they have those). */
const CANDIDATE_KINDS: ReadonlySet<TimelineEventKind> = new Set(['status-changed', 'reopened', 'documents-submitted', 'document-reviewed']);

/**
 * The candidate's short history, newest first: submission, re-openings, decisions, and documents sent back
 * (an accepted document is not news to them; a reviewer's name never shows, only "the admissions team").
 */
export const candidateHistory = (events: readonly TimelineEvent[]): readonly TimelineEvent[] =>
  newestFirst(events.filter((event) => CANDIDATE_KINDS.has(event.kind) && !(event.kind === 'document-reviewed' && event.details.state !== 'needs-new-file'))).map(
    (event) => (event.actor.kind === 'staff' ? { ...event, actor: { kind: 'staff', name: '', role: event.actor.role } } : event),
  );
