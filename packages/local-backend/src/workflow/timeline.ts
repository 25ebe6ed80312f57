// An application's timeline on the server: each change is recorded once, in the transaction that makes it, with
// who made it (the domain's TimelineActor). A document's events belong to the candidate (no deal): they show on
// every application of theirs.
import { newestFirst, type TimelineActor, type TimelineActorRole, type TimelineEvent, type TimelineEventKind } from '@admission/domain';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { UserRow } from '../auth/sessions';
import type { Db } from '../db/database';
import { timelineEvents } from '../db/schema';
import { roleOf } from '../http/current-user';

export interface Recorded {
  readonly userId: string;
  /** The application it concerns; none for the candidate's documents (all their applications). */
  readonly dealId: number | null;
  readonly actor: TimelineActor;
  /** The staff member's account, for their own entries. */
  readonly actorId?: string | null;
  readonly kind: TimelineEventKind;
  readonly details?: Record<string, unknown>;
  readonly at: Date;
}

export type StaffActor = Extract<TimelineActor, { kind: 'staff' }>;
export type ReviewerActor = StaffActor & { readonly role: 'reviewer' };

/** A staff member as the timeline (and a note) names them: their name (or email), and role. */
export function staffActor(user: UserRow): StaffActor {
  const role = roleOf(user);
  if (role !== 'admin' && role !== 'agent') throw new Error('staffActor: not a staff member');
  const name = `${user.firstName} ${user.lastName}`.trim();
  return { kind: 'staff', name: name === '' ? user.email : name, role };
}

/** A reviewer as the timeline names them (staff read it; the candidate never sees the jury's entries). */
export function reviewerActor(user: UserRow): { readonly actor: ReviewerActor; readonly actorId: string } {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return { actor: { kind: 'staff', name: name === '' ? user.email : name, role: 'reviewer' }, actorId: user.id };
}

export const CANDIDATE: TimelineActor = { kind: 'candidate' };
export const SYSTEM: TimelineActor = { kind: 'system' };

export async function recordEvent(db: Db, event: Recorded): Promise<void> {
  const { actor } = event;
  await db.insert(timelineEvents).values({
    userId: event.userId,
    dealId: event.dealId,
    at: event.at,
    actorKind: actor.kind,
    actorId: event.actorId ?? null,
    actorName: actor.kind === 'staff' ? actor.name : null,
    actorRole: actor.kind === 'staff' ? actor.role : null,
    kind: event.kind,
    details: event.details ?? {},
  });
}

type Row = typeof timelineEvents.$inferSelect;

const actorRoleOf = (role: string | null): TimelineActorRole => (role === 'agent' || role === 'reviewer' ? role : 'admin');

const actorOf = (row: Row): TimelineActor =>
  row.actorKind === 'staff' ? { kind: 'staff', name: row.actorName ?? '', role: actorRoleOf(row.actorRole) } : row.actorKind === 'system' ? SYSTEM : CANDIDATE;

/** An entry as the API sends it (the domain's TimelineEvent; `applicationId` is the application asked about). */
export const eventView = (row: Row, applicationId: number): TimelineEvent => ({
  id: row.id,
  applicationId,
  at: row.at.toISOString(),
  actor: actorOf(row),
  kind: row.kind as TimelineEventKind,
  details: row.details as TimelineEvent['details'],
});

/** Everything recorded about one application: its own entries and its candidate's documents', newest first. */
export async function applicationTimeline(db: Db, deal: { readonly id: number; readonly userId: string }): Promise<readonly TimelineEvent[]> {
  const rows = await db
    .select()
    .from(timelineEvents)
    .where(and(eq(timelineEvents.userId, deal.userId), or(eq(timelineEvents.dealId, deal.id), isNull(timelineEvents.dealId))));
  return newestFirst(rows.map((row) => eventView(row, deal.id)));
}
