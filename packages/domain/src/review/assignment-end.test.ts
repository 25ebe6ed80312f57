import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEAL_STATUSES } from '../api/entities';
import { assignOnStatus } from './assignment';
import { ASSIGNMENT_END_REASONS, endedInQueueSince, endedShownInQueue, ENDED_IN_QUEUE_DAYS, endReasonOfStatusChange, isAssignmentEndReason, queueSections } from './assignment-end';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-29T09:00:00.000Z');

describe('endReasonOfStatusChange', () => {
  it.each([
    ['COMPLETE', 'ADMISSIBLE'],
    ['COMPLETE', 'REJECTED'],
    ['IN_PROGRESS', 'REJECTED'],
    ['ADMISSIBLE', 'REJECTED'],
    ['REJECTED', 'ADMISSIBLE'],
  ] as const)('a decision (%s to %s) ends them as decided', (previous, next) => {
    expect(endReasonOfStatusChange(previous, next)).toBe('decided');
  });

  it.each(['COMPLETE', 'ADMISSIBLE', 'REJECTED'] as const)('back to IN_PROGRESS from %s ends them as re-opened', (previous) => {
    expect(endReasonOfStatusChange(previous, 'IN_PROGRESS')).toBe('reopened');
  });

  it.each([
    ['DRAFT', 'IN_PROGRESS'],
    ['IN_PROGRESS', 'COMPLETE'],
    ['ADMISSIBLE', 'COMPLETE'],
    ['ADMISSIBLE', 'ADMISSIBLE'],
    ['REJECTED', 'REJECTED'],
    ['COMPLETE', 'COMPLETE'],
  ] as const)('%s to %s ends none', (previous, next) => {
    expect(endReasonOfStatusChange(previous, next)).toBeNull();
  });

  it('ends assignments exactly when assignOnStatus withdraws them (property)', () => {
    const status = fc.constantFrom(...DEAL_STATUSES);
    fc.assert(
      fc.property(status, status, (previous, next) => {
        expect(endReasonOfStatusChange(previous, next) !== null).toBe(assignOnStatus(previous, next) === 'withdraw');
      }),
    );
  });
});

describe('isAssignmentEndReason', () => {
  it('knows the four reasons and nothing else', () => {
    for (const reason of ASSIGNMENT_END_REASONS) expect(isAssignmentEndReason(reason)).toBe(true);
    for (const other of ['withdrawn', 'conflict', '', null, undefined, 3]) expect(isAssignmentEndReason(other)).toBe(false);
  });
});

describe('endedShownInQueue', () => {
  it(`shows an end of exactly ${String(ENDED_IN_QUEUE_DAYS)} days ago, not one a millisecond older`, () => {
    const edge = new Date(now.getTime() - ENDED_IN_QUEUE_DAYS * DAY_MS);
    expect(endedInQueueSince(now)).toEqual(edge);
    expect(endedShownInQueue({ endedAt: edge, submitted: false }, now)).toBe(true);
    expect(endedShownInQueue({ endedAt: new Date(edge.getTime() - 1), submitted: false }, now)).toBe(false);
  });

  it('shows an end of just now, and one in the future (clocks apart)', () => {
    expect(endedShownInQueue({ endedAt: now, submitted: false }, now)).toBe(true);
    expect(endedShownInQueue({ endedAt: new Date(now.getTime() + 1000), submitted: false }, now)).toBe(true);
  });

  it('never shows a submitted review as ended (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), (days) => {
        expect(endedShownInQueue({ endedAt: new Date(now.getTime() + days * DAY_MS), submitted: true }, now)).toBe(false);
      }),
    );
  });

  it('shows an unsubmitted end exactly when it is no older than the bound (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -60 * DAY_MS, max: DAY_MS }), (offset) => {
        const endedAt = new Date(now.getTime() + offset);
        expect(endedShownInQueue({ endedAt, submitted: false }, now)).toBe(offset >= -ENDED_IN_QUEUE_DAYS * DAY_MS);
      }),
    );
  });
});

describe('queueSections', () => {
  const row = (id: number, endedAt: string | null) => ({ id, ended: endedAt === null ? null : { ended_at: endedAt } });

  it('keeps the open rows in their order and puts the ended ones apart, the latest end first', () => {
    const sections = queueSections([row(1, null), row(2, '2026-11-01T00:00:00.000Z'), row(3, null), row(4, '2026-11-20T00:00:00.000Z')]);
    expect(sections.open.map((item) => item.id)).toEqual([1, 3]);
    expect(sections.ended.map((item) => item.id)).toEqual([4, 2]);
  });

  it('loses no row and puts each in exactly one part (property)', () => {
    const rows = fc.array(fc.tuple(fc.nat(), fc.option(fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }))), { maxLength: 20 });
    fc.assert(
      fc.property(rows, (tuples) => {
        const items = tuples.map(([id, date]) => row(id, date === null ? null : date.toISOString()));
        const { open, ended } = queueSections(items);
        expect(open.length + ended.length).toBe(items.length);
        expect(open.every((item) => item.ended === null)).toBe(true);
        expect(ended.every((item) => item.ended !== null)).toBe(true);
      }),
    );
  });
});
