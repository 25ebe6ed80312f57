import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countsAsActivity, lastActivityAt, REMINDER_AFTER_DAYS, reminderDue, type ReminderFacts } from './reminders';
import { TIMELINE_EVENT_KINDS } from './timeline-event';

const DAY = 24 * 60 * 60 * 1000;
const start = '2026-03-01T10:00:00.000Z';
const facts = (overrides: Partial<ReminderFacts> = {}): ReminderFacts => ({
  status: 'IN_PROGRESS',
  documentsComplete: false,
  submitted: false,
  lastActivityAt: start,
  remindedForActivityAt: null,
  ...overrides,
});
const at = (ms: number) => new Date(Date.parse(start) + ms);

describe('reminderDue', () => {
  it(`is due ${REMINDER_AFTER_DAYS} full days after the last activity, not a millisecond before`, () => {
    expect(REMINDER_AFTER_DAYS).toBe(7);
    expect(reminderDue(facts(), at(7 * DAY - 1))).toBe(false);
    expect(reminderDue(facts(), at(7 * DAY))).toBe(true);
    expect(reminderDue(facts(), at(8 * DAY))).toBe(true);
  });

  it('counts a reminder as covering every activity up to the one it was sent for (a seeded history is covered whole)', () => {
    const before = new Date(Date.parse(start) - 1).toISOString();
    const after = new Date(Date.parse(start) + 1).toISOString();
    expect(reminderDue(facts({ remindedForActivityAt: before }), at(8 * DAY))).toBe(true);
    expect(reminderDue(facts({ remindedForActivityAt: start }), at(8 * DAY))).toBe(false);
    expect(reminderDue(facts({ remindedForActivityAt: after }), at(8 * DAY))).toBe(false);
  });

  it('is not due again for the same gap (day 8 after the day-7 reminder), but is for a new one', () => {
    const reminded = facts({ remindedForActivityAt: start });
    expect(reminderDue(reminded, at(8 * DAY))).toBe(false);
    expect(reminderDue(reminded, at(30 * DAY))).toBe(false);
    const newActivity = new Date(Date.parse(start) + 9 * DAY).toISOString();
    expect(reminderDue({ ...reminded, lastActivityAt: newActivity }, at(15 * DAY))).toBe(false);
    expect(reminderDue({ ...reminded, lastActivityAt: newActivity }, at(16 * DAY))).toBe(true);
  });

  it('is never due once the documents are complete, submitted, or the application decided', () => {
    const late = at(30 * DAY);
    expect(reminderDue(facts({ documentsComplete: true }), late)).toBe(false);
    expect(reminderDue(facts({ submitted: true }), late)).toBe(false);
    for (const status of ['COMPLETE', 'ADMISSIBLE', 'REJECTED'] as const) expect(reminderDue(facts({ status }), late)).toBe(false);
    expect(reminderDue(facts({ status: 'DRAFT' }), late)).toBe(true);
    expect(reminderDue(facts({ lastActivityAt: 'not a date' }), late)).toBe(false);
  });

  it('is due at most once per gap, whenever and however often the job runs', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 40 * DAY }), { minLength: 1, maxLength: 30 }), (runs) => {
        let state = facts();
        let sent = 0;
        for (const ms of [...runs].sort((a, b) => a - b)) {
          if (reminderDue(state, at(ms))) {
            sent += 1;
            expect(ms).toBeGreaterThanOrEqual(7 * DAY);
            state = { ...state, remindedForActivityAt: state.lastActivityAt };
          }
        }
        expect(sent).toBeLessThanOrEqual(1);
        expect(sent).toBe(runs.some((ms) => ms >= 7 * DAY) ? 1 : 0);
      }),
    );
  });
});

describe('what counts as activity', () => {
  it('is what the candidate or staff did: never an email sent (the reminder itself), a private note, a quiz accommodation, a jury entry nor an interview entry', () => {
    const counted = TIMELINE_EVENT_KINDS.filter(countsAsActivity);
    expect(counted).toEqual(['status-changed', 'reopened', 'documents-submitted', 'document-uploaded', 'document-deleted', 'document-reviewed', 'withdrawn', 'deletion-requested', 'deletion-cancelled']);
  });

  it('takes the latest instant, whatever the order and the offsets; null with none readable', () => {
    expect(lastActivityAt(['2026-03-01T10:00:00.000Z', '2026-03-05T09:00:00+02:00', '2026-03-02T00:00:00Z'])).toBe('2026-03-05T07:00:00.000Z');
    expect(lastActivityAt(['nonsense', '2026-03-01T10:00:00.000Z'])).toBe('2026-03-01T10:00:00.000Z');
    expect(lastActivityAt([])).toBeNull();
    expect(lastActivityAt(['nonsense'])).toBeNull();
  });

  it('is the maximum of any list of instants (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), { minLength: 1 }), (dates) => {
        const max = Math.max(...dates.map((date) => date.getTime()));
        expect(lastActivityAt(dates.map((date) => date.toISOString()))).toBe(new Date(max).toISOString());
      }),
    );
  });
});
