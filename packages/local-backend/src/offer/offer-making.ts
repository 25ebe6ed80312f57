// Making offers under the offer limit, and promoting the waitlist when a place frees. Every offer of a program is made
// in a transaction holding the lock on the program's row: the offers holding a place are counted and the new one
// inserted under it, so an admin's offer and an automatic promotion racing for the last place cannot both get in (the
// loser answers 409 OFFER_LIMIT_REACHED; nothing else changes).
import {
  authoriseOfferAction,
  capacity,
  initialOffer,
  isStandardConditionId,
  mayMakeOffer,
  nextPromotions,
  OFFER_STATES,
  replyDeadline,
  WAITLIST_CHOICES,
  type BrandId,
  type OfferActorRole,
  type OfferConditionRequest,
  type OfferSettingsView,
} from '@admission/domain';
import { standardConditionsOf } from '@admission/wording';
import { and, eq, inArray } from 'drizzle-orm';
import type { BackendContext } from '../context';
import type { Db } from '../db/database';
import { offerConditions, offers, programs, waitlistEntries } from '../db/schema';
import { programRanking } from '../review/ranking-routes';
import { limitReached, offerRefused } from './offer-errors';
import { emailOfferCandidate } from './offer-mail';
import { offerSettingsOf } from './offer-settings';
import { recordOfferEvent, type OfferEventActor } from './offer-timeline';

/** The program's row, locked for the transaction: its offers are counted and made one transaction at a time. */
export async function lockProgram(tx: Db, programId: number): Promise<void> {
  await tx.select({ id: programs.id }).from(programs).where(eq(programs.id, programId)).for('update');
}

/** How many of the program's offers hold a place now (the domain's capacity). */
export async function holdingOf(tx: Db, programId: number): Promise<number> {
  const rows = await tx.select({ state: offers.state }).from(offers).where(eq(offers.programId, programId));
  return capacity(rows.flatMap((row) => OFFER_STATES.filter((state) => state === row.state).map((state) => ({ state }))));
}

/** The conditions' words: a school's standard condition in both languages, or the admin's free text. */
export function conditionTexts(brand: BrandId, requests: readonly OfferConditionRequest[]): { standardId: string | null; en: string; fr: string }[] {
  const standard = standardConditionsOf(brand);
  return requests.map((request) => {
    if ('text' in request) {
      if (request.text.en.trim() === '' && request.text.fr.trim() === '') throw offerRefused('CONDITIONS_REQUIRED');
      return { standardId: null, en: request.text.en.trim() || request.text.fr.trim(), fr: request.text.fr.trim() || request.text.en.trim() };
    }
    const found = isStandardConditionId(request.standard_id) ? standard.find((condition) => condition.id === request.standard_id) : undefined;
    if (found === undefined) throw offerRefused('CONDITION_NOT_FOUND');
    return { standardId: found.id, en: found.text.en, fr: found.text.fr };
  });
}

export interface NewOffer {
  readonly dealId: number;
  readonly programId: number;
  readonly conditions: readonly { readonly standardId: string | null; readonly en: string; readonly fr: string }[];
  /** null: the program's reply days (or promotion reply days) from now. */
  readonly replyBy: Date | null;
  readonly madeById: string | null;
  readonly promotedFromRank: number | null;
}

/**
 * Makes one offer inside the caller's transaction, which holds the program's lock (lockProgram): refused with 409
 * OFFER_LIMIT_REACHED when the offers holding a place already reach the limit, OFFER_EXISTS when the application has one.
 */
export async function makeOfferLocked(context: BackendContext, tx: Db, offer: NewOffer, settings: OfferSettingsView, by: OfferEventActor, now: Date): Promise<number> {
  const role: OfferActorRole = by.kind === 'staff' ? (by.user.role === 'admin' ? 'admin' : 'agent') : 'system';
  const authorised = authoriseOfferAction('make', { role, ownsApplication: false });
  if (!authorised.ok) throw offerRefused(authorised.error.code);
  const holding = await holdingOf(tx, offer.programId);
  const allowed = mayMakeOffer(holding, settings.offer_limit);
  if (!allowed.ok) throw limitReached(allowed.error.offerLimit, allowed.error.holding);
  const [existing] = await tx.select({ id: offers.id }).from(offers).where(eq(offers.dealId, offer.dealId));
  if (existing !== undefined) throw offerRefused('OFFER_EXISTS');
  const replyBy = offer.replyBy ?? new Date(replyDeadline(now.getTime(), settings, offer.promotedFromRank !== null));
  const facts = initialOffer(offer.conditions.map((_, index) => `c${index}`), settings.deposit !== null, replyBy.getTime());
  const [inserted] = await tx
    .insert(offers)
    .values({
      dealId: offer.dealId,
      programId: offer.programId,
      state: facts.state,
      madeAt: now,
      madeById: offer.madeById,
      replyBy,
      promotedFromRank: offer.promotedFromRank,
      depositState: facts.deposit,
      depositAmount: settings.deposit?.amount ?? null,
      depositCurrency: settings.deposit?.currency ?? null,
      depositDueDays: settings.deposit?.due_days ?? null,
    })
    .returning({ id: offers.id });
  if (inserted === undefined) throw new Error('offer not inserted');
  if (offer.conditions.length > 0) {
    await tx.insert(offerConditions).values(
      offer.conditions.map((condition, index) => ({ id: `${inserted.id}-${index + 1}`, offerId: inserted.id, position: index, standardId: condition.standardId, textEn: condition.en, textFr: condition.fr })),
    );
  }
  await tx.delete(waitlistEntries).where(eq(waitlistEntries.dealId, offer.dealId));
  await recordOfferEvent(
    tx,
    offer.dealId,
    by,
    'offer-made',
    { offer_id: inserted.id, conditional: offer.conditions.length > 0, reply_by: replyBy.toISOString(), deposit_amount: settings.deposit?.amount ?? null, currency: settings.deposit?.currency ?? null },
    now,
  );
  if (offer.promotedFromRank !== null) {
    await recordOfferEvent(tx, offer.dealId, by, 'waitlist-promoted', { offer_id: inserted.id, rank: offer.promotedFromRank, mode: by.kind === 'system' ? 'automatic' : 'admin_confirms' }, now);
  }
  await emailOfferCandidate(context, tx, inserted.id, { kind: 'offer-made', promoted: offer.promotedFromRank !== null }, now);
  return inserted.id;
}

/** The program's waitlist in the domain's shape. */
export async function waitlistOf(db: Db, programId: number): Promise<{ applicationId: number; choice: (typeof WAITLIST_CHOICES)[number] }[]> {
  const rows = await db.select().from(waitlistEntries).where(eq(waitlistEntries.programId, programId));
  return rows.map((row) => ({ applicationId: row.dealId, choice: WAITLIST_CHOICES.find((choice) => choice === row.choice) ?? 'opted_in' }));
}

/** The application ids in the jury's ranking order (rankWithInterviews). */
export async function rankingOrder(db: Db, programId: number): Promise<number[]> {
  return (await programRanking(db, programId)).rows.map((row) => row.application_id);
}

/**
 * After a place freed, inside the caller's transaction (which holds the program's lock): the promotions due now, by the
 * jury's ranking, skipping those who opted out. Automatic ones make their offers (the system acts); those an admin
 * confirms stay pending (the program's page lists them). Returns the offers made.
 */
export async function promoteFreedPlaces(context: BackendContext, tx: Db, programId: number, now: Date): Promise<{ offerId: number; dealId: number; rank: number }[]> {
  const settings = await offerSettingsOf(tx, programId);
  if (settings.promotion !== 'automatic') return [];
  const freed = settings.offer_limit - (await holdingOf(tx, programId));
  if (freed <= 0) return [];
  const promotions = nextPromotions(await rankingOrder(tx, programId), await waitlistOf(tx, programId), freed, 'automatic');
  const made: { offerId: number; dealId: number; rank: number }[] = [];
  for (const promotion of promotions) {
    const offerId = await makeOfferLocked(context, tx, { dealId: promotion.applicationId, programId, conditions: [], replyBy: null, madeById: null, promotedFromRank: promotion.rank }, settings, { kind: 'system' }, now);
    made.push({ offerId, dealId: promotion.applicationId, rank: promotion.rank });
  }
  return made;
}

/** The pending promotions of a program whose admin confirms them: the next opted-in candidates for the places free. */
export async function pendingPromotions(db: Db, programId: number, settings: OfferSettingsView): Promise<{ applicationId: number; rank: number }[]> {
  if (settings.promotion !== 'admin_confirms') return [];
  const freed = settings.offer_limit - (await holdingOf(db, programId));
  return nextPromotions(await rankingOrder(db, programId), await waitlistOf(db, programId), freed, 'admin_confirms').map(({ applicationId, rank }) => ({ applicationId, rank }));
}

export const openOffersOf = (db: Db, dealIds: readonly number[]) => (dealIds.length === 0 ? Promise.resolve([]) : db.select().from(offers).where(and(inArray(offers.dealId, [...dealIds]))));
