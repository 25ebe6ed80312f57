import { describe, expect, it } from 'vitest';
import { MatchersV3, type Matcher } from '@pact-foundation/pact';
import type { BookingRequest, Rubric, SlotBatchRequest } from '@admission/domain';
import { PROVIDER_STATES as S } from '../pact/provider-states';
import { anySuccess, authenticated, createPact, EXAMPLE_ACCESS_TOKEN, isoTimestamp, jsonResponse, tokens } from '../pact/pact-harness';
import { ApiHttpClient } from './api-http-client';
import { HttpInterviewApi } from './http-interview-api';

const { like, eachLike, regex, integer, boolean } = MatchersV3;
const pact = createPact();
const interviewApi = (url: string) => new HttpInterviewApi(new ApiHttpClient({ baseUrl: url, tokens: tokens(EXAMPLE_ACCESS_TOKEN) }));

const REVIEWER_1 = '5e0a0000-0000-4000-a000-000000009001';
const withJson = { ...authenticated, 'Content-Type': 'application/json' };
const VIDEO_LINK = 'https://meet.example/msc-finance-9201';

/** An error answer: the API's `{detail}` as JSON. */
const refusedWith = (detail: unknown) => (b: { headers(h: Record<string, Matcher<string>>): { jsonBody(body: unknown): unknown } }) => {
  b.headers(jsonResponse).jsonBody({ detail });
};

const mode = (example: string) => regex('^(on_site|video|phone)$', example);
const zone = like('Europe/London');
const freeSlot = (id: number) => ({ id: integer(id), starts_at: isoTimestamp('2030-03-04T09:30:00.000Z'), ends_at: isoTimestamp('2030-03-04T10:00:00.000Z'), mode: mode('video'), address: null });
const bookedSlot = (id: number) => ({ id: integer(id), starts_at: isoTimestamp('2030-03-04T09:00:00.000Z'), ends_at: isoTimestamp('2030-03-04T09:30:00.000Z'), mode: mode('video'), location: like(VIDEO_LINK) });
const adjustments = (kinds: readonly string[], other: string) => ({ kinds: kinds.length === 0 ? [] : eachLike(regex('^(extra_time|step_free_access|sign_language_interpreter|other)$', kinds[0] ?? 'extra_time'), kinds.length), other: like(other) });
const candidateView = (parts: { booking: unknown; free_slots: unknown; lock: unknown }) => ({
  application_id: integer(7010),
  program_name: like('MSc Finance'),
  time_zone: zone,
  booking_place: 'portal',
  outside_url: null,
  change_cutoff_hours: integer(24),
  ...parts,
});
const candidateBooking = (slotId: number) => ({
  booking_id: integer(9301),
  slot: { ...bookedSlot(slotId), id: integer(slotId) },
  adjustments: adjustments(['extra_time'], ''),
  booked_at: isoTimestamp('2030-02-25T09:00:00.000Z'),
  change_until: isoTimestamp('2030-03-03T09:00:00.000Z'),
  attendance: null,
});
const localText = (en: string, fr: string) => ({ en: like(en), fr: like(fr) });
const rubricMatcher = {
  criteria: eachLike({ id: regex('^[a-z][a-z0-9_]*$', 'motivation'), weight: integer(1), label: localText('Motivation', 'Motivation'), levels: eachLike(localText('Weak', 'Faible'), 5) }, 2),
};
const panelMember = { id: like(REVIEWER_1), name: like('Rita Reviewer'), role: regex('^(admin|agent|reviewer)$', 'reviewer') };
const staffSlot = (id: number, booking: unknown) => ({
  id: integer(id),
  program_id: integer(3),
  starts_at: isoTimestamp('2030-03-04T09:00:00.000Z'),
  ends_at: isoTimestamp('2030-03-04T09:30:00.000Z'),
  mode: mode('video'),
  location: like(VIDEO_LINK),
  panel: eachLike(panelMember),
  booking,
});
const slotHolder = { booking_id: integer(9301), application_id: integer(7010), candidate_name: like('Chris Candidate') };
const settingsBody = {
  booking_place: regex('^(portal|outside)$', 'portal'),
  outside_url: null,
  change_cutoff_hours: integer(24),
  interview_weight: like(0.5),
  rubric: rubricMatcher,
  rubric_editable: boolean(true),
};
const historyEntry = {
  at: isoTimestamp('2030-02-25T09:00:00.000Z'),
  actor: like('candidate'),
  kind: regex('^(booked|moved|cancelled|attendance|scored|rebook-allowed)$', 'booked'),
  starts_at: isoTimestamp('2030-03-04T09:00:00.000Z'),
  reason: null,
  attendance: null,
};
/** A history entry whose time, reason and attendance depend on its kind: only what every entry has. */
const anyHistoryEntry = { at: isoTimestamp('2030-02-25T09:00:00.000Z'), actor: like('candidate'), kind: regex('^(booked|moved|cancelled|attendance|scored|rebook-allowed)$', 'booked') };
const staffView = (parts: Record<string, unknown>) => ({
  application_id: integer(7010),
  program_id: integer(3),
  time_zone: zone,
  booking_place: 'portal',
  free_slots: eachLike(freeSlot(9202)),
  rebook_allowed: boolean(false),
  scores: [],
  interview_score: null,
  rubric: rubricMatcher,
  ...parts,
});
const staffBooking = {
  booking_id: integer(9301),
  slot: staffSlot(9201, slotHolder),
  adjustments: adjustments(['extra_time'], ''),
  booked_at: isoTimestamp('2030-02-25T09:00:00.000Z'),
  booked_by: like('candidate'),
  attendance: null,
};
const panelRow = (attendance: unknown, scored: boolean) => ({
  booking_id: integer(9301),
  application_id: integer(7010),
  candidate_name: like('Chris Candidate'),
  program_name: like('MSc Finance'),
  starts_at: isoTimestamp('2030-03-04T09:00:00.000Z'),
  ends_at: isoTimestamp('2030-03-04T09:30:00.000Z'),
  mode: mode('video'),
  location: like(VIDEO_LINK),
  adjustments: adjustments(['extra_time'], ''),
  attendance,
  scored: boolean(scored),
});
const panelDetail = (attendance: unknown, myScore: unknown) => ({ ...panelRow(attendance, myScore !== null), time_zone: zone, rubric: rubricMatcher, my_score: myScore });

const BOOKING: BookingRequest = { slot_id: 9201, adjustments: { kinds: ['extra_time', 'other'], other: 'A quiet room, please.' } };
const MOVE: BookingRequest = { slot_id: 9202, adjustments: { kinds: ['extra_time'], other: '' } };
/** Two 30-minute slots on 5 March 2030 from 09:00 to 10:00 (the school's zone), reviewer1 on the panel. */
const BATCH: SlotBatchRequest = { dates: ['2030-03-05'], from: '09:00', to: '10:00', length_minutes: 30, gap_minutes: 0, mode: 'video', location: 'https://meet.example/msc-finance', panel_ids: [REVIEWER_1] };
const SCORE = { scores: { motivation: 4, academics: 3, experience: 5, communication: 4 }, comment: 'Clear and motivated.' } as const;
const criterion = (id: string, en: string, fr: string) => ({
  id,
  weight: 1,
  label: { en, fr },
  levels: [1, 2, 3, 4, 5].map((level) => ({ en: `${en} ${level}`, fr: `${fr} ${level}` })) as unknown as Rubric['criteria'][number]['levels'],
});
/** Program 3's interview rubric, three criteria of equal weight. */
const INTERVIEW_RUBRIC: Rubric = {
  criteria: [criterion('motivation', 'Motivation', 'Motivation'), criterion('communication', 'Communication', 'Communication'), criterion('program_fit', 'Fit with the program', 'Adéquation au programme')],
};
const SETTINGS = { booking_place: 'portal', outside_url: null, change_cutoff_hours: 48, interview_weight: 0.4, rubric: INTERVIEW_RUBRIC } as const;

describe("the admission interview's pact: the candidate's booking", () => {
  it('GET /applications/{id}/interview: the free slots by time, no booking, nothing locked', () =>
    pact
      .addInteraction()
      .given(S.candidateCanBookInterview.name)
      .uponReceiving("a candidate's request for their interview page")
      .withRequest('GET', '/applications/7010/interview', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(candidateView({ booking: null, free_slots: eachLike(freeSlot(9201), 2), lock: null })))
      .executeTest(async (server) => {
        const view = await interviewApi(server.url).candidateInterview(7010);
        expect(view).toMatchObject({ application_id: 7010, time_zone: 'Europe/London', booking_place: 'portal', outside_url: null, booking: null, lock: null });
        expect(view.free_slots[0]).toEqual({ id: 9201, starts_at: '2030-03-04T09:30:00.000Z', ends_at: '2030-03-04T10:00:00.000Z', mode: 'video', address: null });
      }));

  it('GET /applications/{id}/interview: within the cut-off, the booking is locked CHANGE_CLOSED', () =>
    pact
      .addInteraction()
      .given(S.candidateWithinInterviewCutoff.name)
      .uponReceiving("a candidate's request for their interview page within the cut-off")
      .withRequest('GET', '/applications/7010/interview', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(candidateView({ booking: candidateBooking(9201), free_slots: [], lock: 'CHANGE_CLOSED' })))
      .executeTest(async (server) => {
        const view = await interviewApi(server.url).candidateInterview(7010);
        expect(view.lock).toBe('CHANGE_CLOSED');
        expect(view.booking).toMatchObject({ booking_id: 9301, slot: { id: 9201, location: VIDEO_LINK }, adjustments: { kinds: ['extra_time'], other: '' }, attendance: null });
      }));

  it('POST /applications/{id}/interview: books a free slot with the adjustments asked for', () =>
    pact
      .addInteraction()
      .given(S.candidateCanBookInterview.name)
      .uponReceiving('a candidate booking slot 9201 with extra time and words of their own')
      .withRequest('POST', '/applications/7010/interview', (b) => b.headers(withJson).jsonBody(BOOKING))
      .willRespondWith(anySuccess(), (b) => b.headers(jsonResponse).jsonBody(candidateView({ booking: candidateBooking(9201), free_slots: eachLike(freeSlot(9202)), lock: null })))
      .executeTest(async (server) => {
        const view = await interviewApi(server.url).book(7010, BOOKING);
        expect(view.booking).toMatchObject({ booking_id: 9301, slot: { id: 9201 } });
      }));

  it('POST /applications/{id}/interview: a slot just taken answers 409 SLOT_TAKEN with the free slots', () =>
    pact
      .addInteraction()
      .given(S.candidateWhoseSlotWasTaken.name)
      .uponReceiving('a candidate booking slot 9201, which another candidate has just taken')
      .withRequest('POST', '/applications/7010/interview', (b) => b.headers(withJson).jsonBody(BOOKING))
      .willRespondWith(409, refusedWith({ code: 'SLOT_TAKEN', message: like('This slot was just taken'), free_slots: eachLike(freeSlot(9202)) }))
      .executeTest(async (server) => {
        const failure = await interviewApi(server.url).book(7010, BOOKING).catch((error: unknown) => error);
        expect(failure).toMatchObject({ code: 'CONFLICT', status: 409, detail: { code: 'SLOT_TAKEN', free_slots: [{ id: 9202, mode: 'video', address: null }] } });
      }));

  it('PUT /applications/{id}/interview: moves the booking to another free slot', () =>
    pact
      .addInteraction()
      .given(S.candidateWithInterviewBooked.name)
      .uponReceiving('a candidate moving booking 9301 to slot 9202')
      .withRequest('PUT', '/applications/7010/interview', (b) => b.headers(withJson).jsonBody(MOVE))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(candidateView({ booking: candidateBooking(9202), free_slots: eachLike(freeSlot(9201)), lock: null })))
      .executeTest(async (server) => {
        const view = await interviewApi(server.url).move(7010, MOVE);
        expect(view.booking?.slot.id).toBe(9202);
      }));

  it('PUT /applications/{id}/interview: within the cut-off answers 409 CHANGE_CLOSED', () =>
    pact
      .addInteraction()
      .given(S.candidateWithinInterviewCutoff.name)
      .uponReceiving('a candidate moving booking 9301 within the cut-off')
      .withRequest('PUT', '/applications/7010/interview', (b) => b.headers(withJson).jsonBody(MOVE))
      .willRespondWith(409, refusedWith({ code: 'CHANGE_CLOSED', message: like('The interview can no longer be changed') }))
      .executeTest(async (server) => {
        await expect(interviewApi(server.url).move(7010, MOVE)).rejects.toMatchObject({ code: 'CONFLICT', status: 409, detail: { code: 'CHANGE_CLOSED' } });
      }));

  it('POST /applications/{id}/interview/cancel: cancels with a reason; the slots are free again', () =>
    pact
      .addInteraction()
      .given(S.candidateWithInterviewBooked.name)
      .uponReceiving('a candidate cancelling booking 9301 with a reason')
      .withRequest('POST', '/applications/7010/interview/cancel', (b) => b.headers(withJson).jsonBody({ reason: 'I am ill that week.' }))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(candidateView({ booking: null, free_slots: eachLike(freeSlot(9201), 2), lock: null })))
      .executeTest(async (server) => {
        const view = await interviewApi(server.url).cancel(7010, 'I am ill that week.');
        expect(view.booking).toBeNull();
        expect(view.free_slots.length).toBeGreaterThan(0);
      }));

  it('POST /applications/{id}/interview/cancel: within the cut-off answers 409 CHANGE_CLOSED', () =>
    pact
      .addInteraction()
      .given(S.candidateWithinInterviewCutoff.name)
      .uponReceiving('a candidate cancelling booking 9301 within the cut-off')
      .withRequest('POST', '/applications/7010/interview/cancel', (b) => b.headers(withJson).jsonBody({ reason: 'I am ill that week.' }))
      .willRespondWith(409, refusedWith({ code: 'CHANGE_CLOSED', message: like('The interview can no longer be changed') }))
      .executeTest(async (server) => {
        await expect(interviewApi(server.url).cancel(7010, 'I am ill that week.')).rejects.toMatchObject({ status: 409, detail: { code: 'CHANGE_CLOSED' } });
      }));
});

describe("the admission interview's pact: the admin's slots", () => {
  it('GET /admin/programs/{id}/interviews: the settings, the slots with their bookings, who may sit on a panel', () =>
    pact
      .addInteraction()
      .given(S.adminWithInterviewSlots.name)
      .uponReceiving("an admin's request for program 3's interview slots")
      .withRequest('GET', '/admin/programs/3/interviews', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          program_id: integer(3),
          program_name: like('MSc Finance'),
          time_zone: zone,
          settings: settingsBody,
          slots: [staffSlot(9201, slotHolder), { ...staffSlot(9202, null), starts_at: isoTimestamp('2030-03-04T09:30:00.000Z'), ends_at: isoTimestamp('2030-03-04T10:00:00.000Z') }],
          eligible_panel: eachLike(panelMember),
        }),
      )
      .executeTest(async (server) => {
        const view = await interviewApi(server.url).programInterviews(3);
        expect(view.settings).toMatchObject({ booking_place: 'portal', change_cutoff_hours: 24, interview_weight: 0.5, rubric_editable: true });
        expect(view.slots.map((slot) => [slot.id, slot.booking?.booking_id ?? null])).toEqual([
          [9201, 9301],
          [9202, null],
        ]);
        expect(view.slots[0]?.panel[0]).toEqual({ id: REVIEWER_1, name: 'Rita Reviewer', role: 'reviewer' });
        expect(view.eligible_panel.length).toBeGreaterThan(0);
      }));

  it("GET /admin/programs/{id}/interviews: refused to an agent's token (403)", () =>
    pact
      .addInteraction()
      .given(S.agentWithInterviewSlots.name)
      .uponReceiving("an agent's request for program 3's interview slots")
      .withRequest('GET', '/admin/programs/3/interviews', (b) => b.headers(authenticated))
      .willRespondWith(403, refusedWith(like('Admin role required')))
      .executeTest(async (server) => {
        await expect(interviewApi(server.url).programInterviews(3)).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
      }));

  it('PUT /admin/programs/{id}/interview-settings: saves the booking place, cut-off, weight and rubric', () =>
    pact
      .addInteraction()
      .given(S.adminWithInterviewSlots.name)
      .uponReceiving("an admin saving program 3's interview settings")
      .withRequest('PUT', '/admin/programs/3/interview-settings', (b) => b.headers(withJson).jsonBody(SETTINGS))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ ...settingsBody, change_cutoff_hours: integer(48), interview_weight: like(0.4) }))
      .executeTest(async (server) => {
        const saved = await interviewApi(server.url).updateInterviewSettings(3, SETTINGS);
        expect(saved).toMatchObject({ change_cutoff_hours: 48, interview_weight: 0.4 });
      }));

  it('POST /admin/programs/{id}/interview-slots: a batch makes one slot every length plus gap', () =>
    pact
      .addInteraction()
      .given(S.adminWithInterviewSlots.name)
      .uponReceiving('an admin opening two slots on 5 March 2030')
      .withRequest('POST', '/admin/programs/3/interview-slots', (b) => b.headers(withJson).jsonBody(BATCH))
      .willRespondWith(anySuccess(), (b) => b.headers(jsonResponse).jsonBody(eachLike(staffSlot(9203, null), 2)))
      .executeTest(async (server) => {
        const slots = await interviewApi(server.url).createSlots(3, BATCH);
        expect(slots.length).toBeGreaterThanOrEqual(2);
        expect(slots[0]).toMatchObject({ program_id: 3, mode: 'video', booking: null });
      }));

  it('POST /admin/programs/{id}/interview-slots: a panel member already on a slot then answers 409 PANEL_OVERLAP naming who and when', () =>
    pact
      .addInteraction()
      .given(S.adminWithInterviewSlots.name)
      .uponReceiving('an admin opening slots on 4 March 2030, over reviewer1 slots')
      .withRequest('POST', '/admin/programs/3/interview-slots', (b) => b.headers(withJson).jsonBody({ ...BATCH, dates: ['2030-03-04'] }))
      .willRespondWith(
        409,
        refusedWith({
          code: 'PANEL_OVERLAP',
          message: like('A panel member would be in two slots at once'),
          conflicts: eachLike({
            member_id: like(REVIEWER_1),
            member_name: like('Rita Reviewer'),
            starts_at: isoTimestamp('2030-03-04T09:00:00.000Z'),
            other_slot_id: integer(9201),
            other_starts_at: isoTimestamp('2030-03-04T09:00:00.000Z'),
          }),
        }),
      )
      .executeTest(async (server) => {
        const failure = await interviewApi(server.url).createSlots(3, { ...BATCH, dates: ['2030-03-04'] }).catch((error: unknown) => error);
        expect(failure).toMatchObject({ status: 409, detail: { code: 'PANEL_OVERLAP', conflicts: [{ member_id: REVIEWER_1, member_name: 'Rita Reviewer', other_slot_id: 9201 }] } });
      }));

  it('POST /admin/programs/{id}/interview-slots: an end before the start answers 422 SLOT_BATCH_INVALID with the field', () =>
    pact
      .addInteraction()
      .given(S.adminWithInterviewSlots.name)
      .uponReceiving('an admin opening slots that end before they start')
      .withRequest('POST', '/admin/programs/3/interview-slots', (b) => b.headers(withJson).jsonBody({ ...BATCH, from: '12:00', to: '09:00' }))
      .willRespondWith(422, refusedWith({ code: 'SLOT_BATCH_INVALID', message: like('The slots are not valid'), field: like('to') }))
      .executeTest(async (server) => {
        const failure = await interviewApi(server.url).createSlots(3, { ...BATCH, from: '12:00', to: '09:00' }).catch((error: unknown) => error);
        expect(failure).toMatchObject({ code: 'INVALID_INPUT', status: 422, detail: { code: 'SLOT_BATCH_INVALID', field: 'to' } });
      }));

  it('PATCH /admin/interview-slots/{id}: changes a free slot', () =>
    pact
      .addInteraction()
      .given(S.adminWithInterviewSlots.name)
      .uponReceiving('an admin moving free slot 9202 to 10:00 on site')
      .withRequest('PATCH', '/admin/interview-slots/9202', (b) =>
        b.headers(withJson).jsonBody({ starts_at: '2030-03-04T10:00:00.000Z', ends_at: '2030-03-04T10:30:00.000Z', mode: 'on_site', location: '1 Campus Road', panel_ids: [REVIEWER_1] }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({ ...staffSlot(9202, null), starts_at: isoTimestamp('2030-03-04T10:00:00.000Z'), ends_at: isoTimestamp('2030-03-04T10:30:00.000Z'), mode: 'on_site', location: like('1 Campus Road') }),
      )
      .executeTest(async (server) => {
        const slot = await interviewApi(server.url).updateSlot(9202, { starts_at: '2030-03-04T10:00:00.000Z', ends_at: '2030-03-04T10:30:00.000Z', mode: 'on_site', location: '1 Campus Road', panel_ids: [REVIEWER_1] });
        expect(slot).toMatchObject({ id: 9202, mode: 'on_site', location: '1 Campus Road', booking: null });
      }));

  it("PATCH /admin/interview-slots/{id}: a booked slot's times answer 409 SLOT_BOOKED", () =>
    pact
      .addInteraction()
      .given(S.adminWithInterviewSlots.name)
      .uponReceiving('an admin moving booked slot 9201 to 11:00')
      .withRequest('PATCH', '/admin/interview-slots/9201', (b) =>
        b.headers(withJson).jsonBody({ starts_at: '2030-03-04T11:00:00.000Z', ends_at: '2030-03-04T11:30:00.000Z', mode: 'video', location: VIDEO_LINK, panel_ids: [REVIEWER_1] }),
      )
      .willRespondWith(409, refusedWith({ code: 'SLOT_BOOKED', message: like('This slot is booked') }))
      .executeTest(async (server) => {
        const update = { starts_at: '2030-03-04T11:00:00.000Z', ends_at: '2030-03-04T11:30:00.000Z', mode: 'video', location: VIDEO_LINK, panel_ids: [REVIEWER_1] } as const;
        await expect(interviewApi(server.url).updateSlot(9201, update)).rejects.toMatchObject({ status: 409, detail: { code: 'SLOT_BOOKED' } });
      }));

  it('POST /admin/interview-slots/remove: removes the free slot and refuses the booked one (SLOT_BOOKED)', () =>
    pact
      .addInteraction()
      .given(S.adminWithInterviewSlots.name)
      .uponReceiving('an admin removing slots 9201 (booked) and 9202 (free)')
      .withRequest('POST', '/admin/interview-slots/remove', (b) => b.headers(withJson).jsonBody({ slot_ids: [9201, 9202] }))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ removed: [9202], refused: [{ slot_id: 9201, code: 'SLOT_BOOKED' }] }))
      .executeTest(async (server) => {
        expect(await interviewApi(server.url).removeSlots([9201, 9202])).toEqual({ removed: [9202], refused: [{ slot_id: 9201, code: 'SLOT_BOOKED' }] });
      }));
});

describe("the admission interview's pact: staff on an application's Interview tab", () => {
  it('GET /admin/applications/{id}/interview: the booking with its slot and adjustments, the free slots, the history', () =>
    pact
      .addInteraction()
      .given(S.adminWithInterviewBooked.name)
      .uponReceiving("an admin's request for application 7010's interview")
      .withRequest('GET', '/admin/applications/7010/interview', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(staffView({ booking: staffBooking, history: eachLike(historyEntry) })))
      .executeTest(async (server) => {
        const view = await interviewApi(server.url).staffInterview(7010);
        expect(view.booking).toMatchObject({ booking_id: 9301, slot: { id: 9201, booking: { booking_id: 9301 } }, adjustments: { kinds: ['extra_time'] }, attendance: null });
        expect(view.history[0]).toMatchObject({ actor: 'candidate', kind: 'booked', reason: null });
        expect(view).toMatchObject({ rebook_allowed: false, interview_score: null, scores: [] });
      }));

  it('POST /admin/applications/{id}/interview: staff book a free slot for the candidate', () =>
    pact
      .addInteraction()
      .given(S.adminWithApplicationToInterview.name)
      .uponReceiving('an admin booking slot 9201 for application 7010')
      .withRequest('POST', '/admin/applications/7010/interview', (b) => b.headers(withJson).jsonBody(BOOKING))
      .willRespondWith(anySuccess(), (b) => b.headers(jsonResponse).jsonBody(staffView({ booking: { ...staffBooking, booked_by: like('Alex Admin') }, history: eachLike(historyEntry) })))
      .executeTest(async (server) => {
        const view = await interviewApi(server.url).staffBook(7010, BOOKING);
        expect(view.booking).toMatchObject({ booking_id: 9301, booked_by: 'Alex Admin' });
      }));

  it('PUT /admin/applications/{id}/interview: staff move the booking', () =>
    pact
      .addInteraction()
      .given(S.adminWithInterviewBooked.name)
      .uponReceiving("an admin moving application 7010's booking to slot 9202")
      .withRequest('PUT', '/admin/applications/7010/interview', (b) => b.headers(withJson).jsonBody(MOVE))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody(staffView({ booking: { ...staffBooking, slot: staffSlot(9202, slotHolder) }, free_slots: eachLike(freeSlot(9201)), history: eachLike(historyEntry, 2) })),
      )
      .executeTest(async (server) => {
        const view = await interviewApi(server.url).staffMove(7010, MOVE);
        expect(view.booking?.slot.id).toBe(9202);
      }));

  it('POST /admin/applications/{id}/interview/cancel: staff cancel with a reason', () =>
    pact
      .addInteraction()
      .given(S.adminWithInterviewBooked.name)
      .uponReceiving("an admin cancelling application 7010's booking with a reason")
      .withRequest('POST', '/admin/applications/7010/interview/cancel', (b) => b.headers(withJson).jsonBody({ reason: 'The candidate asked by phone.' }))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(staffView({ booking: null, free_slots: eachLike(freeSlot(9201), 2), history: eachLike(anyHistoryEntry, 2) })))
      .executeTest(async (server) => {
        const view = await interviewApi(server.url).staffCancel(7010, 'The candidate asked by phone.');
        expect(view.booking).toBeNull();
      }));

  it('POST /admin/applications/{id}/interview/rebook: staff give a no-show one new booking', () =>
    pact
      .addInteraction()
      .given(S.adminWithNoShow.name)
      .uponReceiving('an admin allowing application 7010 a new booking after a no-show')
      .withRequest('POST', '/admin/applications/7010/interview/rebook', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody(staffView({ booking: { ...staffBooking, slot: staffSlot(9201, null), attendance: 'no_show' }, rebook_allowed: true, history: eachLike(anyHistoryEntry, 2) })),
      )
      .executeTest(async (server) => {
        const view = await interviewApi(server.url).allowRebook(7010);
        expect(view.rebook_allowed).toBe(true);
        expect(view.booking?.attendance).toBe('no_show');
      }));
});

describe("the admission interview's pact: the panel's pages", () => {
  it('GET /interviews: the panel member their interviews in time order', () =>
    pact
      .addInteraction()
      .given(S.panelMemberWithInterviewHeld.name)
      .uponReceiving("a panel member's request for their interviews")
      .withRequest('GET', '/interviews', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(eachLike(panelRow(null, false))))
      .executeTest(async (server) => {
        const [row] = await interviewApi(server.url).panelInterviews();
        expect(row).toMatchObject({ booking_id: 9301, application_id: 7010, location: VIDEO_LINK, adjustments: { kinds: ['extra_time'], other: '' }, attendance: null, scored: false });
      }));

  it('GET /interviews/{id}: one interview with the rubric, nothing scored yet', () =>
    pact
      .addInteraction()
      .given(S.panelMemberWithInterviewHeld.name)
      .uponReceiving("a panel member's request for interview 9301")
      .withRequest('GET', '/interviews/9301', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(panelDetail(null, null)))
      .executeTest(async (server) => {
        const detail = await interviewApi(server.url).panelInterview(9301);
        expect(detail).toMatchObject({ booking_id: 9301, time_zone: 'Europe/London', my_score: null });
        expect(detail.rubric.criteria[0]?.levels).toHaveLength(5);
      }));

  it('GET /interviews/{id}: a reviewer not on its panel is refused (403)', () =>
    pact
      .addInteraction()
      .given(S.reviewerNotOnThePanel.name)
      .uponReceiving("a reviewer's request for interview 9301, not on its panel")
      .withRequest('GET', '/interviews/9301', (b) => b.headers(authenticated))
      .willRespondWith(403, (b) => b.headers(jsonResponse).jsonBody({ detail: 'Forbidden' }))
      .executeTest(async (server) => {
        await expect(interviewApi(server.url).panelInterview(9301)).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
      }));

  it('PUT /interviews/{id}/attendance: records the candidate attended', () =>
    pact
      .addInteraction()
      .given(S.panelMemberWithInterviewHeld.name)
      .uponReceiving('a panel member recording that the candidate of interview 9301 attended')
      .withRequest('PUT', '/interviews/9301/attendance', (b) => b.headers(withJson).jsonBody({ attendance: 'attended' }))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(panelDetail('attended', null)))
      .executeTest(async (server) => {
        expect((await interviewApi(server.url).recordAttendance(9301, 'attended')).attendance).toBe('attended');
      }));

  it('PUT /interviews/{id}/score: before the attendance is recorded answers 409 NOT_ATTENDED', () =>
    pact
      .addInteraction()
      .given(S.panelMemberWithInterviewHeld.name)
      .uponReceiving('a panel member scoring interview 9301 before recording the attendance')
      .withRequest('PUT', '/interviews/9301/score', (b) => b.headers(withJson).jsonBody(SCORE))
      .willRespondWith(409, refusedWith({ code: 'NOT_ATTENDED', message: like('Record the attendance first') }))
      .executeTest(async (server) => {
        await expect(interviewApi(server.url).scoreInterview(9301, SCORE)).rejects.toMatchObject({ code: 'CONFLICT', status: 409, detail: { code: 'NOT_ATTENDED' } });
      }));

  it('PUT /interviews/{id}/score: scores an attended interview on the rubric, with a comment', () =>
    pact
      .addInteraction()
      .given(S.panelMemberWithInterviewAttended.name)
      .uponReceiving('a panel member scoring attended interview 9301')
      .withRequest('PUT', '/interviews/9301/score', (b) => b.headers(withJson).jsonBody(SCORE))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody(panelDetail('attended', { scores: like(SCORE.scores), comment: like(SCORE.comment), submitted_at: isoTimestamp('2030-03-04T10:30:00.000Z') })),
      )
      .executeTest(async (server) => {
        const detail = await interviewApi(server.url).scoreInterview(9301, SCORE);
        expect(detail).toMatchObject({ scored: true, my_score: { scores: SCORE.scores, comment: SCORE.comment } });
      }));
});
