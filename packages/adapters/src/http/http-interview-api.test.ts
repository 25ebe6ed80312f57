// Unit tests of the interview adapter against a real local server: what it sends, and what it keeps of an answer.
import { describe, expect, it } from 'vitest';
import { aToken, tokenSource } from '../testing/builders';
import { useTestServer } from '../testing/test-server';
import { ApiHttpClient } from './api-http-client';
import { HttpInterviewApi } from './http-interview-api';

const server = useTestServer({ status: 200, body: {} });
const interviewApi = () => new HttpInterviewApi(new ApiHttpClient({ baseUrl: server.url, tokens: tokenSource(aToken('candidate')) }));

const FREE = { id: 9202, starts_at: '2030-03-04T09:30:00.000Z', ends_at: '2030-03-04T10:00:00.000Z', mode: 'video', address: null };
const aCandidateAnswer = (extra: Record<string, unknown> = {}) => ({
  application_id: 7010,
  program_name: 'MSc Finance',
  time_zone: 'Europe/London',
  booking_place: 'portal',
  outside_url: null,
  change_cutoff_hours: 24,
  booking: null,
  free_slots: [FREE],
  lock: null,
  ...extra,
});

describe("HttpInterviewApi: the candidate's calls", () => {
  it('reads missing lists and parts as empty or null, and keeps no field beside the ones read', async () => {
    server.answer({ status: 200, body: aCandidateAnswer({ free_slots: undefined, lock: undefined, panel: ['Rita Reviewer'] }) });
    const view = await interviewApi().candidateInterview(7010);
    expect(view.free_slots).toEqual([]);
    expect(view.lock).toBeNull();
    expect(JSON.stringify(view)).not.toContain('Rita');
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: '/applications/7010/interview' });
  });

  it('reads a booking without adjustments as none asked for', async () => {
    const booking = { booking_id: 9301, slot: { id: 9201, starts_at: FREE.starts_at, ends_at: FREE.ends_at, mode: 'video', location: 'https://meet.example/x' }, booked_at: FREE.starts_at, change_until: FREE.starts_at };
    server.answer({ status: 200, body: aCandidateAnswer({ booking }) });
    const view = await interviewApi().candidateInterview(7010);
    expect(view.booking).toMatchObject({ adjustments: { kinds: [], other: '' }, attendance: null });
  });

  it('sends only the slot and the adjustments when booking', async () => {
    server.answer({ status: 200, body: aCandidateAnswer() });
    const request = { slot_id: 9201, adjustments: { kinds: ['other'], other: 'A quiet room' }, extra: 'no' } as never;
    await interviewApi().book(7010, request);
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/applications/7010/interview' });
    expect(server.requests[0]?.json()).toEqual({ slot_id: 9201, adjustments: { kinds: ['other'], other: 'A quiet room' } });
  });

  it('rejects a 409 SLOT_TAKEN with the code and the free slots as its detail', async () => {
    server.answer({ status: 409, body: { detail: { code: 'SLOT_TAKEN', message: 'This slot was just taken', free_slots: [{ ...FREE, panel: 'x' }] } } });
    await expect(interviewApi().book(7010, { slot_id: 9201, adjustments: { kinds: [], other: '' } })).rejects.toMatchObject({
      code: 'CONFLICT',
      status: 409,
      detail: { code: 'SLOT_TAKEN', free_slots: [FREE] },
    });
  });

  it('keeps a refusal without a code as the server sent it', async () => {
    server.answer({ status: 403, body: { detail: 'Forbidden' } });
    await expect(interviewApi().candidateInterview(7010)).rejects.toMatchObject({ code: 'FORBIDDEN', detail: 'Forbidden' });
  });
});

describe("HttpInterviewApi: the admin's and the panel's calls", () => {
  it('reads a PANEL_OVERLAP with who and when, and a SLOT_BATCH_INVALID with its field', async () => {
    const conflict = { member_id: 'r1', member_name: 'Rita Reviewer', starts_at: FREE.starts_at, other_slot_id: 9201, other_starts_at: FREE.starts_at };
    server.answer({ status: 409, body: { detail: { code: 'PANEL_OVERLAP', conflicts: [conflict] } } });
    const batch = { dates: ['2030-03-04'], from: '09:00', to: '10:00', length_minutes: 30, gap_minutes: 0, mode: 'video', location: null, panel_ids: ['r1'] } as const;
    await expect(interviewApi().createSlots(3, batch)).rejects.toMatchObject({ detail: { code: 'PANEL_OVERLAP', conflicts: [conflict] } });
    server.answer({ status: 422, body: { detail: { code: 'SLOT_BATCH_INVALID', field: 'to' } } });
    await expect(interviewApi().createSlots(3, batch)).rejects.toMatchObject({ code: 'INVALID_INPUT', detail: { code: 'SLOT_BATCH_INVALID', field: 'to' } });
  });

  it('sends the slot ids to remove and reads missing lists as empty', async () => {
    server.answer({ status: 200, body: { removed: [9202] } });
    expect(await interviewApi().removeSlots([9201, 9202])).toEqual({ removed: [9202], refused: [] });
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/admin/interview-slots/remove' });
    expect(server.requests[0]?.json()).toEqual({ slot_ids: [9201, 9202] });
  });

  it("reads a panel row's missing attendance and score flag as null and false", async () => {
    const row = { booking_id: 9301, application_id: 7010, candidate_name: 'Chris', program_name: 'MSc Finance', starts_at: FREE.starts_at, ends_at: FREE.ends_at, mode: 'phone', location: null };
    server.answer({ status: 200, body: [row] });
    expect(await interviewApi().panelInterviews()).toEqual([{ ...row, adjustments: { kinds: [], other: '' }, attendance: null, scored: false }]);
  });
});
