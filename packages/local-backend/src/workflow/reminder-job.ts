// The documents reminder: one email after 7 days without activity on an application whose documents
// are incomplete, never twice for the same gap. The rule is the domain's (reminderDue); this job gathers the facts
// with the clock it is given, so tests and /__dev/jobs/reminders run it at any date. The local backend runs it
// every REMINDER_JOB_INTERVAL_MINUTES on the real clock; production runs it as a scheduled function (docs/security.md).
import { countsAsActivity, lastActivityAt, reminderDue, TIMELINE_EVENT_KINDS, type DealStatus } from '@admission/domain';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { BackendContext } from '../context';
import { requirementsOf, unmetRequirements } from '../api/candidate-documents';
import { deals, documents, programs, timelineEvents, users } from '../db/schema';
import { runInterviewReminders } from '../interview/interview-reminders';
import { runOfferReminders } from '../offer/offer-reminders';
import { runReviewReminders } from '../review/review-reminders';
import { emailCandidate } from './candidate-mail';

export interface ReminderRun {
  /** The applications reminded in this run, with the address each email went to. */
  readonly sent: readonly { readonly dealId: number; readonly to: string }[];
}

const ACTIVITY_KINDS = TIMELINE_EVENT_KINDS.filter(countsAsActivity);

const groupBy = <T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group === undefined) groups.set(keyOf(row), [row]);
    else group.push(row);
  }
  return groups;
};

/** Runs the job at `now`; `userId` narrows it to one candidate (the dev route's tests), the production job has none. */
export async function runDocumentsReminders(context: BackendContext, now: Date, options: { readonly userId?: string } = {}): Promise<ReminderRun> {
  const { db } = context;
  // Only what may still need a reminder: a candidate's application not yet decided nor submitted.
  const candidates = await db
    .select({ deal: deals, user: users, program: programs })
    .from(deals)
    .innerJoin(users, eq(users.id, deals.userId))
    .innerJoin(programs, eq(programs.id, deals.programId))
    .where(
      and(
        eq(users.role, 'candidate'),
        or(isNull(deals.dealStatus), inArray(deals.dealStatus, ['DRAFT', 'IN_PROGRESS'])),
        isNull(deals.documentsSubmittedAt),
        // A withdrawn application is never reminded.
        isNull(deals.withdrawnAt),
        isNull(users.documentsSubmittedAt),
        options.userId === undefined ? undefined : eq(users.id, options.userId),
      ),
    );
  if (candidates.length === 0) return { sent: [] };
  const userIds = [...new Set(candidates.map((row) => row.user.id))];
  const [requirements, uploaded, activity] = await Promise.all([
    requirementsOf(db),
    db.select().from(documents).where(inArray(documents.userId, userIds)),
    db
      .select({ userId: timelineEvents.userId, dealId: timelineEvents.dealId, at: sql<Date>`max(${timelineEvents.at})`.mapWith(timelineEvents.at) })
      .from(timelineEvents)
      .where(and(inArray(timelineEvents.userId, userIds), inArray(timelineEvents.kind, [...ACTIVITY_KINDS])))
      .groupBy(timelineEvents.userId, timelineEvents.dealId),
  ]);

  const filesOf = groupBy(uploaded, (file) => file.userId);
  const activityOf = groupBy(activity, (row) => row.userId);

  const sent: { dealId: number; to: string }[] = [];
  for (const { deal, user, program } of candidates) {
    const files = filesOf.get(user.id) ?? [];
    const missing = unmetRequirements(requirements, files);
    // A document belongs to the candidate (no deal): its events count for each of their applications.
    const events = (activityOf.get(user.id) ?? []).filter((row) => row.dealId === deal.id || row.dealId === null);
    const last = lastActivityAt([deal.createdAt, ...files.map((file) => file.createdAt), ...events.map((row) => row.at)].map((date) => date.toISOString()));
    if (last === null) continue;
    const facts = {
      status: (deal.dealStatus ?? 'DRAFT') as DealStatus,
      documentsComplete: missing.length === 0,
      submitted: false,
      lastActivityAt: last,
      remindedForActivityAt: deal.remindedForActivityAt?.toISOString() ?? null,
    };
    if (!reminderDue(facts, now)) continue;
    // Claimed before it is sent: two runs at once (two servers, a slow run overlapping the next) send it once.
    const claimed = await db
      .update(deals)
      .set({ remindedForActivityAt: new Date(last) })
      .where(and(eq(deals.id, deal.id), or(isNull(deals.remindedForActivityAt), lt(deals.remindedForActivityAt, new Date(last)))))
      .returning({ id: deals.id });
    if (claimed.length === 0) continue;
    await emailCandidate(context, { user, deal, program }, { kind: 'documents-reminder', missing }, now);
    sent.push({ dealId: deal.id, to: user.email });
  }
  return { sent };
}

/** Runs the job on the server's clock every `minutes` (0: never by itself); the returned function stops it. */
export function scheduleDocumentsReminders(context: BackendContext, minutes: number, log: (line: string) => void): () => void {
  if (minutes <= 0) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const now = new Date(context.config.now());
    runDocumentsReminders(context, now)
      .then(async (run) => {
        if (run.sent.length > 0) log(`[reminders] ${run.sent.length} documents reminder(s) sent`);
        // The jury's overdue reviews ride on the same job.
        const reviews = await runReviewReminders(context, now);
        if (reviews.sent.length > 0) log(`[reminders] ${reviews.sent.length} overdue review reminder(s) sent`);
        // And the admission interviews' reminders (48 hours and 2 hours before).
        const interviews = await runInterviewReminders(context, now);
        if (interviews.sent.length > 0) log(`[reminders] ${interviews.sent.length} interview reminder(s) sent`);
        // And the offers' reply reminders (7 days, 2 days before the deadline, and on the day).
        const offerReminders = await runOfferReminders(context, now);
        if (offerReminders.sent.length > 0) log(`[reminders] ${offerReminders.sent.length} offer reminder(s) sent`);
      })
      .catch((error: unknown) => log(`[reminders] the run failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = false;
      });
  }, minutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
