// Quiz accommodations over HTTP ("Extra time on the quiz"): staff (admin or agent) grant, change and
// remove a candidate's extra time before the quiz starts, the timeline says who; the candidate reads the time they
// will have; the quiz's end_time is the domain's quizDeadline from the grant; once started, nothing changes (409).
import type { CandidateQuizTime, StaffQuizAccommodation, TimelineEvent } from '@admission/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizAccommodations, users } from '../db/schema';
import { applicationIdOf, startTestBackend, type Session, type TestBackend } from '../testing/test-backend';

const STANDARD_SECONDS = 2_400;

let t: TestBackend;
let admin: Session;
let agent: Session;
beforeAll(async () => {
  t = await startTestBackend();
  [admin, agent] = await Promise.all([t.signIn('admin@northbridge.example'), t.signIn('agent@northbridge.example')]);
});
afterAll(() => t.close());

type Refusal = { detail?: { code?: string; message?: string } | string };
const path = (dealId: number) => `/admin/applications/${dealId}/quiz-accommodation`;
const grant = (session: Session, dealId: number, body: unknown) => t.call<StaffQuizAccommodation & Refusal>('PUT', path(dealId), { token: session.accessToken, body });
const remove = (session: Session, dealId: number) => t.call<StaffQuizAccommodation & Refusal>('DELETE', path(dealId), { token: session.accessToken });
const staffRead = (session: Session, dealId: number) => t.call<StaffQuizAccommodation & Refusal>('GET', path(dealId), { token: session.accessToken });
const timeOf = async (session: Session) => (await t.call<CandidateQuizTime>('GET', '/quiz/accommodation', { token: session.accessToken })).body;
const timelineOf = async (dealId: number) => (await t.call<{ events: TimelineEvent[] }>('GET', `/admin/applications/${dealId}/timeline`, { token: admin.accessToken })).body.events;
const start = (session: Session) => t.call<{ end_time: string } & Refusal>('GET', '/quiz/start', { token: session.accessToken });
const FIFTY = { extra_time_percent: 50, relaxed_focus_loss: false, reason: '  Dyslexia: school doctor’s certificate of 2026-09-01  ' };

describe('staff grant, change and remove a quiz accommodation', () => {
  it('an admin grants 50 %: the answer, the staff read, the candidate’s time and the timeline all say so', async () => {
    const candidate = await t.signIn('quiz.extra.time@northbridge.example');
    const dealId = await applicationIdOf(t, admin, 'quiz.extra.time@northbridge.example');
    expect(await timeOf(candidate)).toEqual({ duration_seconds: STANDARD_SECONDS, standard_seconds: STANDARD_SECONDS, extra_time_percent: 0, relaxed_focus_loss: false });
    expect((await staffRead(admin, dealId)).body).toEqual({ accommodation: null, quiz: 'not-started', quiz_required: true, standard_seconds: STANDARD_SECONDS });

    t.clock.advance(1_000);
    const granted = await grant(admin, dealId, FIFTY);
    expect(granted.status).toBe(200);
    expect(granted.body).toEqual({
      accommodation: {
        extra_time_percent: 50,
        relaxed_focus_loss: false,
        reason: 'Dyslexia: school doctor’s certificate of 2026-09-01',
        granted_by: { name: 'Alice Admin', role: 'admin' },
        granted_at: new Date(t.clock.now()).toISOString(),
        duration_seconds: 3_600,
      },
      quiz: 'not-started',
      quiz_required: true,
      standard_seconds: STANDARD_SECONDS,
    });
    expect((await staffRead(agent, dealId)).body).toEqual(granted.body);
    expect(await timeOf(candidate)).toEqual({ duration_seconds: 3_600, standard_seconds: STANDARD_SECONDS, extra_time_percent: 50, relaxed_focus_loss: false });
    expect((await timelineOf(dealId))[0]).toMatchObject({
      kind: 'quiz-accommodation-granted',
      actor: { kind: 'staff', name: 'Alice Admin', role: 'admin' },
      details: { extra_time_percent: 50, relaxed_focus_loss: false, reason: 'Dyslexia: school doctor’s certificate of 2026-09-01' },
    });
  });

  it('an agent may change it, then remove it; the timeline records each by its author; the candidate is back to the standard time', async () => {
    const candidate = await t.signIn('tiers.temps@lumiere.example');
    const dealId = await applicationIdOf(t, admin, 'tiers.temps@lumiere.example');
    expect((await grant(admin, dealId, { extra_time_percent: 35, reason: 'Tiers-temps (MDPH)' })).status).toBe(200);
    t.clock.advance(1_000);
    const changed = await grant(agent, dealId, { extra_time_percent: 0, relaxed_focus_loss: true, reason: 'Uses a screen reader in another window' });
    expect(changed.status).toBe(200);
    expect(changed.body.accommodation).toMatchObject({ extra_time_percent: 0, relaxed_focus_loss: true, granted_by: { name: 'Aaron Agent', role: 'agent' }, duration_seconds: STANDARD_SECONDS });
    expect(await timeOf(candidate)).toMatchObject({ duration_seconds: STANDARD_SECONDS, relaxed_focus_loss: true });

    t.clock.advance(1_000);
    const removed = await remove(agent, dealId);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ accommodation: null, quiz: 'not-started', quiz_required: true, standard_seconds: STANDARD_SECONDS });
    expect(await timeOf(candidate)).toEqual({ duration_seconds: STANDARD_SECONDS, standard_seconds: STANDARD_SECONDS, extra_time_percent: 0, relaxed_focus_loss: false });
    const kinds = (await timelineOf(dealId)).filter((event) => event.kind.startsWith('quiz-accommodation'));
    expect(kinds.map((event) => [event.kind, event.actor.kind === 'staff' ? event.actor.name : null, event.details.extra_time_percent])).toEqual([
      ['quiz-accommodation-removed', 'Aaron Agent', 0],
      ['quiz-accommodation-changed', 'Aaron Agent', 0],
      ['quiz-accommodation-granted', 'Alice Admin', 35],
    ]);
    // Removing nothing changes nothing and records nothing.
    expect((await remove(admin, dealId)).status).toBe(200);
    expect((await timelineOf(dealId)).filter((event) => event.kind.startsWith('quiz-accommodation'))).toHaveLength(3);
  });

  it('shows on every application of the candidate: the grant is theirs, not one application’s', async () => {
    const staffList = await t.call<{ deal_id: number }[]>('GET', `/admin/applications?status=all&search=two.applications%40northbridge.example`, { token: admin.accessToken });
    const [first, second] = staffList.body.map((item) => item.deal_id);
    if (first === undefined || second === undefined) throw new Error('two applications expected');
    expect((await grant(admin, first, { extra_time_percent: 25, reason: 'Slow reader' })).status).toBe(200);
    expect((await staffRead(admin, second)).body.accommodation).toMatchObject({ extra_time_percent: 25 });
    expect((await timelineOf(second))[0]).toMatchObject({ kind: 'quiz-accommodation-granted' });
  });

  it.each([
    [{ extra_time_percent: 33, reason: 'x' }, 'EXTRA_TIME_NOT_ALLOWED'],
    [{ extra_time_percent: '50', reason: 'x' }, 'EXTRA_TIME_NOT_ALLOWED'],
    [{ extra_time_percent: 105, reason: 'x' }, 'EXTRA_TIME_NOT_ALLOWED'],
    [{ extra_time_percent: 50, relaxed_focus_loss: 'yes', reason: 'x' }, 'FOCUS_LOSS_FLAG_INVALID'],
    [{ extra_time_percent: 0, relaxed_focus_loss: false, reason: 'x' }, 'ACCOMMODATION_EMPTY'],
    [{ extra_time_percent: 50, reason: '   ' }, 'ACCOMMODATION_REASON_MISSING'],
    [{ extra_time_percent: 50 }, 'ACCOMMODATION_REASON_MISSING'],
    [{ extra_time_percent: 50, reason: 'é'.repeat(301) }, 'ACCOMMODATION_REASON_TOO_LONG'],
  ])('refuses %j with 422 and the domain’s code %s, storing nothing', async (body, code) => {
    const dealId = await applicationIdOf(t, admin, 'quiz.ready@northbridge.example');
    const answer = await grant(admin, dealId, body);
    expect(answer.status).toBe(422);
    expect(answer.body.detail).toMatchObject({ code });
    expect((await staffRead(admin, dealId)).body.accommodation).toBeNull();
  });

  it('refuses a grant with 409 QUIZ_NOT_REQUIRED when none of the candidate’s programs has the quiz, and records nothing; a grant left from before may still be removed', async () => {
    const email = 'docs.submitted@northbridge.example';
    const dealId = await applicationIdOf(t, admin, email);
    expect((await staffRead(agent, dealId)).body).toEqual({ accommodation: null, quiz: 'not-started', quiz_required: false, standard_seconds: STANDARD_SECONDS });
    const before = await timelineOf(dealId);
    const refused = await grant(agent, dealId, FIFTY);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatchObject({ code: 'QUIZ_NOT_REQUIRED' });
    expect((await staffRead(admin, dealId)).body.accommodation).toBeNull();
    expect(await timelineOf(dealId)).toEqual(before);

    // A grant from before the candidate's programs changed (put straight into the database): it can go.
    const [user] = await t.backend.context.db.select().from(users).where(eq(users.email, email));
    const [staff] = await t.backend.context.db.select().from(users).where(eq(users.email, 'admin@northbridge.example'));
    if (user === undefined || staff === undefined) throw new Error('seed accounts missing');
    await t.backend.context.db.insert(quizAccommodations).values({
      userId: user.id,
      extraTimePercent: 25,
      relaxedFocusLoss: false,
      reason: 'Granted for the MSc',
      grantedById: staff.id,
      grantedByName: 'Alice Admin',
      grantedByRole: 'admin',
      grantedAt: new Date(t.clock.now()),
    });
    expect((await grant(admin, dealId, FIFTY)).status).toBe(409);
    const removed = await remove(admin, dealId);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ accommodation: null, quiz: 'not-started', quiz_required: false, standard_seconds: STANDARD_SECONDS });
    expect((await timelineOf(dealId))[0]).toMatchObject({ kind: 'quiz-accommodation-removed', actor: { kind: 'staff', name: 'Alice Admin' } });
  });

  it('takes a reason of exactly 300 characters', async () => {
    const dealId = await applicationIdOf(t, admin, 'quiz.ready@northbridge.example');
    const answer = await grant(admin, dealId, { extra_time_percent: 100, reason: 'é'.repeat(300) });
    expect(answer.status).toBe(200);
    expect(answer.body.accommodation?.duration_seconds).toBe(2 * STANDARD_SECONDS);
    expect((await remove(admin, dealId)).status).toBe(200);
  });

  it('refuses a candidate with 403, even on their own application, and an unknown application with 404', async () => {
    const candidate = await t.signIn('quiz.ready@northbridge.example');
    const dealId = await applicationIdOf(t, admin, 'quiz.ready@northbridge.example');
    expect((await grant(candidate, dealId, FIFTY)).status).toBe(403);
    expect((await remove(candidate, dealId)).status).toBe(403);
    expect((await staffRead(candidate, dealId)).status).toBe(403);
    expect((await grant(admin, 999_999, FIFTY)).status).toBe(404);
    expect((await staffRead(admin, 999_999)).status).toBe(404);
    expect((await staffRead(admin, dealId)).body.accommodation).toBeNull();
  });
});

describe('the deadline the server sets', () => {
  it('with 50 %: end_time = start + 2400 s x 1.5; then the grant can no longer change (409 QUIZ_ALREADY_STARTED)', async () => {
    const ready = await t.signIn('quiz.extra.time@northbridge.example');
    const readyDeal = await applicationIdOf(t, admin, 'quiz.extra.time@northbridge.example');
    expect((await grant(agent, readyDeal, FIFTY)).status).toBe(200);
    t.clock.advance(5_000);
    const startedAt = t.clock.now();
    const started = await start(ready);
    expect(started.status).toBe(200);
    expect(new Date(started.body.end_time).getTime()).toBe(startedAt + STANDARD_SECONDS * 1.5 * 1_000);
    // Asking again resumes the same attempt: the deadline stays.
    t.clock.advance(60_000);
    expect((await start(ready)).body.end_time).toBe(started.body.end_time);

    const refused = await grant(admin, readyDeal, { extra_time_percent: 100, reason: 'More' });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatchObject({ code: 'QUIZ_ALREADY_STARTED' });
    const removal = await remove(agent, readyDeal);
    expect(removal.status).toBe(409);
    expect(removal.body.detail).toMatchObject({ code: 'QUIZ_ALREADY_STARTED' });
    expect((await staffRead(admin, readyDeal)).body).toMatchObject({ accommodation: { extra_time_percent: 50 }, quiz: 'ongoing' });
    expect((await timelineOf(readyDeal)).filter((event) => event.kind.startsWith('quiz-accommodation'))).toHaveLength(2);
  });

  it('without a grant: end_time = start + the standard 2400 s', async () => {
    const candidate = await t.signIn('candidate.fr@lumiere.example');
    const startedAt = t.clock.now();
    const started = await start(candidate);
    expect(started.status).toBe(200);
    expect(new Date(started.body.end_time).getTime()).toBe(startedAt + STANDARD_SECONDS * 1_000);
  });

  it('refuses a change once the quiz is over too', async () => {
    const dealId = await applicationIdOf(t, admin, 'quiz.done@northbridge.example');
    expect((await staffRead(admin, dealId)).body.quiz).toBe('over');
    const refused = await grant(admin, dealId, FIFTY);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatchObject({ code: 'QUIZ_ALREADY_STARTED' });
  });
});
