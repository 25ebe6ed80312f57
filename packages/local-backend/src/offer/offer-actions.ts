// An action on an offer, through the domain's machine (transition): under the lock of the offer's program (taken
// first, so making and freeing places of one program happen one at a time) and the offer's row. When the action frees
// a place (declined, withdrawn, a condition not met), the waitlist is promoted in the same transaction.
import { holdsPlace, transition, type OfferAction, type OfferActorRole, type OfferFacts } from '@admission/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { deals, offers } from '../db/schema';
import { offerRefused } from './offer-errors';
import { lockProgram, promoteFreedPlaces } from './offer-making';
import { factsOf, lockedOffer, offerViews, saveFacts, type ConditionRow, type OfferRow } from './offer-store';

export interface OfferCaller {
  readonly role: OfferActorRole;
  /** The caller's account (a candidate's own offers only). */
  readonly userId: string | null;
}

/** The program of an offer (read before its lock is taken); 404 OFFER_NOT_FOUND. */
export async function programOfOffer(db: Db, offerId: number): Promise<number> {
  const [row] = await db.select({ programId: offers.programId }).from(offers).where(eq(offers.id, offerId));
  if (row === undefined) throw offerRefused('OFFER_NOT_FOUND');
  return row.programId;
}

/** Whether the offer's application is the caller's own. */
export async function ownsOffer(tx: Db, row: OfferRow, userId: string | null): Promise<boolean> {
  if (userId === null) return false;
  const [deal] = await tx.select({ userId: deals.userId }).from(deals).where(eq(deals.id, row.dealId));
  return deal?.userId === userId;
}

/** Applies the action to a locked offer inside the caller's transaction; refused with the domain's code and the offer as it stands. */
export async function applyLocked(
  tx: Db,
  locked: { row: OfferRow; conditions: ConditionRow[] },
  facts: OfferFacts,
  action: OfferAction,
  caller: OfferCaller,
  now: Date,
  extra: Partial<typeof offers.$inferInsert> = {},
): Promise<OfferFacts> {
  const owns = caller.role === 'candidate' ? await ownsOffer(tx, locked.row, caller.userId) : false;
  const next = transition(facts, action, { actor: { role: caller.role, ownsApplication: owns }, nowMs: now.getTime() });
  if (!next.ok) {
    const [offer] = next.error.code === 'FORBIDDEN' ? [] : await offerViews(tx, [locked.row], now);
    throw offerRefused(next.error.code, offer === undefined ? {} : { offer });
  }
  await saveFacts(tx, locked, next.value, now, extra, caller.role === 'admin' || caller.role === 'agent' ? caller.userId : null);
  return next.value;
}

/** One action on one offer, in its own transaction; promotes the waitlist when a place freed. */
export async function actOnOffer(
  db: Db,
  offerId: number,
  action: OfferAction,
  caller: OfferCaller,
  now: Date,
  extra: (facts: OfferFacts) => Partial<typeof offers.$inferInsert> = () => ({}),
): Promise<OfferFacts> {
  const programId = await programOfOffer(db, offerId);
  return db.transaction(async (tx) => {
    await lockProgram(tx, programId);
    const locked = await lockedOffer(tx, offerId);
    if (locked === null) throw offerRefused('OFFER_NOT_FOUND');
    const before = factsOf(locked.row, locked.conditions);
    const next = await applyLocked(tx, locked, before, action, caller, now, extra(before));
    if (holdsPlace(before.state) && !holdsPlace(next.state)) await promoteFreedPlaces(tx, programId, now);
    return next;
  });
}
