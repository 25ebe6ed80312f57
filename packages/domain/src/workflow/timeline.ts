// Every change to an application, recorded once where it happens, with who did it (issue #16). Staff read it
// all on the application's Timeline tab; a candidate reads the short history that concerns them.
import type { DealStatus } from '../api/entities';
import type { TimelineEvent, TimelineEventKind } from './timeline-event';

export { TIMELINE_EVENT_KINDS, type StaffRole, type TimelineActor, type TimelineEvent, type TimelineEventKind } from './timeline-event';

/** A status change is recorded as a re-opening when it sends the application back to the candidate. */
export const timelineKindOfStatusChange = (from: DealStatus, to: DealStatus): TimelineEventKind =>
  to === 'IN_PROGRESS' && (from === 'COMPLETE' || from === 'ADMISSIBLE' || from === 'REJECTED') ? 'reopened' : 'status-changed';

/** Newest first; two entries of the same instant in the order they were recorded, the later first. */
export const newestFirst = (events: readonly TimelineEvent[]): readonly TimelineEvent[] =>
  [...events].sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b.id - a.id);

/** The kinds a candidate sees of their own application: never notes, nor emails (they have those). */
const CANDIDATE_KINDS: ReadonlySet<TimelineEventKind> = new Set(['status-changed', 'reopened', 'documents-submitted', 'document-reviewed', 'withdrawn']);

/**
 * The candidate's short history, newest first: submission, re-openings, decisions, and documents sent back
 * (an accepted document is not news to them; a reviewer's name never shows, only "the admissions team").
 */
export const candidateHistory = (events: readonly TimelineEvent[]): readonly TimelineEvent[] =>
  newestFirst(events.filter((event) => CANDIDATE_KINDS.has(event.kind) && !(event.kind === 'document-reviewed' && event.details.state !== 'needs-new-file'))).map(
    (event) => (event.actor.kind === 'staff' ? { ...event, actor: { kind: 'staff', name: '', role: event.actor.role } } : event),
  );
