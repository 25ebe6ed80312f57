import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INTERVIEW_REMINDER_KINDS, type InterviewReminderKind } from './interview-kinds';
import { dueInterviewReminders, INTERVIEW_REMINDER_OFFSETS, type ReminderBooking } from './interview-reminders';

const HOUR = 3_600_000;
const START = '2026-03-10T09:00:00.000Z';
const START_MS = Date.parse(START);
const booking = (overrides: Partial<ReminderBooking> = {}): ReminderBooking => ({ startsAt: START, bookedAt: '2026-03-01T12:00:00.000Z', cancelled: false, sent: [], ...overrides });

describe('dueInterviewReminders', () => {
  it('is 48 hours before for the candidate and the panel, 2 hours before for the candidate again', () => {
    expect(INTERVIEW_REMINDER_OFFSETS['candidate-48h'].hours).toBe(48);
    expect(INTERVIEW_REMINDER_OFFSETS['panel-48h'].hours).toBe(48);
    expect(INTERVIEW_REMINDER_OFFSETS['candidate-2h'].hours).toBe(2);
  });

  it('sends the 48-hour reminders from the millisecond they fall due, not one before', () => {
    expect(dueInterviewReminders(booking(), START_MS - 48 * HOUR - 1)).toEqual([]);
    expect(dueInterviewReminders(booking(), START_MS - 48 * HOUR)).toEqual(['candidate-48h', 'panel-48h']);
    expect(dueInterviewReminders(booking(), START_MS - 3 * HOUR)).toEqual(['candidate-48h', 'panel-48h']);
  });

  it('sends the 2-hour reminder from 2 hours before until the start, and the late 48-hour one to the panel only', () => {
    expect(dueInterviewReminders(booking({ sent: ['candidate-48h', 'panel-48h'] }), START_MS - 2 * HOUR - 1)).toEqual([]);
    expect(dueInterviewReminders(booking({ sent: ['candidate-48h', 'panel-48h'] }), START_MS - 2 * HOUR)).toEqual(['candidate-2h']);
    expect(dueInterviewReminders(booking(), START_MS - 2 * HOUR)).toEqual(['panel-48h', 'candidate-2h']);
    expect(dueInterviewReminders(booking(), START_MS - 1)).toEqual(['panel-48h', 'candidate-2h']);
    expect(dueInterviewReminders(booking(), START_MS)).toEqual([]);
  });

  it('never sends a reminder twice, nor for a cancelled booking', () => {
    expect(dueInterviewReminders(booking({ sent: ['candidate-48h'] }), START_MS - 24 * HOUR)).toEqual(['panel-48h']);
    expect(dueInterviewReminders(booking({ cancelled: true }), START_MS - 24 * HOUR)).toEqual([]);
  });

  it('sends none due before the booking was made: the confirmation carried the details', () => {
    const bookedLate = booking({ bookedAt: new Date(START_MS - 48 * HOUR).toISOString() });
    expect(dueInterviewReminders(bookedLate, START_MS - 24 * HOUR)).toEqual([]);
    expect(dueInterviewReminders(booking({ bookedAt: new Date(START_MS - 48 * HOUR - 1).toISOString() }), START_MS - 24 * HOUR)).toEqual(['candidate-48h', 'panel-48h']);
    expect(dueInterviewReminders(bookedLate, START_MS - HOUR)).toEqual(['candidate-2h']);
    expect(dueInterviewReminders(booking({ bookedAt: new Date(START_MS - 2 * HOUR).toISOString() }), START_MS - HOUR)).toEqual([]);
  });
});

const sentArbitrary = fc.subarray([...INTERVIEW_REMINDER_KINDS]);
const bookingArbitrary = fc.record({
  startsAt: fc.constant(START),
  bookedAt: fc.integer({ min: START_MS - 100 * HOUR, max: START_MS }).map((ms) => new Date(ms).toISOString()),
  cancelled: fc.boolean(),
  sent: sentArbitrary,
});
const nowArbitrary = fc.integer({ min: START_MS - 100 * HOUR, max: START_MS + 10 * HOUR });

describe('dueInterviewReminders (properties)', () => {
  it('never sends one already sent, one for a cancelled booking, or one at or after the start', () => {
    fc.assert(
      fc.property(bookingArbitrary, nowArbitrary, (facts, nowMs) => {
        const due = dueInterviewReminders(facts, nowMs);
        for (const kind of due) expect(facts.sent).not.toContain(kind);
        if (facts.cancelled || nowMs >= START_MS) expect(due).toEqual([]);
      }),
    );
  });

  it('sends each reminder at most once as a job runs on and records what it sent', () => {
    fc.assert(
      fc.property(bookingArbitrary, fc.array(nowArbitrary, { maxLength: 12 }), (facts, runs) => {
        const sent: InterviewReminderKind[] = [];
        for (const nowMs of [...runs].sort((a, b) => a - b)) sent.push(...dueInterviewReminders({ ...facts, sent: [...facts.sent, ...sent] }, nowMs));
        expect(new Set(sent).size).toBe(sent.length);
      }),
    );
  });

  it('sends each one only once it is due and only for a booking made before then', () => {
    fc.assert(
      fc.property(bookingArbitrary, nowArbitrary, (facts, nowMs) => {
        for (const kind of dueInterviewReminders(facts, nowMs)) {
          const dueAt = START_MS - INTERVIEW_REMINDER_OFFSETS[kind].hours * HOUR;
          expect(nowMs).toBeGreaterThanOrEqual(dueAt);
          expect(Date.parse(facts.bookedAt)).toBeLessThan(dueAt);
        }
      }),
    );
  });
});
