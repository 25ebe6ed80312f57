// The candidate's interview over HTTP, and staff's during a call: booking, the race for the last slot (exactly one
// of parallel bookings gets it), moving and cancelling until the cut-off (to the second, on the server's clock),
// the e-mails with their calendar files in both languages, and who may call what.
import type { CandidateInterviewView, FreeSlot, StaffInterviewView } from '@admission/domain';
import { portalPath } from '@admission/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewBookings } from '../db/schema';
import type { Session, TestBackend } from '../testing/test-backend';
import { insertBooking, insertSlot, putInterviewSettings } from './interview-fixtures';
import { anAdmissibleCandidate, anInterviewProgram, book, calendarOf, DAY, HOUR, interviewMailsTo, NO_NEEDS, onTheMinute, PANELIST, setClock, startInterviewBackend } from './interview-testing';

let t: TestBackend;
let admin: Session;
let agent: Session;
let reviewer: Session;
beforeAll(async () => {
  ({ t, admin, agent, reviewer } = await startInterviewBackend());
});
afterAll(() => t.close());

type Refusal = { detail: { code: string; free_slots?: FreeSlot[]; field?: string } };
const as = <T = unknown>(session: Session, method: string, path: string, body?: unknown) => t.call<T>(method, path, { token: session.accessToken, body });
const view = async (session: Session, dealId: number) => (await as<CandidateInterviewView>(session, 'GET', `/applications/${dealId}/interview`)).body;

describe("the candidate's booking", () => {
  it('shows the free slots of their program without the video link, books one with their adjustments, and e-mails it with a calendar file', async () => {
    const { programId, slotIds } = await anInterviewProgram(t, 'Interviews A', new Date(t.clock.now() + 3 * DAY), 3);
    const candidate = await anAdmissibleCandidate(t, programId);
    const page = await view(candidate.session, candidate.dealId);
    expect(page).toMatchObject({ application_id: candidate.dealId, time_zone: 'Europe/London', booking_place: 'portal', change_cutoff_hours: 24, booking: null, lock: null });
    expect(page.free_slots.map((slot) => slot.id)).toEqual(slotIds);
    expect(JSON.stringify(page.free_slots)).not.toContain('https://');

    const booked = await book(t, candidate.session, candidate.dealId, slotIds[1] ?? 0, { kinds: ['extra_time', 'other'], other: 'A quiet room' });
    expect(booked.status).toBe(200);
    expect(booked.body.booking).toMatchObject({ slot: { id: slotIds[1], mode: 'video', location: 'https://meet.example/interview' }, adjustments: { kinds: ['extra_time', 'other'], other: 'A quiet room' }, attendance: null });
    expect(booked.body.free_slots.map((slot) => slot.id)).toEqual([slotIds[0], slotIds[2]]);

    const [mail] = await interviewMailsTo(t, candidate.email);
    expect(mail?.subject).toBe('Northbridge Business School: your admission interview is booked');
    expect(mail?.text).toContain('A quiet room');
    // The e-mail's link opens the candidate's interview page, a page of the portal's table.
    expect(new URL(mail?.link ?? '').pathname).toBe(portalPath('interview', { applicationId: candidate.dealId }));
    // "See my interview" opens that page; the layout's "Open my applicant portal" opens the portal's home.
    const links = [...(mail?.html ?? '').matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href, words]) => [words, new URL(href ?? '').pathname]);
    expect(links).toEqual(expect.arrayContaining([['See my interview', portalPath('interview', { applicationId: candidate.dealId })], ['Open my applicant portal', portalPath('dashboard')]]));
    expect(mail?.text).toContain('By video: https://meet.example/interview');
    const calendar = calendarOf(mail);
    expect(calendar).toMatchObject({ method: 'REQUEST', zone: 'Europe/London', startZone: 'Europe/London' });
    expect(calendar.event.summary).toBe('Admission interview: Interviews A');
    expect(calendar.event.startDate.toJSDate().toISOString()).toBe(booked.body.booking?.slot.starts_at);
    expect(calendar.event.endDate.toJSDate().toISOString()).toBe(booked.body.booking?.slot.ends_at);

    const again = await book(t, candidate.session, candidate.dealId, slotIds[2] ?? 0);
    expect([again.status, (again.body as unknown as Refusal).detail.code]).toEqual([409, 'ALREADY_BOOKED']);
  });

  it('writes the e-mail and the calendar file in French for a candidate of the French school', async () => {
    const { programId, slotIds } = await anInterviewProgram(t, 'Entretiens B', new Date(t.clock.now() + 3 * DAY), 1, 'lumiere');
    const candidate = await anAdmissibleCandidate(t, programId, { brand: 'lumiere' });
    expect((await book(t, candidate.session, candidate.dealId, slotIds[0] ?? 0)).status).toBe(200);
    const [mail] = await interviewMailsTo(t, candidate.email);
    expect(mail?.subject).toBe('École Lumière\u00a0: votre entretien d’admission est réservé');
    const calendar = calendarOf(mail);
    expect(calendar).toMatchObject({ zone: 'Europe/Paris', startZone: 'Europe/Paris' });
    expect(calendar.event.summary).toBe('Entretien d’admission\u00a0: Entretiens B');
    expect(calendar.event.location).toBe('En visioconférence: https://meet.example/interview');
  });

  it('refuses a slot of another program, one that started, and adjustments the domain refuses', async () => {
    const { programId, slotIds } = await anInterviewProgram(t, 'Interviews C', new Date(t.clock.now() + 3 * DAY), 1);
    const other = await anInterviewProgram(t, 'Interviews C2', new Date(t.clock.now() + 3 * DAY), 1);
    const past = await insertSlot(t.backend.context.db, { programId, startsAt: new Date(t.clock.now() - HOUR) });
    const candidate = await anAdmissibleCandidate(t, programId);
    for (const slotId of [other.slotIds[0] ?? 0, past]) {
      const refused = await book(t, candidate.session, candidate.dealId, slotId);
      expect([refused.status, (refused.body as unknown as Refusal).detail.code]).toEqual([422, 'SLOT_UNKNOWN']);
    }
    const badNeeds = await book(t, candidate.session, candidate.dealId, slotIds[0] ?? 0, { kinds: ['other'], other: '' });
    expect([badNeeds.status, (badNeeds.body as unknown as Refusal).detail.code]).toEqual([422, 'ADJUSTMENTS_INVALID']);
  });

  it('locks an application that is not ADMISSIBLE, and answers 404 for another candidate\'s application and 403 for staff and reviewers', async () => {
    const { programId, slotIds } = await anInterviewProgram(t, 'Interviews D', new Date(t.clock.now() + 3 * DAY), 1);
    const complete = await anAdmissibleCandidate(t, programId, { status: 'COMPLETE' });
    const page = await view(complete.session, complete.dealId);
    expect(page).toMatchObject({ lock: 'NOT_ADMISSIBLE', free_slots: [] });
    const refused = await book(t, complete.session, complete.dealId, slotIds[0] ?? 0);
    expect([refused.status, (refused.body as unknown as Refusal).detail.code]).toEqual([409, 'NOT_ADMISSIBLE']);
    const stranger = await anAdmissibleCandidate(t, programId);
    expect((await as(stranger.session, 'GET', `/applications/${complete.dealId}/interview`)).status).toBe(404);
    expect((await book(t, stranger.session, complete.dealId, slotIds[0] ?? 0)).status).toBe(404);
    for (const session of [admin, agent, reviewer]) expect((await as(session, 'GET', `/applications/${stranger.dealId}/interview`)).status).toBe(403);
    expect((await t.call('GET', `/applications/${stranger.dealId}/interview`)).status).toBe(422);
  });

  it('answers the outside link for a program that books elsewhere, and refuses a booking there', async () => {
    const { programId, slotIds } = await anInterviewProgram(t, 'Interviews E', new Date(t.clock.now() + 3 * DAY), 1);
    await putInterviewSettings(t.backend.context.db, programId, { bookingPlace: 'outside', outsideUrl: 'https://calendly.example/school' });
    const candidate = await anAdmissibleCandidate(t, programId);
    expect(await view(candidate.session, candidate.dealId)).toMatchObject({ booking_place: 'outside', outside_url: 'https://calendly.example/school', free_slots: [] });
    const refused = await book(t, candidate.session, candidate.dealId, slotIds[0] ?? 0);
    expect([refused.status, (refused.body as unknown as Refusal).detail.code]).toEqual([409, 'BOOKED_OUTSIDE']);
  });
});

describe('the race for the last free slot', () => {
  it('gives it to exactly one of eight candidates booking at once; the others read SLOT_TAKEN beside the refreshed free slots', async () => {
    const { programId, slotIds } = await anInterviewProgram(t, 'Interviews Race', new Date(t.clock.now() + 3 * DAY), 2);
    const [last, taken] = slotIds;
    const holder = await anAdmissibleCandidate(t, programId);
    expect((await book(t, holder.session, holder.dealId, taken ?? 0)).status).toBe(200);
    const racers = await Promise.all(Array.from({ length: 8 }, () => anAdmissibleCandidate(t, programId)));
    const answers = await Promise.all(racers.map((racer) => book(t, racer.session, racer.dealId, last ?? 0)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    for (const answer of answers.filter((one) => one.status === 409)) {
      expect((answer.body as unknown as Refusal).detail).toEqual({ code: 'SLOT_TAKEN', message: 'This slot was just taken', free_slots: [] });
    }
    const rows = await t.backend.context.db.select().from(interviewBookings);
    expect(rows.filter((row) => row.slotId === last && row.cancelledAt === null)).toHaveLength(1);
  });

  it('lets one candidate booking twice at once hold one booking only', async () => {
    const { programId, slotIds } = await anInterviewProgram(t, 'Interviews Twice', new Date(t.clock.now() + 3 * DAY), 4);
    const candidate = await anAdmissibleCandidate(t, programId);
    const answers = await Promise.all(slotIds.map((slotId) => book(t, candidate.session, candidate.dealId, slotId)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => (answer.body as unknown as Refusal).detail.code)).toEqual(['ALREADY_BOOKED', 'ALREADY_BOOKED', 'ALREADY_BOOKED']);
  });
});

describe('moving and cancelling until the cut-off', () => {
  it('moves the booking until the last millisecond before the cut-off and refuses it from the cut-off on, to the second', async () => {
    const start = onTheMinute(t.clock.now() + 25 * HOUR).getTime();
    const { programId, slotIds } = await anInterviewProgram(t, 'Interviews Cutoff', new Date(start), 3);
    const candidate = await anAdmissibleCandidate(t, programId);
    expect((await book(t, candidate.session, candidate.dealId, slotIds[0] ?? 0)).status).toBe(200);
    const cutoff = start - 24 * HOUR;
    expect((await view(candidate.session, candidate.dealId)).booking?.change_until).toBe(new Date(cutoff).toISOString());

    setClock(t, cutoff - 1);
    const moved = await as<CandidateInterviewView>(candidate.session, 'PUT', `/applications/${candidate.dealId}/interview`, { slot_id: slotIds[0] === undefined ? 0 : (slotIds[0] ?? 0), adjustments: NO_NEEDS });
    // Moving to the slot it holds is no move at all: the slot is not free.
    expect(moved.status).toBe(409);
    const movedBack = await as<CandidateInterviewView>(candidate.session, 'PUT', `/applications/${candidate.dealId}/interview`, { slot_id: slotIds[2], adjustments: NO_NEEDS });
    expect(movedBack.status).toBe(200);
    expect(movedBack.body.booking?.slot.id).toBe(slotIds[2]);
    const [mail] = await interviewMailsTo(t, candidate.email);
    expect(mail?.subject).toBe('Northbridge Business School: your admission interview has moved');
    const calendar = calendarOf(mail);
    expect(calendar.event.sequence).toBe(1);
    expect(calendar.event.startDate.toJSDate().toISOString()).toBe(new Date(start + 2 * HOUR).toISOString());

    // The third slot's own cut-off is two hours later: move the clock to it, exactly.
    setClock(t, start + 2 * HOUR - 24 * HOUR);
    const closed = await as<Refusal>(candidate.session, 'PUT', `/applications/${candidate.dealId}/interview`, { slot_id: slotIds[1], adjustments: NO_NEEDS });
    expect([closed.status, closed.body.detail.code]).toEqual([409, 'CHANGE_CLOSED']);
    const cancelClosed = await as<Refusal>(candidate.session, 'POST', `/applications/${candidate.dealId}/interview/cancel`, { reason: 'Ill' });
    expect([cancelClosed.status, cancelClosed.body.detail.code]).toEqual([409, 'CHANGE_CLOSED']);
    expect((await view(candidate.session, candidate.dealId)).lock).toBe('CHANGE_CLOSED');
  });

  it('cancels with a reason (required), tells the candidate with a CANCEL calendar file and the panel, and frees the slot', async () => {
    const { programId, slotIds } = await anInterviewProgram(t, 'Interviews Cancel', new Date(t.clock.now() + 3 * DAY), 1);
    const candidate = await anAdmissibleCandidate(t, programId);
    expect((await book(t, candidate.session, candidate.dealId, slotIds[0] ?? 0)).status).toBe(200);
    const noReason = await as<Refusal>(candidate.session, 'POST', `/applications/${candidate.dealId}/interview/cancel`, { reason: '  ' });
    expect([noReason.status, noReason.body.detail.code]).toEqual([422, 'REASON_REQUIRED']);
    const cancelled = await as<CandidateInterviewView>(candidate.session, 'POST', `/applications/${candidate.dealId}/interview/cancel`, { reason: 'I have an exam that day' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ booking: null, lock: null });
    expect(cancelled.body.free_slots.map((slot) => slot.id)).toEqual(slotIds);
    const [mail] = await interviewMailsTo(t, candidate.email);
    expect(mail?.text).toContain('I have an exam that day');
    const calendar = calendarOf(mail);
    expect([calendar.method, calendar.event.sequence]).toEqual(['CANCEL', 1]);
    const [panelMail] = await interviewMailsTo(t, PANELIST.email);
    expect(panelMail?.subject).toBe(`Northbridge Business School: ${candidate.firstName} ${candidate.lastName}’s interview is cancelled`);
    expect(new URL(panelMail?.link ?? '').pathname).toBe(portalPath('panelInterviews'));
  });
});

describe("staff's booking during a call", () => {
  it('lets an agent book, move and cancel for the candidate (each e-mailed, naming them), and refuses reviewers', async () => {
    const { programId, slotIds } = await anInterviewProgram(t, 'Interviews Staff', new Date(t.clock.now() + 3 * DAY), 2);
    const candidate = await anAdmissibleCandidate(t, programId);
    const path = `/admin/applications/${candidate.dealId}/interview`;
    expect((await as(reviewer, 'GET', path)).status).toBe(403);
    expect((await as(candidate.session, 'GET', path)).status).toBe(403);
    const booked = await as<StaffInterviewView>(agent, 'POST', path, { slot_id: slotIds[0], adjustments: { kinds: ['step_free_access'], other: '' } });
    expect(booked.status).toBe(200);
    expect(booked.body.booking).toMatchObject({ booked_by: 'Aaron Agent', adjustments: { kinds: ['step_free_access'] }, slot: { id: slotIds[0], panel: [{ id: PANELIST.id }] } });
    expect((await interviewMailsTo(t, candidate.email))[0]?.text).toContain('Aaron Agent booked your admission interview for you');
    const moved = await as<StaffInterviewView>(admin, 'PUT', path, { slot_id: slotIds[1], adjustments: NO_NEEDS });
    expect(moved.body.booking?.slot.id).toBe(slotIds[1]);
    const cancelled = await as<StaffInterviewView>(agent, 'POST', `${path}/cancel`, { reason: 'The candidate asked by phone' });
    expect(cancelled.body.booking).toBeNull();
    expect(cancelled.body.history.map((entry) => [entry.kind, entry.actor])).toEqual([
      ['booked', 'Aaron Agent'],
      ['moved', 'Alice Admin'],
      ['cancelled', 'Aaron Agent'],
    ]);
    expect((await interviewMailsTo(t, candidate.email))[0]?.text).toContain('Aaron Agent cancelled your admission interview');
  });

  it('gives a no-show one new booking when staff allow it, and refuses it for anyone else', async () => {
    const { programId, slotIds } = await anInterviewProgram(t, 'Interviews Rebook', new Date(t.clock.now() + 3 * DAY), 1);
    const past = await insertSlot(t.backend.context.db, { programId, startsAt: new Date(t.clock.now() - DAY), panelIds: [PANELIST.id] });
    const candidate = await anAdmissibleCandidate(t, programId);
    const path = `/admin/applications/${candidate.dealId}/interview/rebook`;
    const none = await as<Refusal>(admin, 'POST', path);
    expect([none.status, none.body.detail.code]).toEqual([409, 'NOT_A_NO_SHOW']);
    await insertBooking(t.backend.context.db, { slotId: past, dealId: candidate.dealId, bookedAt: new Date(t.clock.now() - 3 * DAY), attendance: 'no_show' });
    expect(await view(candidate.session, candidate.dealId)).toMatchObject({ lock: 'NO_SHOW', booking: { attendance: 'no_show' } });
    const refused = await book(t, candidate.session, candidate.dealId, slotIds[0] ?? 0);
    expect([refused.status, (refused.body as unknown as Refusal).detail.code]).toEqual([409, 'NO_SHOW']);
    expect((await as(reviewer, 'POST', path)).status).toBe(403);
    const allowed = await as<StaffInterviewView>(agent, 'POST', path);
    expect(allowed.body).toMatchObject({ rebook_allowed: true });
    expect(await view(candidate.session, candidate.dealId)).toMatchObject({ lock: null, booking: null });
    expect((await book(t, candidate.session, candidate.dealId, slotIds[0] ?? 0)).status).toBe(200);
  });
});
