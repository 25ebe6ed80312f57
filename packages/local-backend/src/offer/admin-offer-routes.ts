// An admin's and staff's side of offers, extensions the school's product API must add (docs/contracts.md):
//   GET  /admin/programs/{programId}/offer-settings                   the program's settings (domain defaults until set)
//   PUT  /admin/programs/{programId}/offer-settings                   admins; 422 OFFER_SETTINGS_INVALID with the field
//   GET  /admin/programs/{programId}/offers                           offers, places held, the waitlist, pending promotions
//   POST /admin/programs/{programId}/promotions/{applicationId}/confirm  a pending promotion makes its offer; 409 OFFER_LIMIT_REACHED, NOT_WAITLISTED
//   POST /admin/offers/decisions                                      offer, waitlist or reject, for one application or a selection
//   GET  /admin/applications/{applicationId}/offer                    the application's Offer tab
//   POST /admin/offers/{offerId}/withdraw {reason}                    and the rest of the machine's staff actions
import {
  capacity,
  holdsPlace,
  candidatesAhead,
  freeUnderLimit,
  OFFER_DECISION_KINDS,
  parseOfferSettings,
  RUBRIC_LANGUAGES,
  type ConditionState,
  type OfferAction,
  type OfferChangeRequest,
  type OfferDecisionRequest,
  type OfferDecisionRun,
  type ProgramOffersView,
  type StaffOfferView,
} from '@admission/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applicationWithCandidate } from '../api/application-lookup';
import type { UserRow } from '../auth/sessions';
import { nowDate, type BackendContext } from '../context';
import type { Db } from '../db/database';
import { deals, offerConditions, offers, programs, users, waitlistEntries } from '../db/schema';
import { requireStaff, roleOf } from '../http/current-user';
import { HttpError, notFound } from '../http/http-error';
import { requireAdmin } from '../review/review-admin-routes';
import { personName } from '../review/review-store';
import { brandOfId } from '../brands';
import { actOnOffer, applyLocked, programOfOffer, type OfferCaller } from './offer-actions';
import { offerRefused } from './offer-errors';
import { conditionTexts, lockProgram, promoteFreedPlaces, makeOfferLocked, pendingPromotions, rankingOrder, waitlistOf } from './offer-making';
import { offerSettingsOf, saveOfferSettings } from './offer-settings';
import { recordOfferEvent } from './offer-timeline';
import { factsOf, lockedOffer, offerViews, stateOf } from './offer-store';

const INT = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const PROGRAM_PARAMS = { type: 'object', required: ['programId'], properties: { programId: INT } } as const;
const APPLICATION_PARAMS = { type: 'object', required: ['applicationId'], properties: { applicationId: INT } } as const;
const OFFER_PARAMS = { type: 'object', required: ['offerId'], properties: { offerId: INT } } as const;
const REASON_BODY = { type: 'object', additionalProperties: false, required: ['reason'], properties: { reason: { type: 'string', maxLength: 2000 } } } as const;
/** A text in each language a school writes its offers in (a condition of its own). */
const BILINGUAL = {
  type: 'object',
  additionalProperties: false,
  required: [...RUBRIC_LANGUAGES],
  properties: Object.fromEntries(RUBRIC_LANGUAGES.map((language) => [language, { type: 'string', maxLength: 500 }])),
} as const;
const CONDITION = {
  oneOf: [
    { type: 'object', additionalProperties: false, required: ['standard_id'], properties: { standard_id: { type: 'string', maxLength: 60 } } },
    { type: 'object', additionalProperties: false, required: ['text'], properties: { text: BILINGUAL } },
  ],
} as const;
const DECISION_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['application_ids', 'kind', 'conditions', 'reply_by', 'reasons'],
  properties: {
    application_ids: { type: 'array', minItems: 1, maxItems: 200, items: INT },
    kind: { type: 'string', enum: [...OFFER_DECISION_KINDS] },
    conditions: { type: 'array', maxItems: 20, items: CONDITION },
    reply_by: { type: ['string', 'null'], maxLength: 40 },
    reasons: { type: 'array', maxItems: 20 },
  },
} as const;
const CONDITION_PARAMS = { type: 'object', required: ['offerId', 'conditionId'], properties: { offerId: INT, conditionId: { type: 'string', maxLength: 40 } } } as const;
const MARK_BODY = { type: 'object', additionalProperties: false, required: ['state'], properties: { state: { type: 'string', enum: ['pending', 'met', 'not_met'] } } } as const;
const CHANGE_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['conditions', 'reply_by'],
  properties: {
    conditions: { type: 'array', maxItems: 20, items: { oneOf: [...CONDITION.oneOf, { type: 'object', additionalProperties: false, required: ['id'], properties: { id: { type: 'string', maxLength: 40 } } }] } },
    reply_by: { type: 'string', maxLength: 40 },
  },
} as const;
const GRANT_BODY = { type: 'object', additionalProperties: false, required: ['reply_by'], properties: { reply_by: { type: 'string', maxLength: 40 } } } as const;

const staffCaller = (user: UserRow): OfferCaller => {
  const role = roleOf(user);
  return { role: role === 'admin' ? 'admin' : role === 'agent' ? 'agent' : 'reviewer', user };
};

async function programOrNotFound(db: Db, programId: number) {
  const [program] = await db.select().from(programs).where(eq(programs.id, programId));
  if (program === undefined) throw notFound('Program not found');
  return program;
}

/** The application's Offer tab. */
export async function staffOfferView(db: Db, applicationId: number, now: Date): Promise<StaffOfferView> {
  const [row] = await db.select().from(offers).where(eq(offers.dealId, applicationId));
  const [offer] = row === undefined ? [] : await offerViews(db, [row], now);
  const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.dealId, applicationId));
  let waitlist: StaffOfferView['waitlist'] = null;
  if (entry !== undefined) {
    const ranking = await rankingOrder(db, entry.programId);
    const line = await waitlistOf(db, entry.programId);
    const choice = entry.choice === 'opted_out' ? 'opted_out' : 'opted_in';
    waitlist = { choice, rank: ranking.indexOf(applicationId) + 1, ahead: candidatesAhead(ranking, line, applicationId) ?? 0 };
  }
  return { application_id: applicationId, offer: offer ?? null, waitlist, history: [] };
}

/** A program's offers page. */
export async function programOffersView(db: Db, programId: number, now: Date): Promise<ProgramOffersView> {
  const settings = await offerSettingsOf(db, programId);
  const rows = await db.select().from(offers).where(eq(offers.programId, programId));
  const holding = capacity(rows.map((row) => ({ state: stateOf(row) })));
  const ranking = await rankingOrder(db, programId);
  const line = await waitlistOf(db, programId);
  const names = line.length === 0 ? [] : await db.select({ id: deals.id, firstName: users.firstName, lastName: users.lastName, email: users.email }).from(deals).innerJoin(users, eq(users.id, deals.userId)).where(inArray(deals.id, line.map((entry) => entry.applicationId)));
  const nameOf = (id: number): string => {
    const person = names.find((name) => name.id === id);
    return person === undefined ? '' : personName(person);
  };
  const waitlist = ranking.flatMap((applicationId, index) => {
    const entry = line.find((candidate) => candidate.applicationId === applicationId);
    return entry === undefined ? [] : [{ application_id: applicationId, candidate_name: nameOf(applicationId), rank: index + 1, choice: entry.choice }];
  });
  const pending = await pendingPromotions(db, programId, settings);
  return {
    program_id: programId,
    settings,
    holding,
    free_under_limit: freeUnderLimit(holding, settings.offer_limit),
    offers: await offerViews(db, rows, now),
    waitlist,
    pending_promotions: pending.map(({ applicationId, rank }) => ({ application_id: applicationId, candidate_name: nameOf(applicationId), rank })),
  };
}

/** An instant the request sent; 422 REPLY_BY_INVALID when it is none. */
function instantOf(value: string): Date {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw offerRefused('REPLY_BY_INVALID', { field: 'reply_by' });
  return at;
}

/** The application of the offer just read. */
const lockedDealOf = (rows: readonly { readonly dealId: number }[]): number => rows[0]?.dealId ?? 0;

/** The code of a coded refusal, or null for any other error. */
function refusalCode(error: unknown): string | null {
  if (!(error instanceof HttpError) || typeof error.detail !== 'object' || error.detail === null || !('code' in error.detail)) return null;
  return typeof error.detail.code === 'string' ? error.detail.code : null;
}

/** Which applications may be decided: submitted, not withdrawn, COMPLETE or ADMISSIBLE. */
const DECIDABLE = ['COMPLETE', 'ADMISSIBLE'];

export function registerAdminOfferRoutes(app: FastifyInstance, context: BackendContext): void {
  const { db } = context;

  app.get<{ Params: { programId: number } }>('/admin/programs/:programId/offer-settings', { schema: { params: PROGRAM_PARAMS } }, async (request) => {
    await requireStaff(context, request);
    await programOrNotFound(db, request.params.programId);
    return offerSettingsOf(db, request.params.programId);
  });

  app.put<{ Params: { programId: number }; Body: unknown }>('/admin/programs/:programId/offer-settings', { schema: { params: PROGRAM_PARAMS, body: { type: 'object', maxProperties: 10 } } }, async (request) => {
    await requireAdmin(context, request);
    await programOrNotFound(db, request.params.programId);
    const parsed = parseOfferSettings(request.body);
    if (!parsed.ok) throw offerRefused('OFFER_SETTINGS_INVALID', parsed.error.field === null ? {} : { field: parsed.error.field });
    await saveOfferSettings(db, request.params.programId, parsed.value, nowDate(context));
    return offerSettingsOf(db, request.params.programId);
  });

  app.get<{ Params: { programId: number } }>('/admin/programs/:programId/offers', { schema: { params: PROGRAM_PARAMS } }, async (request) => {
    await requireStaff(context, request);
    await programOrNotFound(db, request.params.programId);
    return programOffersView(db, request.params.programId, nowDate(context));
  });

  app.post<{ Params: { programId: number; applicationId: number } }>(
    '/admin/programs/:programId/promotions/:applicationId/confirm',
    { schema: { params: { type: 'object', required: ['programId', 'applicationId'], properties: { programId: INT, applicationId: INT } } } },
    async (request) => {
      const admin = await requireAdmin(context, request);
      const { programId, applicationId } = request.params;
      const now = nowDate(context);
      await db.transaction(async (tx) => {
        await lockProgram(tx, programId);
        const settings = await offerSettingsOf(tx, programId);
        const [entry] = await tx.select().from(waitlistEntries).where(and(eq(waitlistEntries.dealId, applicationId), eq(waitlistEntries.programId, programId)));
        if (entry === undefined || entry.choice !== 'opted_in') throw offerRefused('NOT_WAITLISTED');
        const rank = (await rankingOrder(tx, programId)).indexOf(applicationId) + 1;
        await makeOfferLocked(context, tx, { dealId: applicationId, programId, conditions: [], replyBy: null, madeById: admin.id, promotedFromRank: rank }, settings, { kind: 'staff', user: admin }, now);
      });
      return programOffersView(db, programId, now);
    },
  );

  app.post<{ Body: OfferDecisionRequest }>('/admin/offers/decisions', { schema: { body: DECISION_BODY } }, async (request): Promise<OfferDecisionRun> => {
    const admin = await requireAdmin(context, request);
    const body = request.body;
    const now = nowDate(context);
    const decided: { application_id: number; offer_id: number | null }[] = [];
    const refused: { application_id: number; code: string }[] = [];
    const offering = body.kind === 'offer_unconditional' || body.kind === 'offer_conditional';
    if (body.kind === 'offer_conditional' && body.conditions.length === 0) throw offerRefused('CONDITIONS_REQUIRED');
    const replyBy = body.reply_by === null ? null : instantOf(body.reply_by);
    if (replyBy !== null && replyBy.getTime() <= now.getTime()) throw offerRefused('DEADLINE_NOT_LATER');
    for (const applicationId of body.application_ids) {
      const [deal] = await db.select({ deal: deals, brand: programs.brand }).from(deals).innerJoin(programs, eq(programs.id, deals.programId)).where(and(eq(deals.id, applicationId), isNull(deals.withdrawnAt)));
      if (deal === undefined || !DECIDABLE.includes(deal.deal.dealStatus ?? '')) {
        refused.push({ application_id: applicationId, code: 'NOT_ADMISSIBLE' });
        continue;
      }
      const programId = deal.deal.programId;
      try {
        const offerId = await db.transaction(async (tx) => {
          await lockProgram(tx, programId);
          if (offering) {
            const settings = await offerSettingsOf(tx, programId);
            const conditions = body.kind === 'offer_conditional' ? conditionTexts(brandOfId(deal.brand).id, body.conditions) : [];
            return makeOfferLocked(context, tx, { dealId: applicationId, programId, conditions, replyBy, madeById: admin.id, promotedFromRank: null }, settings, { kind: 'staff', user: admin }, now);
          }
          if (body.kind === 'waitlist') {
            const added = await tx.insert(waitlistEntries).values({ dealId: applicationId, programId, waitlistedAt: now }).onConflictDoNothing().returning({ dealId: waitlistEntries.dealId });
            if (added.length > 0) await recordOfferEvent(tx, applicationId, { kind: 'staff', user: admin }, 'waitlisted', {}, now);
            return null;
          }
          await tx.update(deals).set({ dealStatus: 'REJECTED', rejectionReasons: body.reasons.map((reason) => ({ ...reason })) }).where(eq(deals.id, applicationId));
          await tx.delete(waitlistEntries).where(eq(waitlistEntries.dealId, applicationId));
          return null;
        });
        decided.push({ application_id: applicationId, offer_id: offerId });
      } catch (error) {
        const code = refusalCode(error);
        if (code === null) throw error;
        refused.push({ application_id: applicationId, code });
      }
    }
    return { decided, refused };
  });

  app.get<{ Params: { applicationId: number } }>('/admin/applications/:applicationId/offer', { schema: { params: APPLICATION_PARAMS } }, async (request) => {
    await requireStaff(context, request);
    await applicationWithCandidate(db, request.params.applicationId);
    return staffOfferView(db, request.params.applicationId, nowDate(context));
  });

  /** A staff action on an offer through the machine; the Offer tab as it then stands. */
  const staffAction = async (user: UserRow, offerId: number, action: OfferAction, extra: Parameters<typeof actOnOffer>[5] = undefined): Promise<StaffOfferView> => {
    const now = nowDate(context);
    await actOnOffer(context, offerId, action, staffCaller(user), now, extra);
    const [row] = await db.select({ dealId: offers.dealId }).from(offers).where(eq(offers.id, offerId));
    return staffOfferView(db, row?.dealId ?? 0, now);
  };

  app.post<{ Params: { offerId: number }; Body: { reason: string } }>('/admin/offers/:offerId/withdraw', { schema: { params: OFFER_PARAMS, body: REASON_BODY } }, async (request) => {
    const user = await requireStaff(context, request);
    const reason = request.body.reason.trim();
    return staffAction(user, request.params.offerId, { kind: 'withdraw', reason }, () => ({ withdrawalReason: reason }));
  });

  // Changing an offer: the kept conditions by id (their states stay), new ones pending, the others removed; a new
  // deadline. The machine decides (a condition removed may settle an accepted offer).
  app.patch<{ Params: { offerId: number }; Body: OfferChangeRequest }>('/admin/offers/:offerId', { schema: { params: OFFER_PARAMS, body: CHANGE_BODY } }, async (request) => {
    const admin = await requireAdmin(context, request);
    const { offerId } = request.params;
    const now = nowDate(context);
    const replyBy = instantOf(request.body.reply_by);
    const programId = await programOfOffer(db, offerId);
    const [program] = await db.select({ brand: programs.brand }).from(programs).where(eq(programs.id, programId));
    await db.transaction(async (tx) => {
      await lockProgram(tx, programId);
      const locked = await lockedOffer(tx, offerId);
      if (locked === null) throw offerRefused('OFFER_NOT_FOUND');
      const brand = brandOfId(program?.brand ?? 'northbridge').id;
      const kept = new Set<string>();
      const added: { standardId: string | null; en: string; fr: string }[] = [];
      for (const condition of request.body.conditions) {
        if ('id' in condition) {
          if (!locked.conditions.some((stored) => stored.id === condition.id)) throw offerRefused('CONDITION_NOT_FOUND');
          kept.add(condition.id);
        } else added.push(...conditionTexts(brand, [condition]));
      }
      const last = locked.conditions.reduce((highest, condition) => Math.max(highest, Number(condition.id.split('-').pop()) || 0), 0);
      const newIds = added.map((_, index) => `${offerId}-${last + index + 1}`);
      const facts = factsOf(locked.row, locked.conditions);
      const conditions = [...facts.conditions.filter((condition) => kept.has(condition.id)), ...newIds.map((id) => ({ id, state: 'pending' as const }))];
      const before = facts.state;
      const next = await applyLocked(context, tx, locked, facts, { kind: 'change', conditions, replyByMs: replyBy.getTime() }, staffCaller(admin), now, {}, async () => {
        const removed = locked.conditions.filter((condition) => !kept.has(condition.id)).map((condition) => condition.id);
        if (removed.length > 0) await tx.delete(offerConditions).where(inArray(offerConditions.id, removed));
        if (added.length > 0) {
          await tx.insert(offerConditions).values(added.map((condition, index) => ({ id: newIds[index] ?? '', offerId, position: locked.conditions.length + index, standardId: condition.standardId, textEn: condition.en, textFr: condition.fr })));
        }
      });
      if (holdsPlace(before) && !holdsPlace(next.state)) await promoteFreedPlaces(context, tx, programId, now);
    });
    return staffOfferView(db, lockedDealOf(await db.select({ dealId: offers.dealId }).from(offers).where(eq(offers.id, offerId))), now);
  });

  app.put<{ Params: { offerId: number; conditionId: string }; Body: { state: ConditionState } }>(
    '/admin/offers/:offerId/conditions/:conditionId',
    { schema: { params: CONDITION_PARAMS, body: MARK_BODY } },
    async (request) => {
      const user = await requireStaff(context, request);
      const { offerId, conditionId } = request.params;
      return staffAction(user, offerId, { kind: 'mark-condition', conditionId, state: request.body.state });
    },
  );

  app.post<{ Params: { offerId: number }; Body: { reply_by: string } }>('/admin/offers/:offerId/extension/grant', { schema: { params: OFFER_PARAMS, body: GRANT_BODY } }, async (request) => {
    const user = await requireStaff(context, request);
    return staffAction(user, request.params.offerId, { kind: 'grant-more-time', replyByMs: instantOf(request.body.reply_by).getTime() });
  });

  app.post<{ Params: { offerId: number } }>('/admin/offers/:offerId/extension/refuse', { schema: { params: OFFER_PARAMS } }, async (request) => {
    const user = await requireStaff(context, request);
    return staffAction(user, request.params.offerId, { kind: 'refuse-more-time' });
  });

  app.post<{ Params: { offerId: number } }>('/admin/offers/:offerId/deposit/paid', { schema: { params: OFFER_PARAMS } }, async (request) => {
    const user = await requireStaff(context, request);
    return staffAction(user, request.params.offerId, { kind: 'record-deposit-paid' });
  });

  app.post<{ Params: { offerId: number }; Body: { reason: string } }>('/admin/offers/:offerId/deposit/waive', { schema: { params: OFFER_PARAMS, body: REASON_BODY } }, async (request) => {
    const user = await requireStaff(context, request);
    const reason = request.body.reason.trim();
    return staffAction(user, request.params.offerId, { kind: 'waive-deposit', reason }, () => ({ depositWaiverReason: reason }));
  });

  app.post<{ Params: { offerId: number } }>('/admin/offers/:offerId/enrol', { schema: { params: OFFER_PARAMS } }, async (request) => {
    const user = await requireStaff(context, request);
    return staffAction(user, request.params.offerId, { kind: 'enrol' });
  });
}
