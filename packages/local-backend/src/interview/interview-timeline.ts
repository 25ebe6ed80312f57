// The interview's entries on an application's timeline (the domain's INTERVIEW_TIMELINE_EVENT_KINDS), and staff's
// history of a booking read back from them: who did what, when, to which time.
import { INTERVIEW_HISTORY_KIND, INTERVIEW_TIMELINE_EVENT_KINDS, isInterviewTimelineEventKind, type InterviewHistoryEntry, type InterviewTimelineEventKind } from '@admission/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { timelineEvents } from '../db/schema';
import { attendanceOf } from './interview-store';

/** The timeline kind of each change of a booking. */
export const INTERVIEW_EVENT = {
  booked: 'interview-booked',
  moved: 'interview-moved',
  cancelled: 'interview-cancelled',
  attendance: 'interview-attendance',
  scored: 'interview-scored',
  'rebook-allowed': 'interview-rebook-allowed',
} as const satisfies Record<InterviewHistoryEntry['kind'], InterviewTimelineEventKind>;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The application's interview history, oldest first: 'candidate', or the staff or panel member's name. */
export async function interviewHistory(db: Db, dealId: number): Promise<InterviewHistoryEntry[]> {
  const rows = await db
    .select()
    .from(timelineEvents)
    .where(and(eq(timelineEvents.dealId, dealId), inArray(timelineEvents.kind, [...INTERVIEW_TIMELINE_EVENT_KINDS])))
    .orderBy(asc(timelineEvents.at), asc(timelineEvents.id));
  return rows.flatMap((row) =>
    isInterviewTimelineEventKind(row.kind)
      ? [
          {
            at: row.at.toISOString(),
            actor: row.actorKind === 'staff' ? (row.actorName ?? '') : row.actorKind,
            kind: INTERVIEW_HISTORY_KIND[row.kind],
            starts_at: text(row.details.starts_at),
            reason: text(row.details.reason),
            attendance: attendanceOf(typeof row.details.attendance === 'string' ? row.details.attendance : null),
          },
        ]
      : [],
  );
}
