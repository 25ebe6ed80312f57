import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOverdue } from './assignment';
import { reviewDueStatus } from './review-due';

const DUE = new Date('2026-11-27T17:00:00.000Z');
const at = (iso: string) => ({ now: () => Date.parse(iso) });
const status = (now: string, { submitted = false, timeZone = 'UTC' } = {}) => reviewDueStatus({ dueAt: DUE, submitted, clock: at(now), timeZone });

describe('reviewDueStatus', () => {
  it('is due on the days before the deadline', () => {
    expect(status('2026-11-26T23:59:59.999Z')).toBe('due');
    expect(status('2026-11-01T00:00:00.000Z')).toBe('due');
  });

  it('is due today from the deadline day’s midnight up to and at the deadline instant', () => {
    expect(status('2026-11-27T00:00:00.000Z')).toBe('due-today');
    expect(status('2026-11-27T16:59:59.999Z')).toBe('due-today');
    expect(status('2026-11-27T17:00:00.000Z')).toBe('due-today');
  });

  it('is overdue one millisecond after the deadline, the same day and every day after', () => {
    expect(status('2026-11-27T17:00:00.001Z')).toBe('overdue');
    expect(status('2026-11-28T09:00:00.000Z')).toBe('overdue');
  });

  it('is never overdue once submitted', () => {
    expect(status('2026-12-25T00:00:00.000Z', { submitted: true })).toBe('due');
  });

  it('reads "today" in the reader’s time zone', () => {
    // 03:00 UTC on the 27th is 22:00 on the 26th in New York; the deadline is noon on the 27th there.
    expect(status('2026-11-27T03:00:00.000Z', { timeZone: 'UTC' })).toBe('due-today');
    expect(status('2026-11-27T03:00:00.000Z', { timeZone: 'America/New_York' })).toBe('due');
    expect(status('2026-11-27T05:00:00.000Z', { timeZone: 'America/New_York' })).toBe('due-today');
  });
});

describe('reviewDueStatus (properties)', () => {
  const instants = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-01-01T00:00:00Z'), noInvalidDate: true });
  const zones = fc.constantFrom('UTC', 'Europe/Paris', 'America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati');

  it('says overdue exactly when the assignment rule does, whatever the time zone', () => {
    fc.assert(
      fc.property(instants, instants, fc.boolean(), zones, (dueAt, now, submitted, timeZone) => {
        const said = reviewDueStatus({ dueAt, submitted, clock: { now: () => now.getTime() }, timeZone });
        expect(said === 'overdue').toBe(isOverdue(dueAt, now, submitted));
      }),
    );
  });

  it('never says due today a day before or after the deadline', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: 24 * 3600 * 1000 + 1, max: 1000 * 24 * 3600 * 1000 }), zones, (dueAt, gap, timeZone) => {
        const before = reviewDueStatus({ dueAt, submitted: false, clock: { now: () => dueAt.getTime() - gap - 26 * 3600 * 1000 }, timeZone });
        expect(before).toBe('due');
      }),
    );
  });
});
