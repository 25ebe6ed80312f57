// The reply reminders: 7 days and 2 days before the deadline and on the day (the domain's dueOfferReminders), each
// at most once for a deadline (a new deadline clears the list) and never for an offer no longer waiting for a reply.
// Each is claimed (its kind added to reminders_sent, on an offer still `made` with the same deadline) in the
// transaction that sends it, so two runs at once send it once. The reminder job runs it, with its clock.
import { dueOfferReminders, type OfferReminderKind } from '@admission/domain';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { BackendContext } from '../context';
import { deals, offers, programs } from '../db/schema';
import { timeZoneOf } from '../interview/interview-store';
import { emailOfferCandidate } from './offer-mail';

export interface OfferReminderRun {
  readonly sent: readonly { readonly offerId: number; readonly kind: OfferReminderKind }[];
}

/** Runs the reminders at `now`; `userId` narrows them to one candidate's offers (the dev route). */
export async function runOfferReminders(context: BackendContext, now: Date, options: { readonly userId?: string } = {}): Promise<OfferReminderRun> {
  const { db } = context;
  const waiting = await db
    .select({ offer: offers, brand: programs.brand, userId: deals.userId })
    .from(offers)
    .innerJoin(programs, eq(programs.id, offers.programId))
    .innerJoin(deals, eq(deals.id, offers.dealId))
    .where(and(eq(offers.state, 'made'), gte(offers.replyBy, now)));
  const sent: { offerId: number; kind: OfferReminderKind }[] = [];
  for (const { offer, brand, userId } of waiting) {
    if (options.userId !== undefined && options.userId !== userId) continue;
    const due = dueOfferReminders({ state: 'made', madeAtMs: offer.madeAt.getTime(), replyByMs: offer.replyBy.getTime(), sent: offer.remindersSent, timeZone: timeZoneOf({ brand }) }, now.getTime());
    for (const kind of due) {
      const claimed = await db.transaction(async (tx) => {
        const rows = await tx
          .update(offers)
          .set({ remindersSent: sql`array_append(${offers.remindersSent}, ${kind})` })
          .where(and(eq(offers.id, offer.id), eq(offers.state, 'made'), eq(offers.replyBy, offer.replyBy), sql`NOT (${kind} = ANY(${offers.remindersSent}))`))
          .returning({ id: offers.id });
        if (rows.length === 0) return false;
        await emailOfferCandidate(context, tx, offer.id, { kind: 'offer-reminder', today: kind === 'reply-day' }, now);
        return true;
      });
      if (claimed) sent.push({ offerId: offer.id, kind });
    }
  }
  return { sent };
}
