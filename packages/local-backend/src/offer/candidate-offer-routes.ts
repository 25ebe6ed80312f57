// The candidate's side of offers, extensions the school's product API must add (docs/contracts.md):
//   GET  /offers                                 their offers (each with what accepting would do) and their waitlists
//   POST /offers/{offerId}/accept                declines their other offers and withdraws their pending applications, in one transaction
//   POST /offers/{offerId}/decline {reason}      the place frees: the waitlist moves
//   POST /offers/{offerId}/extension {reason}    once per offer
//   PUT  /applications/{applicationId}/waitlist {choice}
import {
  acceptancePlan,
  candidatesAhead,
  DEAL_STATUSES,
  DECLINE_REASONS,
  depositDueAt,
  holdsPlace,
  WAITLIST_CHOICES,
  type AcceptancePlanView,
  type CandidateApplication,
  type CandidateOffersView,
  type DeclineRequest,
  type OfferView,
  type WaitlistChoice,
} from '@admission/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../auth/sessions';
import { nowDate, type BackendContext } from '../context';
import type { Db } from '../db/database';
import { deals, invoices, offers, programs, waitlistEntries } from '../db/schema';
import { requireUser } from '../http/current-user';
import { actOnOffer, applyLocked, programOfOffer } from './offer-actions';
import { offerRefused } from './offer-errors';
import { emailOfferCandidate } from './offer-mail';
import { lockProgram, promoteFreedPlaces, rankingOrder, waitlistOf } from './offer-making';
import { offerSettingsOf } from './offer-settings';
import { recordOfferEvent } from './offer-timeline';
import { factsOf, lockedOffer, offerViews, stateOf } from './offer-store';

const INT = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const OFFER_PARAMS = { type: 'object', required: ['offerId'], properties: { offerId: INT } } as const;
const DECLINE_BODY = { type: 'object', additionalProperties: false, required: ['reason'], properties: { reason: { type: ['string', 'null'], enum: [...DECLINE_REASONS, null] } } } as const;
const REASON_BODY = { type: 'object', additionalProperties: false, required: ['reason'], properties: { reason: { type: 'string', maxLength: 2000 } } } as const;
const WAITLIST_BODY = { type: 'object', additionalProperties: false, required: ['choice'], properties: { choice: { type: 'string', enum: [...WAITLIST_CHOICES] } } } as const;

/** The candidate's offers and applications, as the domain's acceptancePlan reads them. */
async function candidateFacts(db: Db, userId: string) {
  const applications = await db.select({ deal: deals, programName: programs.name }).from(deals).innerJoin(programs, eq(programs.id, deals.programId)).where(eq(deals.userId, userId));
  const ids = applications.map(({ deal }) => deal.id);
  const rows = ids.length === 0 ? [] : await db.select().from(offers).where(inArray(offers.dealId, ids));
  const planOffers = rows.map((row) => ({ offerId: row.id, applicationId: row.dealId, state: stateOf(row) }));
  const planApplications: CandidateApplication[] = applications.map(({ deal }) => ({
    applicationId: deal.id,
    dealStatus: DEAL_STATUSES.find((status) => status === deal.dealStatus) ?? 'DRAFT',
    withdrawn: deal.withdrawnAt !== null,
  }));
  return { applications, rows, planOffers, planApplications };
}

/** The candidate's offers page. */
export async function candidateOffersView(db: Db, user: UserRow, now: Date): Promise<CandidateOffersView> {
  const { applications, rows, planOffers, planApplications } = await candidateFacts(db, user.id);
  const views = await offerViews(db, rows, now);
  const nameOf = (applicationId: number): string => applications.find(({ deal }) => deal.id === applicationId)?.programName ?? '';
  const planOf = (view: OfferView): AcceptancePlanView | null => {
    const plan = acceptancePlan(view.id, planOffers, planApplications);
    if (!plan.ok) return null;
    return {
      declines: plan.value.decline.map((offerId) => ({ offer_id: offerId, program_name: views.find((other) => other.id === offerId)?.program_name ?? '' })),
      withdraws: plan.value.withdraw.map((applicationId) => ({ application_id: applicationId, program_name: nameOf(applicationId) })),
    };
  };
  const ids = applications.map(({ deal }) => deal.id);
  const entries = ids.length === 0 ? [] : await db.select().from(waitlistEntries).where(inArray(waitlistEntries.dealId, ids));
  const waitlists = [];
  for (const entry of entries) {
    const settings = await offerSettingsOf(db, entry.programId);
    const choice: WaitlistChoice = entry.choice === 'opted_out' ? 'opted_out' : 'opted_in';
    const ahead = candidatesAhead(await rankingOrder(db, entry.programId), await waitlistOf(db, entry.programId), entry.dealId);
    waitlists.push({ application_id: entry.dealId, program_name: nameOf(entry.dealId), choice, places: settings.places, ahead });
  }
  return { offers: views.map((view) => ({ ...view, acceptance_plan: planOf(view) })), waitlists };
}

export function registerCandidateOfferRoutes(app: FastifyInstance, context: BackendContext): void {
  const { db } = context;
  const candidate = (user: UserRow) => ({ role: 'candidate' as const, user });

  app.get('/offers', async (request) => {
    const user = await requireUser(context, request);
    return candidateOffersView(db, user, nowDate(context));
  });

  // Accepting: the programs of every offer it touches are locked in id order (so two acceptances cannot deadlock),
  // then the offer is accepted, the others declined and the pending applications withdrawn; each freed place promotes
  // its program's waitlist, all in the same transaction.
  app.post<{ Params: { offerId: number } }>('/offers/:offerId/accept', { schema: { params: OFFER_PARAMS } }, async (request) => {
    const user = await requireUser(context, request);
    const now = nowDate(context);
    const offerId = request.params.offerId;
    await programOfOffer(db, offerId);
    await db.transaction(async (tx) => {
      const { rows, planOffers, planApplications } = await candidateFacts(tx, user.id);
      if (!rows.some((row) => row.id === offerId)) throw offerRefused('FORBIDDEN');
      for (const programId of [...new Set(rows.map((row) => row.programId))].sort((a, b) => a - b)) await lockProgram(tx, programId);
      const locked = await lockedOffer(tx, offerId);
      if (locked === null) throw offerRefused('OFFER_NOT_FOUND');
      const plan = acceptancePlan(offerId, planOffers, planApplications);
      if (!plan.ok && plan.error.code === 'ALREADY_ENROLLED') throw offerRefused('ALREADY_ENROLLED');
      const accepted = await applyLocked(context, tx, locked, factsOf(locked.row, locked.conditions), { kind: 'accept' }, candidate(user), now, { repliedAt: now });
      if (!plan.ok) return;
      if (accepted.deposit === 'due' && locked.row.depositAmount !== null && locked.row.depositDueDays !== null) {
        const invoiceId = `in_offer_${offerId}`;
        await tx.insert(invoices).values({ id: invoiceId, userId: user.id, status: 'open', amount: locked.row.depositAmount, currency: (locked.row.depositCurrency ?? 'eur').toLowerCase() }).onConflictDoNothing();
        await tx.update(offers).set({ depositInvoiceId: invoiceId, depositDueAt: new Date(depositDueAt(now.getTime(), locked.row.depositDueDays)) }).where(eq(offers.id, offerId));
        await emailOfferCandidate(context, tx, offerId, { kind: 'offer-deposit-due' }, now);
      }
      const freedPrograms = new Set<number>();
      for (const otherId of plan.value.decline) {
        const other = await lockedOffer(tx, otherId);
        if (other === null) continue;
        const before = factsOf(other.row, other.conditions);
        const after = await applyLocked(context, tx, other, before, { kind: 'decline' }, candidate(user), now, { repliedAt: now });
        if (holdsPlace(before.state) && !holdsPlace(after.state)) freedPrograms.add(other.row.programId);
      }
      if (plan.value.withdraw.length > 0) {
        await tx.update(deals).set({ withdrawnAt: now }).where(and(inArray(deals.id, [...plan.value.withdraw]), isNull(deals.withdrawnAt)));
        await tx.delete(waitlistEntries).where(inArray(waitlistEntries.dealId, [...plan.value.withdraw]));
      }
      for (const programId of freedPrograms) await promoteFreedPlaces(context, tx, programId, now);
    });
    return candidateOffersView(db, user, now);
  });

  app.post<{ Params: { offerId: number }; Body: DeclineRequest }>('/offers/:offerId/decline', { schema: { params: OFFER_PARAMS, body: DECLINE_BODY } }, async (request) => {
    const user = await requireUser(context, request);
    const now = nowDate(context);
    await actOnOffer(context, request.params.offerId, { kind: 'decline' }, candidate(user), now, () => ({ repliedAt: now, declineReason: request.body.reason }));
    return candidateOffersView(db, user, now);
  });

  app.post<{ Params: { offerId: number }; Body: { reason: string } }>('/offers/:offerId/extension', { schema: { params: OFFER_PARAMS, body: REASON_BODY } }, async (request) => {
    const user = await requireUser(context, request);
    const now = nowDate(context);
    const reason = request.body.reason.trim();
    await actOnOffer(context, request.params.offerId, { kind: 'ask-more-time', reason }, candidate(user), now, () => ({ extensionReason: reason, extensionAskedAt: now }));
    const [row] = await db.select().from(offers).where(eq(offers.id, request.params.offerId));
    const [view] = row === undefined ? [] : await offerViews(db, [row], now);
    return view;
  });

  app.put<{ Params: { applicationId: number }; Body: { choice: WaitlistChoice } }>(
    '/applications/:applicationId/waitlist',
    { schema: { params: { type: 'object', required: ['applicationId'], properties: { applicationId: INT } }, body: WAITLIST_BODY } },
    async (request) => {
      const user = await requireUser(context, request);
      const now = nowDate(context);
      const [entry] = await db
        .select({ dealId: waitlistEntries.dealId })
        .from(waitlistEntries)
        .innerJoin(deals, eq(deals.id, waitlistEntries.dealId))
        .where(and(eq(waitlistEntries.dealId, request.params.applicationId), eq(deals.userId, user.id)));
      if (entry === undefined) throw offerRefused('NOT_WAITLISTED');
      await db.transaction(async (tx) => {
        await tx.update(waitlistEntries).set({ choice: request.body.choice, choiceAt: now }).where(eq(waitlistEntries.dealId, entry.dealId));
        await recordOfferEvent(tx, entry.dealId, { kind: 'candidate' }, request.body.choice === 'opted_in' ? 'waitlist-opted-in' : 'waitlist-opted-out', {}, now);
      });
      return candidateOffersView(db, user, now);
    },
  );
}
