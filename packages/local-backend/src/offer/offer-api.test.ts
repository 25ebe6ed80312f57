// Offers over HTTP: a program's settings, the race for the last place under the limit (an admin's offer against an
// automatic promotion, and admins against each other: exactly one offer made), accepting one offer declining the
// others and withdrawing the pending applications in one transaction, the waitlist moving by the jury's ranking and
// skipping those who opted out, and the machine's refusals with their codes.
import type { AdminDeletionRequest, CandidateOffersView, TimelineEvent, OfferDecisionRun, OfferSettingsView, ProgramOffersView, ProgramRanking, StaffOfferView } from '@admission/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { DEFAULT_ANON_KEY } from '../config';
import { deals, invoices, offers, programs } from '../db/schema';
import { anAdmissibleCandidate, DAY, HOUR, setClock, startInterviewBackend } from '../interview/interview-testing';
import { runOfferReminders } from './offer-reminders';
import { aJuryProgram, type TestCandidate } from '../review/jury-testing';
import type { Session, TestBackend } from '../testing/test-backend';

let t: TestBackend;
let admin: Session;
let agent: Session;
let reviewer: Session;
beforeAll(async () => {
  ({ t, admin, agent, reviewer } = await startInterviewBackend());
});
afterAll(() => t.close());

type Refusal = { detail: { code: string; field?: string; limit?: { offer_limit: number; holding: number } } };
const as = <T = unknown>(session: Session, method: string, path: string, body?: unknown) => t.call<T>(method, path, { token: session.accessToken, body });

const SETTINGS: OfferSettingsView = { reply_days: 14, promotion_reply_days: 5, deposit: null, places: 1, offer_limit: 1, promotion: 'automatic' };

async function aProgram(name: string, settings: Partial<OfferSettingsView> = {}): Promise<number> {
  const programId = await aJuryProgram(t, name);
  const saved = await as(admin, 'PUT', `/admin/programs/${programId}/offer-settings`, { ...SETTINGS, ...settings });
  expect(saved.status).toBe(200);
  return programId;
}

const decide = (applicationIds: number[], kind: string, conditions: unknown[] = []) =>
  as<OfferDecisionRun & Refusal>(admin, 'POST', '/admin/offers/decisions', { application_ids: applicationIds, kind, conditions, reply_by: null, reasons: [] });

async function offerOf(candidate: TestCandidate): Promise<number> {
  const run = await decide([candidate.dealId], 'offer_unconditional');
  const offerId = run.body.decided[0]?.offer_id;
  if (offerId === undefined || offerId === null) throw new Error(`no offer made: ${JSON.stringify(run.body)}`);
  return offerId;
}

const offersOf = (candidate: TestCandidate) => t.call<CandidateOffersView>('GET', '/offers', { token: candidate.session.accessToken });

describe("a program's offer settings", () => {
  it('answers the domain defaults until set, then what an admin saved; refuses a limit below the places naming the field', async () => {
    const programId = await aJuryProgram(t, 'Offers settings');
    const path = `/admin/programs/${programId}/offer-settings`;
    expect((await as<OfferSettingsView>(agent, 'GET', path)).body).toMatchObject({ reply_days: 14, promotion_reply_days: 5, places: 0, offer_limit: 0, promotion: 'admin_confirms' });
    const saved = await as<OfferSettingsView>(admin, 'PUT', path, { ...SETTINGS, places: 3, offer_limit: 4, deposit: { amount: 50_000, currency: 'EUR', due_days: 10 } });
    expect(saved.body).toMatchObject({ places: 3, offer_limit: 4, deposit: { amount: 50_000, currency: 'EUR', due_days: 10 } });
    const below = await as<Refusal>(admin, 'PUT', path, { ...SETTINGS, places: 3, offer_limit: 2 });
    expect([below.status, below.body.detail.code, below.body.detail.field]).toEqual([422, 'OFFER_SETTINGS_INVALID', 'offer_limit']);
    expect((await as(agent, 'PUT', path, SETTINGS)).status).toBe(403);
    expect((await as(reviewer, 'GET', path)).status).toBe(403);
  });
});

describe('the race for the last place under the limit', () => {
  it("lets exactly one of an admin's offer and an automatic promotion take a freed place, five rounds over", async () => {
    const outcomes: string[] = [];
    for (let round = 1; round <= 5; round += 1) {
      const programId = await aProgram(`Offers race ${round}`);
      const holder = await anAdmissibleCandidate(t, programId);
      const waiting = await anAdmissibleCandidate(t, programId);
      const chosen = await anAdmissibleCandidate(t, programId);
      const held = await offerOf(holder);
      expect((await decide([waiting.dealId], 'waitlist')).body.decided).toHaveLength(1);
      // The holder declines (its place frees and the waitlist is promoted at once) while the admin offers the place.
      const [declined, adminRun] = await Promise.all([
        t.call('POST', `/offers/${held}/decline`, { token: holder.session.accessToken, body: { reason: null } }),
        decide([chosen.dealId], 'offer_unconditional'),
      ]);
      expect(declined.status).toBe(200);
      const page = await as<ProgramOffersView>(admin, 'GET', `/admin/programs/${programId}/offers`);
      expect(page.body.holding).toBe(1);
      const standing = page.body.offers.filter((offer) => offer.state === 'made').map((offer) => offer.application_id);
      expect(standing).toHaveLength(1);
      if (standing[0] === chosen.dealId) {
        outcomes.push('admin');
        expect(adminRun.body.decided).toEqual([{ application_id: chosen.dealId, offer_id: expect.any(Number) }]);
      } else {
        outcomes.push('promotion');
        expect(standing[0]).toBe(waiting.dealId);
        // The admin is told why; nothing else changed.
        expect(adminRun.body.refused).toEqual([{ application_id: chosen.dealId, code: 'OFFER_LIMIT_REACHED' }]);
        expect(page.body.offers.find((offer) => offer.application_id === waiting.dealId)?.promoted_from_rank).toEqual(expect.any(Number));
      }
    }
    expect(outcomes).toHaveLength(5);
    console.info(`race rounds: ${outcomes.join(', ')}`);
  });

  it('makes exactly one offer when eight admins offer the last place at once', async () => {
    const programId = await aProgram('Offers race admins', { promotion: 'admin_confirms' });
    const racers = await Promise.all(Array.from({ length: 8 }, () => anAdmissibleCandidate(t, programId)));
    const runs = await Promise.all(racers.map((racer) => decide([racer.dealId], 'offer_unconditional')));
    const made = runs.filter((run) => run.body.decided.length === 1);
    expect(made).toHaveLength(1);
    expect(runs.flatMap((run) => run.body.refused.map((refusal) => refusal.code))).toEqual(Array.from({ length: 7 }, () => 'OFFER_LIMIT_REACHED'));
    expect((await as<ProgramOffersView>(admin, 'GET', `/admin/programs/${programId}/offers`)).body).toMatchObject({ holding: 1, free_under_limit: 0 });
  });
});

describe('accepting one offer', () => {
  it('declines the candidate\'s other offers and withdraws their pending applications, in one transaction', async () => {
    const first = await aProgram('Offers accept A', { places: 2, offer_limit: 2, promotion: 'admin_confirms' });
    const second = await aProgram('Offers accept B', { places: 2, offer_limit: 2, promotion: 'admin_confirms' });
    const third = await aProgram('Offers accept C');
    const candidate = await anAdmissibleCandidate(t, first);
    const { db } = t.backend.context;
    const [other] = await db.insert(deals).values({ userId: candidate.id, programId: second, dealStatus: 'ADMISSIBLE' }).returning({ id: deals.id });
    const [pending] = await db.insert(deals).values({ userId: candidate.id, programId: third, dealStatus: 'COMPLETE' }).returning({ id: deals.id });
    const kept = await offerOf(candidate);
    const run = await decide([other?.id ?? 0], 'offer_unconditional');
    const declinedId = run.body.decided[0]?.offer_id;
    const before = await offersOf(candidate);
    expect(before.body.offers.find((offer) => offer.id === kept)?.acceptance_plan).toEqual({
      declines: [{ offer_id: declinedId, program_name: 'Offers accept B' }],
      withdraws: [{ application_id: pending?.id, program_name: 'Offers accept C' }],
    });
    const accepted = await t.call<CandidateOffersView>('POST', `/offers/${kept}/accept`, { token: candidate.session.accessToken });
    expect(accepted.status).toBe(200);
    expect(accepted.body.offers.map((offer) => [offer.id, offer.state])).toEqual(expect.arrayContaining([[kept, 'confirmed'], [declinedId, 'declined']]));
    const [withdrawn] = await db.select({ withdrawnAt: deals.withdrawnAt }).from(deals).where(eq(deals.id, pending?.id ?? 0));
    expect(withdrawn?.withdrawnAt).not.toBeNull();
    // The deal statuses keep their five values: the accepted application stays ADMISSIBLE.
    const [own] = await db.select({ status: deals.dealStatus }).from(deals).where(eq(deals.id, candidate.dealId));
    expect(own?.status).toBe('ADMISSIBLE');
  });

  it('asks a deposit through a second invoice beside the fee, and refuses a second acceptance with OFFER_STATE', async () => {
    const programId = await aProgram('Offers deposit', { deposit: { amount: 30_000, currency: 'EUR', due_days: 10 } });
    const candidate = await anAdmissibleCandidate(t, programId);
    const offerId = await offerOf(candidate);
    const accepted = await t.call<CandidateOffersView>('POST', `/offers/${offerId}/accept`, { token: candidate.session.accessToken });
    expect(accepted.body.offers[0]).toMatchObject({ state: 'accepted', deposit: { amount: 30_000, state: 'due', due_at: new Date(t.clock.now() + 10 * DAY).toISOString() } });
    const [dueMail] = (await t.call<{ subject: string; html: string; code: string }[]>('GET', `/__dev/outbox?to=${encodeURIComponent(candidate.email)}`)).body.filter((mail) => mail.code === '');
    expect(dueMail?.subject).toMatch(/your deposit is due$/);
    expect(dueMail?.html).toContain('€300.00');
    const again = await t.call<Refusal>('POST', `/offers/${offerId}/accept`, { token: candidate.session.accessToken });
    expect([again.status, again.body.detail.code]).toEqual([409, 'OFFER_STATE']);
    const paid = await as<StaffOfferView>(agent, 'POST', `/admin/offers/${offerId}/deposit/paid`);
    expect(paid.body.offer?.state).toBe('confirmed');
    const settled = await as<Refusal>(agent, 'POST', `/admin/offers/${offerId}/deposit/paid`);
    expect([settled.status, settled.body.detail.code]).toEqual([409, 'OFFER_STATE']);
  });
});

describe('the waitlist', () => {
  it('promotes the next opted-in candidate in the jury\'s ranking, skipping one who opted out, with the rank it came from', async () => {
    const programId = await aProgram('Offers waitlist');
    const holder = await anAdmissibleCandidate(t, programId);
    const line = await Promise.all([anAdmissibleCandidate(t, programId), anAdmissibleCandidate(t, programId), anAdmissibleCandidate(t, programId)]);
    const held = await offerOf(holder);
    await decide(line.map((candidate) => candidate.dealId), 'waitlist');
    const ranking = (await as<ProgramRanking>(admin, 'GET', `/admin/ranking?program_id=${programId}`)).body.rows.map((row) => row.application_id);
    const inOrder = [...line].sort((a, b) => ranking.indexOf(a.dealId) - ranking.indexOf(b.dealId));
    const [firstInLine, secondInLine] = inOrder;
    if (firstInLine === undefined || secondInLine === undefined) throw new Error('no line');
    const optedOut = await t.call('PUT', `/applications/${firstInLine.dealId}/waitlist`, { token: firstInLine.session.accessToken, body: { choice: 'opted_out' } });
    expect(optedOut.status).toBe(200);
    const dashboard = await offersOf(secondInLine);
    expect(dashboard.body.waitlists).toEqual([{ application_id: secondInLine.dealId, program_name: 'Offers waitlist', choice: 'opted_in', places: 1, ahead: 0 }]);
    await t.call('POST', `/offers/${held}/decline`, { token: holder.session.accessToken, body: { reason: 'work' } });
    const promoted = await offersOf(secondInLine);
    expect(promoted.body.offers).toHaveLength(1);
    expect(promoted.body.offers[0]).toMatchObject({ state: 'made', promoted_from_rank: ranking.indexOf(secondInLine.dealId) + 1, reply_by: new Date(t.clock.now() + 5 * DAY).toISOString() });
    expect((await offersOf(firstInLine)).body.offers).toEqual([]);
    // The timeline records each step with its actor, the promotion with the rank it came from.
    const timeline = await as<{ events: TimelineEvent[] }>(admin, 'GET', `/admin/applications/${secondInLine.dealId}/timeline`);
    const promotion = timeline.body.events.find((event) => event.kind === 'waitlist-promoted');
    expect(promotion).toMatchObject({ actor: { kind: 'system' }, details: { rank: ranking.indexOf(secondInLine.dealId) + 1, mode: 'automatic' } });
    const declined = await as<{ events: TimelineEvent[] }>(admin, 'GET', `/admin/applications/${holder.dealId}/timeline`);
    expect(declined.body.events.filter((event) => event.kind.startsWith('offer-')).map((event) => [event.kind, event.actor.kind])).toEqual(expect.arrayContaining([['offer-made', 'staff'], ['offer-declined', 'candidate']]));
    expect(declined.body.events.find((event) => event.kind === 'offer-declined')?.details).toMatchObject({ reason: 'work' });
  });

  it('leaves a freed place pending for an admin where the program says so, and the admin confirms it', async () => {
    const programId = await aProgram('Offers confirm', { promotion: 'admin_confirms' });
    const holder = await anAdmissibleCandidate(t, programId);
    const waiting = await anAdmissibleCandidate(t, programId);
    const held = await offerOf(holder);
    await decide([waiting.dealId], 'waitlist');
    await as(admin, 'POST', `/admin/offers/${held}/withdraw`, { reason: 'Programme closed to this profile' });
    const page = await as<ProgramOffersView>(admin, 'GET', `/admin/programs/${programId}/offers`);
    expect(page.body.pending_promotions.map((promotion) => promotion.application_id)).toEqual([waiting.dealId]);
    const confirmed = await as<ProgramOffersView>(admin, 'POST', `/admin/programs/${programId}/promotions/${waiting.dealId}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.pending_promotions).toEqual([]);
    expect(confirmed.body.holding).toBe(1);
  });
});

describe("the machine's refusals", () => {
  it('answers each with its code', async () => {
    const programId = await aProgram('Offers refusals', { places: 3, offer_limit: 3, promotion: 'admin_confirms' });
    const [brandRow] = await t.backend.context.db.select({ brand: programs.brand }).from(programs).where(eq(programs.id, programId));
    expect(brandRow?.brand).toBe('northbridge');
    const candidate = await anAdmissibleCandidate(t, programId);
    const stranger = await anAdmissibleCandidate(t, programId);
    const rejected = await anAdmissibleCandidate(t, programId, { status: 'IN_PROGRESS' });
    const conditional = await decide([candidate.dealId], 'offer_conditional', [{ standard_id: 'final_diploma' }, { text: { en: 'Pass the summer course', fr: 'Réussir le cours d’été' } }]);
    const offerId = conditional.body.decided[0]?.offer_id ?? 0;
    const noConditions = await decide([stranger.dealId], 'offer_conditional');
    expect([noConditions.status, noConditions.body.detail.code]).toEqual([422, 'CONDITIONS_REQUIRED']);
    expect((await decide([rejected.dealId], 'offer_unconditional')).body.refused).toEqual([{ application_id: rejected.dealId, code: 'NOT_ADMISSIBLE' }]);
    expect((await decide([candidate.dealId], 'offer_unconditional')).body.refused).toEqual([{ application_id: candidate.dealId, code: 'OFFER_EXISTS' }]);
    expect((await as(agent, 'POST', '/admin/offers/decisions', { application_ids: [stranger.dealId], kind: 'waitlist', conditions: [], reply_by: null, reasons: [] })).status).toBe(403);
    const notTheirs = await t.call<Refusal>('POST', `/offers/${offerId}/decline`, { token: stranger.session.accessToken, body: { reason: null } });
    expect([notTheirs.status, notTheirs.body.detail.code]).toEqual([403, 'FORBIDDEN']);
    const noReason = await t.call<Refusal>('POST', `/offers/${offerId}/extension`, { token: candidate.session.accessToken, body: { reason: '  ' } });
    expect([noReason.status, noReason.body.detail.code]).toEqual([422, 'REASON_REQUIRED']);
    expect((await t.call('POST', `/offers/${offerId}/extension`, { token: candidate.session.accessToken, body: { reason: 'My visa appointment is late' } })).status).toBe(200);
    const twice = await t.call<Refusal>('POST', `/offers/${offerId}/extension`, { token: candidate.session.accessToken, body: { reason: 'Again' } });
    expect([twice.status, twice.body.detail.code]).toEqual([409, 'EXTENSION_ALREADY_ASKED']);
    const staff = await as<StaffOfferView>(agent, 'GET', `/admin/applications/${candidate.dealId}/offer`);
    const [diploma] = staff.body.offer?.conditions ?? [];
    expect(staff.body.offer?.conditions.map((condition) => condition.text.fr)).toContain('Réussir le cours d’été');
    const earlier = await as<Refusal>(agent, 'POST', `/admin/offers/${offerId}/extension/grant`, { reply_by: new Date(t.clock.now() + DAY).toISOString() });
    expect([earlier.status, earlier.body.detail.code]).toEqual([409, 'DEADLINE_NOT_LATER']);
    expect((await as(agent, 'POST', `/admin/offers/${offerId}/extension/refuse`)).status).toBe(200);
    const [refusedMail] = (await t.call<{ subject: string; code: string }[]>('GET', `/__dev/outbox?to=${encodeURIComponent(candidate.email)}`)).body.filter((mail) => mail.code === '');
    expect(refusedMail?.subject).toMatch(/your request for more time is refused$/);
    const none = await as<Refusal>(agent, 'POST', `/admin/offers/${offerId}/extension/refuse`);
    expect([none.status, none.body.detail.code]).toEqual([409, 'NO_EXTENSION_ASKED']);
    const unknown = await as<Refusal>(agent, 'PUT', `/admin/offers/${offerId}/conditions/nope`, { state: 'met' });
    expect([unknown.status, unknown.body.detail.code]).toEqual([404, 'CONDITION_NOT_FOUND']);
    expect((await as<StaffOfferView>(agent, 'PUT', `/admin/offers/${offerId}/conditions/${diploma?.id ?? ''}`, { state: 'met' })).body.offer?.conditions[0]?.state).toBe('met');
    const noDeposit = await as<Refusal>(agent, 'POST', `/admin/offers/${offerId}/deposit/waive`, { reason: 'Hardship' });
    expect([noDeposit.status, noDeposit.body.detail.code]).toEqual([409, 'OFFER_STATE']);
    const early = await as<Refusal>(agent, 'POST', `/admin/offers/${offerId}/enrol`);
    expect([early.status, early.body.detail.code]).toEqual([409, 'OFFER_STATE']);
    const withdrawNoReason = await as<Refusal>(admin, 'POST', `/admin/offers/${offerId}/withdraw`, { reason: '' });
    expect([withdrawNoReason.status, withdrawNoReason.body.detail.code]).toEqual([422, 'REASON_REQUIRED']);
    const byAgent = await as<Refusal>(agent, 'POST', `/admin/offers/${offerId}/withdraw`, { reason: 'No' });
    expect([byAgent.status, byAgent.body.detail.code]).toEqual([403, 'FORBIDDEN']);
    const notWaitlisted = await t.call<Refusal>('PUT', `/applications/${candidate.dealId}/waitlist`, { token: candidate.session.accessToken, body: { choice: 'opted_out' } });
    expect([notWaitlisted.status, notWaitlisted.body.detail.code]).toEqual([409, 'NOT_WAITLISTED']);
  });
});

describe("the offer's e-mails", () => {
  const mails = async (email: string) => (await t.call<{ subject: string; html: string; code: string }[]>('GET', `/__dev/outbox?to=${encodeURIComponent(email)}`)).body.filter((mail) => mail.code === '');

  it('says a decision is ready in the portal and how to sign in, in each school and language, without the decision', async () => {
    const programId = await aProgram('Offers mail', { places: 2, offer_limit: 2 });
    const english = await anAdmissibleCandidate(t, programId);
    const french = await anAdmissibleCandidate(t, programId, { brand: 'lumiere' });
    await decide([english.dealId, french.dealId], 'offer_conditional', [{ standard_id: 'final_diploma' }]);
    const [en] = await mails(english.email);
    expect(en?.subject).toBe('Northbridge Business School: a decision is ready in the portal');
    expect(en?.html).toContain('sign in to the portal');
    // The decision itself (its conditions) is read in the portal only.
    expect(en?.html).not.toMatch(/diploma|condition/i);
    const [fr] = await mails(french.email);
    expect(fr?.subject).toMatch(/une décision vous attend dans le portail$/);
    expect(fr?.html).toContain('connectez-vous au portail');
  });

  it('lists where every condition stands after each change, and tells the candidate their place is confirmed', async () => {
    const programId = await aProgram('Offers mail conditions');
    const candidate = await anAdmissibleCandidate(t, programId);
    const run = await decide([candidate.dealId], 'offer_conditional', [{ standard_id: 'final_diploma' }, { text: { en: 'Pass the summer course', fr: 'Réussir le cours d’été' } }]);
    const offerId = run.body.decided[0]?.offer_id ?? 0;
    await t.call('POST', `/offers/${offerId}/accept`, { token: candidate.session.accessToken });
    const staff = await as<StaffOfferView>(agent, 'GET', `/admin/applications/${candidate.dealId}/offer`);
    const [first, second] = staff.body.offer?.conditions ?? [];
    await as(agent, 'PUT', `/admin/offers/${offerId}/conditions/${first?.id ?? ''}`, { state: 'met' });
    const [changed] = await mails(candidate.email);
    expect(changed?.subject).toMatch(/the conditions of your offer have changed$/);
    expect(changed?.html).toContain(': met</li>');
    expect(changed?.html).toContain('Pass the summer course: pending</li>');
    await as(agent, 'PUT', `/admin/offers/${offerId}/conditions/${second?.id ?? ''}`, { state: 'met' });
    const [confirmed] = await mails(candidate.email);
    expect(confirmed?.subject).toMatch(/your place is confirmed$/);
  });
});

describe('the reply reminders', () => {
  it('go 7 days and 2 days before the deadline, each once under parallel runs, and never once the offer is answered', async () => {
    const programId = await aProgram('Offers reminders', { places: 2, offer_limit: 2 });
    const waiting = await anAdmissibleCandidate(t, programId);
    const answering = await anAdmissibleCandidate(t, programId);
    const [waitingOffer, answeringOffer] = await Promise.all([offerOf(waiting), offerOf(answering)]);
    const replyBy = t.clock.now() + 14 * DAY;
    setClock(t, replyBy - 7 * DAY + HOUR);
    const { context } = t.backend;
    const both = await Promise.all([runOfferReminders(context, new Date(t.clock.now())), runOfferReminders(context, new Date(t.clock.now()))]);
    const sentAt7 = both.flatMap((run) => run.sent);
    expect(sentAt7.filter((item) => item.offerId === waitingOffer)).toEqual([{ offerId: waitingOffer, kind: 'reply-7d' }]);
    expect(sentAt7.filter((item) => item.offerId === answeringOffer)).toEqual([{ offerId: answeringOffer, kind: 'reply-7d' }]);
    expect((await runOfferReminders(context, new Date(t.clock.now() + HOUR))).sent.filter((item) => item.offerId === waitingOffer)).toEqual([]);
    await t.call('POST', `/offers/${answeringOffer}/decline`, { token: answering.session.accessToken, body: { reason: null } });
    setClock(t, replyBy - 2 * DAY + HOUR);
    const at2 = (await runOfferReminders(context, new Date(t.clock.now()))).sent;
    expect(at2.filter((item) => item.offerId === waitingOffer)).toEqual([{ offerId: waitingOffer, kind: 'reply-2d' }]);
    expect(at2.filter((item) => item.offerId === answeringOffer)).toEqual([]);
    const [reminder] = (await t.call<{ subject: string; code: string }[]>('GET', `/__dev/outbox?to=${encodeURIComponent(waiting.email)}`)).body.filter((mail) => mail.code === '');
    expect(reminder?.subject).toMatch(/your offer is waiting for your reply$/);
  });
});

describe('changing an offer', () => {
  it('keeps the conditions named by id, adds new ones pending, removes the others, and moves the deadline', async () => {
    const programId = await aProgram('Offers change');
    const candidate = await anAdmissibleCandidate(t, programId);
    const run = await decide([candidate.dealId], 'offer_conditional', [{ standard_id: 'final_diploma' }, { standard_id: 'english_level' }]);
    const offerId = run.body.decided[0]?.offer_id ?? 0;
    const before = await as<StaffOfferView>(agent, 'GET', `/admin/applications/${candidate.dealId}/offer`);
    const [diploma] = before.body.offer?.conditions ?? [];
    await as(agent, 'PUT', `/admin/offers/${offerId}/conditions/${diploma?.id ?? ''}`, { state: 'met' });
    const replyBy = new Date(t.clock.now() + 20 * DAY).toISOString();
    const changed = await as<StaffOfferView>(admin, 'PATCH', `/admin/offers/${offerId}`, { conditions: [{ id: diploma?.id }, { text: { en: 'Send a portfolio', fr: 'Envoyer un portfolio' } }], reply_by: replyBy });
    expect(changed.status).toBe(200);
    expect(changed.body.offer?.reply_by).toBe(replyBy);
    expect(changed.body.offer?.conditions.map((condition) => [condition.text.en, condition.state])).toEqual([
      [diploma?.text.en, 'met'],
      ['Send a portfolio', 'pending'],
    ]);
    const unknown = await as<Refusal>(admin, 'PATCH', `/admin/offers/${offerId}`, { conditions: [{ id: 'nope' }], reply_by: replyBy });
    expect([unknown.status, unknown.body.detail.code]).toEqual([404, 'CONDITION_NOT_FOUND']);
    const past = await as<Refusal>(admin, 'PATCH', `/admin/offers/${offerId}`, { conditions: [], reply_by: new Date(t.clock.now() - DAY).toISOString() });
    expect([past.status, past.body.detail.code]).toEqual([409, 'DEADLINE_NOT_LATER']);
    expect((await as(agent, 'PATCH', `/admin/offers/${offerId}`, { conditions: [], reply_by: replyBy })).status).toBe(403);
  });
});

describe("the candidate's rights", () => {
  it('gives each application its offer in the data download, and an account deletion keeps only the deposit invoice', async () => {
    const programId = await aProgram('Offers rights', { deposit: { amount: 20_000, currency: 'EUR', due_days: 10 } });
    const candidate = await anAdmissibleCandidate(t, programId);
    const run = await decide([candidate.dealId], 'offer_conditional', [{ standard_id: 'final_diploma' }]);
    const offerId = run.body.decided[0]?.offer_id ?? 0;
    await t.call('POST', `/offers/${offerId}/accept`, { token: candidate.session.accessToken });
    const response = await fetch(`${t.url}/users/me/data-export`, { headers: { apikey: DEFAULT_ANON_KEY, authorization: `Bearer ${candidate.session.accessToken}` } });
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const file = files['applications.json'];
    if (file === undefined) throw new Error('no applications.json');
    const applications = JSON.parse(strFromU8(file)) as { id: number; offer: { id: number; state: string; conditions: { state: string }[]; replied_at: string | null } | null }[];
    expect(applications.find((application) => application.id === candidate.dealId)?.offer).toMatchObject({ id: offerId, state: 'conditions_pending', conditions: [{ state: 'pending' }], replied_at: expect.any(String) });

    expect((await t.call('POST', '/users/me/deletion-request', { token: candidate.session.accessToken })).status).toBeLessThan(300);
    const requests = await as<AdminDeletionRequest[]>(admin, 'GET', '/admin/deletion-requests');
    const request = requests.body.find((item) => item.candidate?.email === candidate.email);
    const completed = await as(admin, 'POST', `/admin/deletion-requests/${request?.id ?? 0}/complete`);
    expect(completed.status).toBe(200);
    const { db } = t.backend.context;
    expect(await db.select().from(offers).where(eq(offers.id, offerId))).toEqual([]);
    const kept = await db.select().from(invoices).where(eq(invoices.id, `in_offer_${offerId}`));
    expect(kept.map((invoice) => [invoice.userId, invoice.amount])).toEqual([[null, 20_000]]);
  });
});
