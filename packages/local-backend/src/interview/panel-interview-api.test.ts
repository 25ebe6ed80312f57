// The panel's side over HTTP: a member's interviews, attendance after the start, scores on the program's interview
// rubric, the ranking's interview and combined scores; the reminders (each once, never for a cancelled booking); the
// candidate's data download without the panel's names, and an account deletion that removes the bookings.
import type { CandidateInterviewView, PanelInterview, PanelInterviewDetail, ProgramRanking, TimelineEvent } from '@admission/domain';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANON_KEY } from '../config';
import { deals, interviewBookings, programs } from '../db/schema';
import { OUTSIDE_INTERVIEW_URL } from '../seed/seed-interviews';
import { interviewSettingsOf } from './interview-settings';
import { NORTHBRIDGE_REVIEWERS } from '../review/jury-testing';
import type { Session, TestBackend } from '../testing/test-backend';
import { insertBooking, insertSlot } from './interview-fixtures';
import { anAdmissibleCandidate, anInterviewProgram, book, DAY, HOUR, interviewMailsTo, PANELIST, setClock, startInterviewBackend } from './interview-testing';
import { runInterviewReminders } from './interview-reminders';

let t: TestBackend;
let admin: Session;
let agent: Session;
let reviewer: Session;
let outsider: Session;
beforeAll(async () => {
  ({ t, admin, agent, reviewer } = await startInterviewBackend());
  outsider = await t.signIn(NORTHBRIDGE_REVIEWERS[1]?.email ?? '');
});
afterAll(() => t.close());

type Refusal = { detail: { code: string } | string };
const as = <T = unknown>(session: Session, method: string, path: string, body?: unknown) => t.call<T>(method, path, { token: session.accessToken, body });
const codeOf = (body: unknown): string | undefined => {
  const detail = (body as Refusal).detail;
  return typeof detail === 'string' ? detail : detail.code;
};

/** The scores of every criterion of the default interview rubric, each at `value`. */
async function fullScores(bookingId: number, value: number): Promise<Record<string, number>> {
  const detail = (await as<PanelInterviewDetail>(reviewer, 'GET', `/interviews/${bookingId}`)).body;
  return Object.fromEntries(detail.rubric.criteria.map((criterion) => [criterion.id, value]));
}

describe("a panel member's interviews", () => {
  it('lists theirs in time order, refuses another\'s as one that does not exist, records attendance after the start and scores it', async () => {
    const start = t.clock.now() + 2 * HOUR;
    const { programId, slotIds } = await anInterviewProgram(t, 'Panel A', new Date(start), 2);
    const first = await anAdmissibleCandidate(t, programId);
    const second = await anAdmissibleCandidate(t, programId);
    expect((await book(t, second.session, second.dealId, slotIds[1] ?? 0, { kinds: ['sign_language_interpreter'], other: '' })).status).toBe(200);
    expect((await book(t, first.session, first.dealId, slotIds[0] ?? 0)).status).toBe(200);
    const list = (await as<PanelInterview[]>(reviewer, 'GET', '/interviews')).body.filter((row) => row.program_name === 'Panel A');
    expect(list.map((row) => row.application_id)).toEqual([first.dealId, second.dealId]);
    expect(list[1]).toMatchObject({ candidate_name: `${second.firstName} ${second.lastName}`, location: 'https://meet.example/interview', adjustments: { kinds: ['sign_language_interpreter'] }, attendance: null, scored: false });
    const bookingId = list[0]?.booking_id ?? 0;

    for (const session of [outsider, admin, first.session]) expect((await as(session, 'GET', `/interviews/${bookingId}`)).status, 'off the panel').toBe(403);
    expect((await as(reviewer, 'GET', '/interviews/999999')).status).toBe(403);
    expect((await as(first.session, 'GET', '/interviews')).status).toBe(403);

    const early = await as(reviewer, 'PUT', `/interviews/${bookingId}/attendance`, { attendance: 'attended' });
    expect([early.status, codeOf(early.body)]).toEqual([409, 'NOT_YET_HELD']);
    const tooEarly = await as(reviewer, 'PUT', `/interviews/${bookingId}/score`, { scores: await fullScores(bookingId, 4), comment: '' });
    expect([tooEarly.status, codeOf(tooEarly.body)]).toEqual([409, 'NOT_YET_HELD']);

    setClock(t, start + 40 * 60_000);
    const unattended = await as(reviewer, 'PUT', `/interviews/${bookingId}/score`, { scores: await fullScores(bookingId, 4), comment: '' });
    expect([unattended.status, codeOf(unattended.body)]).toEqual([409, 'NOT_ATTENDED']);
    const attended = await as<PanelInterviewDetail>(reviewer, 'PUT', `/interviews/${bookingId}/attendance`, { attendance: 'attended' });
    expect(attended.body).toMatchObject({ attendance: 'attended', time_zone: 'Europe/London', my_score: null });
    const incomplete = await as(reviewer, 'PUT', `/interviews/${bookingId}/score`, { scores: {}, comment: '' });
    expect([incomplete.status, codeOf(incomplete.body)]).toEqual([422, 'SCORE_INCOMPLETE']);
    const scored = await as<PanelInterviewDetail>(reviewer, 'PUT', `/interviews/${bookingId}/score`, { scores: await fullScores(bookingId, 4), comment: 'Clear and motivated' });
    expect(scored.status).toBe(200);
    expect(scored.body).toMatchObject({ scored: true, my_score: { comment: 'Clear and motivated' } });

    const events = (await as<{ events: TimelineEvent[] }>(admin, 'GET', `/admin/applications/${first.dealId}/timeline`)).body.events;
    expect(events.filter((event) => event.kind.startsWith('interview-')).map((event) => [event.kind, event.actor.kind === 'staff' ? event.actor.name : event.actor.kind])).toEqual([
      ['interview-scored', 'Rita Reviewer'],
      ['interview-attendance', 'Rita Reviewer'],
      ['interview-booked', 'candidate'],
    ]);
    const staffView = (await as<{ interview_score: number | null; scores: { member_name: string; total: number }[] }>(agent, 'GET', `/admin/applications/${first.dealId}/interview`)).body;
    expect(staffView).toMatchObject({ interview_score: 4, scores: [{ member_name: 'Rita Reviewer', total: 4 }] });
  });

  it('shows the interview score and the combined score in the ranking, weighed by the program\'s weight', async () => {
    const start = t.clock.now() - 2 * HOUR;
    const { programId, slotIds } = await anInterviewProgram(t, 'Panel Ranking', new Date(start), 1);
    const candidate = await anAdmissibleCandidate(t, programId);
    const bookingId = await insertBooking(t.backend.context.db, { slotId: slotIds[0] ?? 0, dealId: candidate.dealId, bookedAt: new Date(start - DAY), attendance: 'attended' });
    expect((await as(reviewer, 'PUT', `/interviews/${bookingId}/score`, { scores: await fullScores(bookingId, 5), comment: '' })).status).toBe(200);
    const ranking = (await as<ProgramRanking>(admin, 'GET', `/admin/ranking?program_id=${programId}`)).body;
    expect(ranking.interview_weight).toBe(0.5);
    expect(ranking.rows.find((row) => row.application_id === candidate.dealId)).toMatchObject({ interview_score: 5, combined_score: null, mean: null });
    const csv = await fetch(`${t.url}/admin/ranking/export?program_id=${programId}&lang=fr`, { headers: { authorization: `Bearer ${admin.accessToken}` } });
    expect((await csv.text()).split('\r\n')[0]).toContain('Note moyenne,Note d’entretien,Note combinée');
  });
});

describe('the interview reminders', () => {
  it('reminds the candidate and the panel 48 hours before and the candidate 2 hours before, each once, never a cancelled booking', async () => {
    const start = t.clock.now() + 5 * DAY;
    const { programId, slotIds } = await anInterviewProgram(t, 'Panel Reminders', new Date(start), 2);
    const kept = await anAdmissibleCandidate(t, programId);
    const gone = await anAdmissibleCandidate(t, programId);
    expect((await book(t, kept.session, kept.dealId, slotIds[0] ?? 0)).status).toBe(200);
    expect((await book(t, gone.session, gone.dealId, slotIds[1] ?? 0)).status).toBe(200);
    expect((await as(gone.session, 'POST', `/applications/${gone.dealId}/interview/cancel`, { reason: 'Found another school' })).status).toBe(200);
    const context = t.backend.context;
    const kinds = async (at: number) => (await runInterviewReminders(context, new Date(at))).sent.filter((item) => item.to.includes(kept.email) || item.to.includes(PANELIST.email)).map((item) => item.kind);

    expect(await kinds(start - 49 * HOUR)).toEqual([]);
    expect((await kinds(start - 47 * HOUR)).sort()).toEqual(['candidate-48h', 'panel-48h']);
    expect(await kinds(start - 46 * HOUR)).toEqual([]);
    // Two runs at once send the 2-hour reminder once.
    const both = await Promise.all([runInterviewReminders(context, new Date(start - HOUR)), runInterviewReminders(context, new Date(start - HOUR))]);
    expect(both.flatMap((run) => run.sent).filter((item) => item.to.includes(kept.email)).map((item) => item.kind)).toEqual(['candidate-2h']);
    expect((await interviewMailsTo(t, gone.email)).filter((mail) => mail.subject.includes('coming up') || mail.subject.includes('starting soon'))).toEqual([]);
    const reminders = (await interviewMailsTo(t, kept.email)).map((mail) => mail.subject).filter((subject) => subject.includes('coming up') || subject.includes('starting soon'));
    expect(reminders).toEqual(['Northbridge Business School: your admission interview is starting soon', 'Northbridge Business School: your admission interview is coming up']);
  });
});

describe("the candidate's rights", () => {
  it('puts their bookings, adjustments and scores in their data download without the panel\'s names, and removes the bookings with the account', async () => {
    const start = t.clock.now() - 3 * HOUR;
    const { programId } = await anInterviewProgram(t, 'Panel Rights', new Date(start), 0);
    const slot = await insertSlot(t.backend.context.db, { programId, startsAt: new Date(start), panelIds: [PANELIST.id] });
    const candidate = await anAdmissibleCandidate(t, programId);
    const bookingId = await insertBooking(t.backend.context.db, { slotId: slot, dealId: candidate.dealId, bookedAt: new Date(start - DAY), attendance: 'attended', adjustments: { kinds: ['extra_time'], other: '' } });
    expect((await as(reviewer, 'PUT', `/interviews/${bookingId}/score`, { scores: await fullScores(bookingId, 3), comment: 'Fine' })).status).toBe(200);
    const response = await fetch(`${t.url}/users/me/data-export`, { headers: { apikey: DEFAULT_ANON_KEY, authorization: `Bearer ${candidate.session.accessToken}` } });
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const applications = strFromU8(files['applications.json'] ?? new Uint8Array());
    const [application] = JSON.parse(applications) as { interviews: { booking_id: number; adjustments: unknown; attendance: string; scores: { total: number; comment: string }[] }[] }[];
    expect(application?.interviews).toMatchObject([{ booking_id: bookingId, adjustments: { kinds: ['extra_time'] }, attendance: 'attended', scores: [{ total: 3, comment: 'Fine' }] }]);
    expect(applications).not.toContain('Rita');
    expect(applications).not.toContain(PANELIST.id);

    const { db } = t.backend.context;
    const asked = await t.call<{ request: { id: number } | null }>('POST', '/users/me/deletion-request', { token: candidate.session.accessToken });
    expect((await as(admin, 'POST', `/admin/deletion-requests/${asked.body.request?.id ?? 0}/complete`)).status).toBe(200);
    expect(await db.select().from(deals).where(eq(deals.userId, candidate.id))).toEqual([]);
    expect(await db.select().from(interviewBookings).where(eq(interviewBookings.id, bookingId))).toEqual([]);
  });
});

describe('the seeded interviews', () => {
  it('gives each school a program with slots next week (the first day full), a booked, a bookable, a missed and a held interview, and an outside link', async () => {
    for (const school of [
      { email: (state: string) => `interview.${state}@northbridge.example`, panel: reviewer, states: { booked: 'booked', canBook: 'tobook', noShow: 'noshow', held: 'held' } },
      { email: (state: string) => `entretien.${state}@lumiere.example`, panel: null, states: { booked: 'reserve', canBook: 'areserver', noShow: 'absent', held: 'passe' } },
    ]) {
      const booked = await t.signIn(school.email(school.states.booked));
      const [application] = (await t.call<{ id: number }[]>('GET', '/deals/', { token: booked.accessToken })).body;
      const page = (await t.call<CandidateInterviewView>('GET', `/applications/${application?.id ?? 0}/interview`, { token: booked.accessToken })).body;
      expect(page).toMatchObject({ booking_place: 'portal', lock: null, booking: { attendance: null } });
      const startsIn = Date.parse(page.booking?.slot.starts_at ?? '') - t.clock.now();
      expect(startsIn).toBeGreaterThan(6 * DAY);
      expect(startsIn).toBeLessThan(8 * DAY);
      // The booked day is full: every free slot is on another day.
      const bookedDay = page.booking?.slot.starts_at.slice(0, 10);
      expect(page.free_slots.length).toBeGreaterThan(0);
      expect(page.free_slots.every((slot) => slot.starts_at.slice(0, 10) !== bookedDay)).toBe(true);

      const canBook = await t.signIn(school.email(school.states.canBook));
      const [free] = (await t.call<{ id: number }[]>('GET', '/deals/', { token: canBook.accessToken })).body;
      expect((await t.call<CandidateInterviewView>('GET', `/applications/${free?.id ?? 0}/interview`, { token: canBook.accessToken })).body).toMatchObject({ booking: null, lock: null });
      const missed = await t.signIn(school.email(school.states.noShow));
      const [gone] = (await t.call<{ id: number }[]>('GET', '/deals/', { token: missed.accessToken })).body;
      expect((await t.call<CandidateInterviewView>('GET', `/applications/${gone?.id ?? 0}/interview`, { token: missed.accessToken })).body).toMatchObject({ lock: 'NO_SHOW' });
      const heldSession = await t.signIn(school.email(school.states.held));
      const [held] = (await t.call<{ id: number }[]>('GET', '/deals/', { token: heldSession.accessToken })).body;
      expect((await t.call<CandidateInterviewView>('GET', `/applications/${held?.id ?? 0}/interview`, { token: heldSession.accessToken })).body).toMatchObject({ lock: 'INTERVIEW_HELD' });
      if (school.panel !== null) {
        const toScore = (await as<PanelInterview[]>(school.panel, 'GET', '/interviews')).body.filter((row) => row.application_id === held?.id);
        expect(toScore).toMatchObject([{ attendance: 'attended', scored: false }]);
      }
    }
    const { db } = t.backend.context;
    const [executive] = await db.select().from(programs).where(eq(programs.name, 'Executive MBA'));
    expect(await interviewSettingsOf(db, executive?.id ?? 0)).toMatchObject({ bookingPlace: 'outside', outsideUrl: OUTSIDE_INTERVIEW_URL });
  });
});
