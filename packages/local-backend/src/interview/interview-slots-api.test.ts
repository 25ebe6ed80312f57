// An admin's interview slots and settings over HTTP: batches in the school's time zone, a panel member never in two
// slots at once (parallel batches too), a booked slot's times kept, removals; who may call what.
import type { InterviewSettingsView, InterviewSlotView, ProgramInterviewsView } from '@admission/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session, TestBackend } from '../testing/test-backend';
import { anAdmissibleCandidate, anInterviewProgram, book, DAY, HOUR, PANELIST, startInterviewBackend } from './interview-testing';

let t: TestBackend;
let admin: Session;
let agent: Session;
let reviewer: Session;
beforeAll(async () => {
  ({ t, admin, agent, reviewer } = await startInterviewBackend());
});
afterAll(() => t.close());

type Refusal = { detail: { code: string; field?: string; reason?: string; conflicts?: { member_id: string; member_name: string; other_slot_id: number }[] } };
const as = <T = unknown>(session: Session, method: string, path: string, body?: unknown) => t.call<T>(method, path, { token: session.accessToken, body });

const batch = (dates: string[], from: string, to: string, panelIds: string[] = [PANELIST.id]) => ({ dates, from, to, length_minutes: 30, gap_minutes: 0, mode: 'on_site', location: '1 Admissions Square', panel_ids: panelIds });

describe("an admin's slots", () => {
  it('opens a batch in the school\'s time zone: every 30 minutes from 9:00 to 10:30 London time, over two days', async () => {
    const { programId } = await anInterviewProgram(t, 'Slots A', new Date(t.clock.now() + DAY), 0);
    const made = await as<InterviewSlotView[]>(admin, 'POST', `/admin/programs/${programId}/interview-slots`, batch(['2030-07-01', '2030-07-02'], '09:00', '10:30'));
    expect(made.status).toBe(201);
    // British Summer Time: 09:00 in London is 08:00 UTC.
    expect(made.body.map((slot) => slot.starts_at)).toEqual(['2030-07-01T08:00:00.000Z', '2030-07-01T08:30:00.000Z', '2030-07-01T09:00:00.000Z', '2030-07-02T08:00:00.000Z', '2030-07-02T08:30:00.000Z', '2030-07-02T09:00:00.000Z']);
    expect(made.body[0]).toMatchObject({ program_id: programId, mode: 'on_site', location: '1 Admissions Square', panel: [{ id: PANELIST.id, name: 'Rita Reviewer', role: 'reviewer' }], booking: null });
    const page = await as<ProgramInterviewsView>(admin, 'GET', `/admin/programs/${programId}/interviews`);
    expect(page.body).toMatchObject({ program_id: programId, time_zone: 'Europe/London', settings: { booking_place: 'portal', change_cutoff_hours: 24, interview_weight: 0.5, rubric_editable: true } });
    expect(page.body.slots).toHaveLength(6);
    expect(page.body.eligible_panel.map((member) => member.role).sort()).toEqual(expect.arrayContaining(['admin', 'agent', 'reviewer']));
  });

  it('refuses a batch the domain refuses, naming the field, a place the mode does not take, and a panel member who is not eligible', async () => {
    const { programId } = await anInterviewProgram(t, 'Slots B', new Date(t.clock.now() + DAY), 0);
    const path = `/admin/programs/${programId}/interview-slots`;
    const backwards = await as<Refusal>(admin, 'POST', path, batch(['2030-07-01'], '10:00', '09:00'));
    expect([backwards.status, backwards.body.detail.code, backwards.body.detail.field]).toEqual([422, 'SLOT_BATCH_INVALID', 'to']);
    const noAddress = await as<Refusal>(admin, 'POST', path, { ...batch(['2030-07-01'], '09:00', '10:00'), location: '' });
    expect([noAddress.status, noAddress.body.detail.code, noAddress.body.detail.field]).toEqual([422, 'SLOT_PLACE_INVALID', 'location']);
    const stranger = await as<Refusal>(admin, 'POST', path, batch(['2030-07-01'], '09:00', '10:00', ['no-such-member']));
    expect([stranger.status, stranger.body.detail.code]).toEqual([422, 'PANEL_INVALID']);
  });

  it('never puts a panel member in two slots at once: 409 PANEL_OVERLAP names them and their other slot', async () => {
    const { programId } = await anInterviewProgram(t, 'Slots C', new Date(t.clock.now() + DAY), 0);
    const path = `/admin/programs/${programId}/interview-slots`;
    const first = await as<InterviewSlotView[]>(admin, 'POST', path, batch(['2030-08-01'], '09:00', '10:00'));
    expect(first.status).toBe(201);
    const overlapping = await as<Refusal>(admin, 'POST', path, batch(['2030-08-01'], '09:15', '09:45'));
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.detail.code).toBe('PANEL_OVERLAP');
    expect(overlapping.body.detail.conflicts?.[0]).toMatchObject({ member_id: PANELIST.id, member_name: 'Rita Reviewer', other_slot_id: first.body[0]?.id });
    // Back to back is no overlap.
    expect((await as(admin, 'POST', path, batch(['2030-08-01'], '10:00', '10:30'))).status).toBe(201);
  });

  it('lets exactly one of parallel batches that overlap for the same member in (the member\'s row lock serialises them)', async () => {
    const programs = await Promise.all(['Slots D1', 'Slots D2', 'Slots D3', 'Slots D4'].map((name) => anInterviewProgram(t, name, new Date(t.clock.now() + DAY), 0)));
    const answers = await Promise.all(programs.map(({ programId }) => as<Refusal>(admin, 'POST', `/admin/programs/${programId}/interview-slots`, batch(['2030-09-01'], '14:00', '15:00'))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
  });

  it('keeps a booked slot\'s times (409 SLOT_BOOKED) but changes its place, and removes only the slots no booking holds', async () => {
    const { programId, slotIds } = await anInterviewProgram(t, 'Slots E', new Date(t.clock.now() + 3 * DAY), 2);
    const [held, free] = slotIds;
    const candidate = await anAdmissibleCandidate(t, programId);
    expect((await book(t, candidate.session, candidate.dealId, held ?? 0)).status).toBe(200);
    const [slot] = (await as<ProgramInterviewsView>(admin, 'GET', `/admin/programs/${programId}/interviews`)).body.slots;
    if (slot === undefined) throw new Error('no slot');
    const later = { starts_at: new Date(Date.parse(slot.starts_at) + 5 * HOUR).toISOString(), ends_at: new Date(Date.parse(slot.ends_at) + 5 * HOUR).toISOString(), mode: 'video', location: 'https://meet.example/other', panel_ids: [PANELIST.id] };
    const moved = await as<Refusal>(admin, 'PATCH', `/admin/interview-slots/${held}`, later);
    expect([moved.status, moved.body.detail.code]).toEqual([409, 'SLOT_BOOKED']);
    const relinked = await as<InterviewSlotView>(admin, 'PATCH', `/admin/interview-slots/${held}`, { ...later, starts_at: slot.starts_at, ends_at: slot.ends_at });
    expect(relinked.body).toMatchObject({ location: 'https://meet.example/other', booking: { application_id: candidate.dealId } });
    const removal = await as<{ removed: number[]; refused: { slot_id: number; code: string }[] }>(admin, 'POST', '/admin/interview-slots/remove', { slot_ids: [held, free, 999_999] });
    expect(removal.body).toEqual({ removed: [free], refused: [{ slot_id: held, code: 'SLOT_BOOKED' }, { slot_id: 999_999, code: 'NOT_FOUND' }] });
  });

  it('saves the settings (422 naming a refused field), and refuses every call of this page to agents, reviewers and candidates', async () => {
    const { programId } = await anInterviewProgram(t, 'Slots F', new Date(t.clock.now() + DAY), 1);
    const path = `/admin/programs/${programId}/interview-settings`;
    const current = (await as<ProgramInterviewsView>(admin, 'GET', `/admin/programs/${programId}/interviews`)).body.settings;
    const { rubric_editable: _editable, ...update } = current;
    const saved = await as<InterviewSettingsView>(admin, 'PUT', path, { ...update, change_cutoff_hours: 48, interview_weight: 0.4 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ change_cutoff_hours: 48, interview_weight: 0.4 });
    const refused = await as<Refusal>(admin, 'PUT', path, { ...update, interview_weight: 2 });
    expect([refused.status, refused.body.detail.code, refused.body.detail.field]).toEqual([422, 'INTERVIEW_SETTINGS_INVALID', 'interview_weight']);
    const candidate = await anAdmissibleCandidate(t, programId);
    for (const session of [agent, reviewer, candidate.session]) {
      expect((await as(session, 'GET', `/admin/programs/${programId}/interviews`)).status).toBe(403);
      expect((await as(session, 'PUT', path, update)).status).toBe(403);
      expect((await as(session, 'POST', `/admin/programs/${programId}/interview-slots`, batch(['2030-07-01'], '09:00', '10:00'))).status).toBe(403);
      expect((await as(session, 'POST', '/admin/interview-slots/remove', { slot_ids: [1] })).status).toBe(403);
    }
  });
});
