import { describe, expect, it } from 'vitest';
import type { StaffBooking, StaffInterviewView } from '@admission/domain';
import { staffInterviewActions } from './staff-interview-actions';

const NOW = Date.parse('2026-03-01T09:00:00Z');
const DAY_MS = 86_400_000;
const at = (ms: number) => new Date(ms).toISOString();

const staffBooking = (days: number, extra: Partial<StaffBooking> = {}): StaffBooking => ({
  booking_id: 301,
  slot: { id: 201, program_id: 7, starts_at: at(NOW + days * DAY_MS), ends_at: at(NOW + days * DAY_MS + 1_800_000), mode: 'phone', location: null, panel: [], booking: null },
  adjustments: { kinds: [], other: '' },
  booked_at: at(NOW - DAY_MS),
  booked_by: 'candidate',
  attendance: null,
  ...extra,
});

const staffInterview = (extra: Partial<StaffInterviewView> = {}): StaffInterviewView => ({
  application_id: 42,
  program_id: 7,
  time_zone: 'Europe/London',
  booking_place: 'portal',
  booking: null,
  free_slots: [],
  rebook_allowed: false,
  history: [],
  scores: [],
  interview_score: null,
  rubric: { criteria: [] },
  ...extra,
});

const HOUR_MS = 3_600_000;
const actions = (...args: Parameters<typeof staffInterviewActions>) => [...staffInterviewActions(...args)].sort();

describe('the Interview tab’s buttons', () => {
  it('offer an admissible application without a booking to be booked, for admins and agents alike', () => {
    expect(actions(staffInterview(), 'admin', 'ADMISSIBLE', NOW)).toEqual(['book']);
    expect(actions(staffInterview(), 'agent', 'ADMISSIBLE', NOW)).toEqual(['book']);
  });

  it('offer nothing to a reviewer, nor at another status, nor for a program booking outside the portal', () => {
    expect(actions(staffInterview(), 'reviewer', 'ADMISSIBLE', NOW)).toEqual([]);
    expect(actions(staffInterview(), 'admin', 'COMPLETE', NOW)).toEqual([]);
    expect(actions(staffInterview({ booking_place: 'outside' }), 'admin', 'ADMISSIBLE', NOW)).toEqual([]);
  });

  it('offer a move and a cancellation until the very start (no cut-off for staff), then neither', () => {
    const view = staffInterview({ booking: staffBooking(1) });
    const start = Date.parse(view.booking?.slot.starts_at ?? '');
    expect(actions(view, 'agent', 'ADMISSIBLE', start - HOUR_MS)).toEqual(['cancel', 'move']);
    expect(actions(view, 'agent', 'ADMISSIBLE', start - 1)).toEqual(['cancel', 'move']);
    expect(actions(view, 'agent', 'ADMISSIBLE', start)).toEqual([]);
  });

  it('offer a no-show a new booking, booked by staff or allowed for the candidate', () => {
    const view = staffInterview({ booking: staffBooking(-1, { attendance: 'no_show' }) });
    expect(actions(view, 'admin', 'ADMISSIBLE', NOW)).toEqual(['allow-rebook', 'book']);
  });

  it('offer nothing once the interview was held', () => {
    expect(actions(staffInterview({ booking: staffBooking(-1, { attendance: 'attended' }) }), 'admin', 'ADMISSIBLE', NOW)).toEqual([]);
  });
});
