// An action on an offer, through the domain's machine (transition): under the lock of the offer's program (taken
// first, so making and freeing places of one program happen one at a time) and the offer's row. When the action frees
// a place (declined, withdrawn, a condition not met), the waitlist is promoted in the same transaction.
import { holdsPlace, OFFER_ACTION_EVENT, transition, type OfferAction, type OfferActorRole, type OfferFacts } from '@admission/domain';
import { eq } from 'drizzle-orm';
import type { UserRow } from '../auth/sessions';
import type { BackendContext } from '../context';
import type { Db } from '../db/database';
import { deals, offers } from '../db/schema';
import { offerRefused } from './offer-errors';
import { emailOfferCandidate } from './offer-mail';
import { recordOfferEvent, type OfferEventActor } from './offer-timeline';
import { lockProgram, promoteFreedPlaces } from './offer-making';
import { factsOf, lockedOffer, offerViews, saveFacts, type ConditionRow, type OfferRow } from './offer-store';

export interface OfferCaller {
  readonly role: OfferActorRole;
  /** The caller's account; null for the system. */
  readonly user: UserRow | null;
}

/** The caller as the timeline names them. */
export const eventActor = (caller: OfferCaller): OfferEventActor =>
  caller.user === null || caller.role === 'system' ? { kind: 'system' } : caller.role === 'candidate' ? { kind: 'candidate' } : { kind: 'staff', user: caller.user };

/** What each action's entry says besides the offer's id. */
function eventDetails(action: OfferAction, next: OfferFacts): Record<string, unknown> {
  switch (action.kind) {
    case 'withdraw':
    case 'waive-deposit':
    case 'ask-more-time':
      return { reason: action.reason };
    case 'grant-more-time':
      return { reply_by: new Date(next.replyByMs).toISOString() };
    case 'mark-condition':
      return { condition_id: action.conditionId, state: action.state };
    case 'record-deposit-paid':
      return { by_hand: true };
    case 'change':
      return { reply_by: new Date(next.replyByMs).toISOString(), conditions: next.conditions.map((condition) => condition.id) };
    default:
      return {};
  }
}

/** The program of an offer (read before its lock is taken); 404 OFFER_NOT_FOUND. */
export async function programOfOffer(db: Db, offerId: number): Promise<number> {
  const [row] = await db.select({ programId: offers.programId }).from(offers).where(eq(offers.id, offerId));
  if (row === undefined) throw offerRefused('OFFER_NOT_FOUND');
  return row.programId;
}

/** Whether the offer's application is the caller's own. */
export async function ownsOffer(tx: Db, row: OfferRow, user: UserRow | null): Promise<boolean> {
  if (user === null) return false;
  const [deal] = await tx.select({ userId: deals.userId }).from(deals).where(eq(deals.id, row.dealId));
  return deal?.userId === user.id;
}

/** Applies the action to a locked offer inside the caller's transaction; refused with the domain's code and the offer as it stands. */
export async function applyLocked(
  context: BackendContext,
  tx: Db,
  locked: { row: OfferRow; conditions: ConditionRow[] },
  facts: OfferFacts,
  action: OfferAction,
  caller: OfferCaller,
  now: Date,
  extra: Partial<typeof offers.$inferInsert> = {},
  /** Stores what the action adds or removes besides the facts (a change's conditions), before the facts are saved. */
  store: () => Promise<void> = async () => undefined,
): Promise<OfferFacts> {
  const owns = caller.role === 'candidate' ? await ownsOffer(tx, locked.row, caller.user) : false;
  const next = transition(facts, action, { actor: { role: caller.role, ownsApplication: owns }, nowMs: now.getTime() });
  if (!next.ok) {
    const [offer] = next.error.code === 'FORBIDDEN' ? [] : await offerViews(tx, [locked.row], now);
    throw offerRefused(next.error.code, offer === undefined ? {} : { offer });
  }
  await store();
  await saveFacts(tx, locked, next.value, now, extra, caller.role === 'admin' || caller.role === 'agent' ? (caller.user?.id ?? null) : null);
  const offer = { offer_id: locked.row.id };
  const details = action.kind === 'decline' ? { reason: extra.declineReason ?? null } : eventDetails(action, next.value);
  await recordOfferEvent(tx, locked.row.dealId, eventActor(caller), OFFER_ACTION_EVENT[action.kind], { ...offer, ...details }, now);
  if (action.kind === 'withdraw') await emailOfferCandidate(context, tx, locked.row.id, { kind: 'offer-withdrawn', reason: action.reason }, now);
  if (action.kind === 'grant-more-time' || action.kind === 'refuse-more-time') {
    await emailOfferCandidate(context, tx, locked.row.id, { kind: 'offer-extension-answered', granted: action.kind === 'grant-more-time' }, now);
  }
  if (action.kind === 'mark-condition') await emailOfferCandidate(context, tx, locked.row.id, { kind: 'offer-condition-changed' }, now);
  if (next.value.state === 'confirmed' && facts.state !== 'confirmed') {
    await recordOfferEvent(tx, locked.row.dealId, eventActor(caller), 'offer-confirmed', offer, now);
    await emailOfferCandidate(context, tx, locked.row.id, { kind: 'offer-confirmed' }, now);
  }
  return next.value;
}

/** One action on one offer, in its own transaction; promotes the waitlist when a place freed. */
export async function actOnOffer(
  context: BackendContext,
  offerId: number,
  action: OfferAction,
  caller: OfferCaller,
  now: Date,
  extra: (facts: OfferFacts) => Partial<typeof offers.$inferInsert> = () => ({}),
): Promise<OfferFacts> {
  const programId = await programOfOffer(context.db, offerId);
  return context.db.transaction(async (tx) => {
    await lockProgram(tx, programId);
    const locked = await lockedOffer(tx, offerId);
    if (locked === null) throw offerRefused('OFFER_NOT_FOUND');
    const before = factsOf(locked.row, locked.conditions);
    const next = await applyLocked(context, tx, locked, before, action, caller, now, extra(before));
    if (holdsPlace(before.state) && !holdsPlace(next.state)) await promoteFreedPlaces(context, tx, programId, now);
    return next;
  });
}
