// Offers as stored, read as the domain's facts and as the wire's views, and saved back after a transition.
import {
  CONDITION_STATES,
  DEPOSIT_STATES,
  DECLINE_REASONS,
  EXTENSION_STATES,
  isOfferState,
  isReplyOverdue,
  type ConditionState,
  type OfferFacts,
  type OfferView,
} from '@admission/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { deals, offerConditions, offers, programs } from '../db/schema';
import { timeZoneOf } from '../interview/interview-store';

export type OfferRow = typeof offers.$inferSelect;
export type ConditionRow = typeof offerConditions.$inferSelect;

const pick = <T extends string>(values: readonly T[], value: string | null, fallback: T): T => values.find((known) => known === value) ?? fallback;
export const conditionStateOf = (value: string): ConditionState => pick(CONDITION_STATES, value, 'pending');

export function stateOf(row: OfferRow): OfferFacts['state'] {
  if (!isOfferState(row.state)) throw new Error(`Offer ${row.id} has the unknown state ${row.state}`);
  return row.state;
}

/** What the domain's machine needs of an offer. */
export const factsOf = (row: OfferRow, conditions: readonly ConditionRow[]): OfferFacts => ({
  state: stateOf(row),
  conditions: conditions.map((condition) => ({ id: condition.id, state: conditionStateOf(condition.state) })),
  deposit: pick(DEPOSIT_STATES, row.depositState, 'none'),
  replyByMs: row.replyBy.getTime(),
  extension: pick(EXTENSION_STATES, row.extensionState, 'none'),
});

/** The offer's row locked for the transaction, with its conditions; null when there is none. */
export async function lockedOffer(tx: Db, offerId: number): Promise<{ row: OfferRow; conditions: ConditionRow[] } | null> {
  const [row] = await tx.select().from(offers).where(eq(offers.id, offerId)).for('update');
  if (row === undefined) return null;
  const conditions = await tx.select().from(offerConditions).where(eq(offerConditions.offerId, offerId)).orderBy(asc(offerConditions.position));
  return { row, conditions };
}

/** Saves what a transition changed: the state, the deadline, the deposit and extension, and each condition. */
export async function saveFacts(
  tx: Db,
  locked: { readonly row: OfferRow; readonly conditions: readonly ConditionRow[] },
  next: OfferFacts,
  now: Date,
  extra: Partial<typeof offers.$inferInsert> = {},
  markedById: string | null = null,
): Promise<void> {
  const { row } = locked;
  for (const condition of next.conditions) {
    const stored = locked.conditions.find((candidate) => candidate.id === condition.id);
    if (stored !== undefined && stored.state !== condition.state) {
      await tx.update(offerConditions).set({ state: condition.state, markedAt: now, markedById }).where(eq(offerConditions.id, condition.id));
    }
  }
  const newDeadline = next.replyByMs !== row.replyBy.getTime();
  await tx
    .update(offers)
    .set({
      state: next.state,
      replyBy: new Date(next.replyByMs),
      depositState: next.deposit,
      extensionState: next.extension,
      updatedAt: now,
      ...(newDeadline ? { remindersSent: [] } : {}),
      ...extra,
    })
    .where(eq(offers.id, row.id));
}

/** The offers as the wire sends them, each with its conditions and program. */
export async function offerViews(db: Db, rows: readonly OfferRow[], now: Date): Promise<OfferView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const conditions = await db.select().from(offerConditions).where(inArray(offerConditions.offerId, ids)).orderBy(asc(offerConditions.position));
  const programRows = await db.select().from(programs).where(inArray(programs.id, [...new Set(rows.map((row) => row.programId))]));
  return rows.map((row): OfferView => {
    const program = programRows.find((candidate) => candidate.id === row.programId);
    const state = stateOf(row);
    return {
      id: row.id,
      application_id: row.dealId,
      program_id: row.programId,
      program_name: program?.name ?? '',
      time_zone: timeZoneOf({ brand: program?.brand ?? 'northbridge' }),
      state,
      conditions: conditions
        .filter((condition) => condition.offerId === row.id)
        .map((condition) => ({
          id: condition.id,
          standard_id: condition.standardId,
          text: { en: condition.textEn, fr: condition.textFr },
          state: conditionStateOf(condition.state),
          marked_at: condition.markedAt?.toISOString() ?? null,
          proof_document_ids: [],
        })),
      made_at: row.madeAt.toISOString(),
      reply_by: row.replyBy.toISOString(),
      reply_overdue: isReplyOverdue(state, row.replyBy.getTime(), now.getTime()),
      deposit:
        row.depositAmount === null || row.depositCurrency === null || row.depositDueDays === null
          ? null
          : {
              amount: row.depositAmount,
              currency: row.depositCurrency,
              due_days: row.depositDueDays,
              state: pick(DEPOSIT_STATES, row.depositState, 'none'),
              due_at: row.depositDueAt?.toISOString() ?? null,
              invoice: null,
              waiver_reason: row.depositWaiverReason,
            },
      extension: { state: pick(EXTENSION_STATES, row.extensionState, 'none'), reason: row.extensionReason, asked_at: row.extensionAskedAt?.toISOString() ?? null },
      promoted_from_rank: row.promotedFromRank,
      replied_at: row.repliedAt?.toISOString() ?? null,
      decline_reason: row.declineReason === null ? null : pick(DECLINE_REASONS, row.declineReason, 'other'),
      withdrawal_reason: row.withdrawalReason,
    };
  });
}

/** The candidate's offers by application, for their data download: each with its conditions, reply and deadline. */
export async function candidateOffersArchive(db: Db, userId: string, now: Date): Promise<Map<number, OfferView>> {
  const rows = await db.select({ offer: offers }).from(offers).innerJoin(deals, eq(deals.id, offers.dealId)).where(eq(deals.userId, userId));
  const views = await offerViews(db, rows.map(({ offer }) => offer), now);
  return new Map(views.map((view) => [view.application_id, view]));
}
