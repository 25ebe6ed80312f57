// The interview's entries on an application's timeline (the domain's interview kinds), and staff's history of a
// booking read back from them: who did what, when, to which time.
import type { InterviewAttendance, InterviewHistoryEntry, TimelineEventKind } from '@admission/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { timelineEvents } from '../db/schema';

const INTERVIEW_EVENT_KINDS = {
  booked: 'interview-booked',
  moved: 'interview-moved',
  cancelled: 'interview-cancelled',
  attendance: 'interview-attendance',
  scored: 'interview-scored',
  'rebook-allowed': 'interview-rebook-allowed',
} as const satisfies Record<InterviewHistoryEntry['kind'], string>;

/** The timeline kind of each change of a booking (the stored `kind`; the domain's timeline kinds name them too). */
export const INTERVIEW_EVENT = INTERVIEW_EVENT_KINDS as unknown as Readonly<Record<InterviewHistoryEntry['kind'], TimelineEventKind>>;

const HISTORY_KIND = new Map<string, InterviewHistoryEntry['kind']>(Object.entries(INTERVIEW_EVENT_KINDS).map(([kind, event]) => [event, kind as InterviewHistoryEntry['kind']]));

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const attendanceOf = (value: unknown): InterviewAttendance | null => (value === 'attended' || value === 'no_show' ? value : null);

/** The application's interview history, oldest first: 'candidate', or the staff or panel member's name. */
export async function interviewHistory(db: Db, dealId: number): Promise<InterviewHistoryEntry[]> {
  const rows = await db
    .select()
    .from(timelineEvents)
    .where(and(eq(timelineEvents.dealId, dealId), inArray(timelineEvents.kind, Object.values(INTERVIEW_EVENT_KINDS))))
    .orderBy(asc(timelineEvents.at), asc(timelineEvents.id));
  return rows.flatMap((row) => {
    const kind = HISTORY_KIND.get(row.kind);
    if (kind === undefined) return [];
    return [
      {
        at: row.at.toISOString(),
        actor: row.actorKind === 'staff' ? (row.actorName ?? '') : row.actorKind,
        kind,
        starts_at: text(row.details.starts_at),
        reason: text(row.details.reason),
        attendance: attendanceOf(row.details.attendance),
      },
    ];
  });
}
