import { describe, expect, it } from 'vitest';
import { DEAL_STATUSES, type DealStatus } from '../api/entities';
import { assignOnStatus, dueAt, excludedReviewers, isOverdue, pickReviewers, reviewStateOf } from './assignment';

const load = (reviewerId: string, openAssignments: number) => ({ reviewerId, openAssignments });

describe('pickReviewers', () => {
  const pool = [load('rev-c', 2), load('rev-a', 0), load('rev-b', 0), load('rev-d', 5)];

  it('picks the least loaded first, ties by id', () => {
    expect(pickReviewers({ pool, excluded: new Set(), count: 2 })).toEqual(['rev-a', 'rev-b']);
    expect(pickReviewers({ pool, excluded: new Set(), count: 3 })).toEqual(['rev-a', 'rev-b', 'rev-c']);
  });

  it('never picks an excluded reviewer (a conflict, or one already assigned): the next least loaded instead', () => {
    expect(pickReviewers({ pool, excluded: new Set(['rev-a']), count: 2 })).toEqual(['rev-b', 'rev-c']);
    expect(pickReviewers({ pool, excluded: new Set(['rev-a', 'rev-b', 'rev-c']), count: 2 })).toEqual(['rev-d']);
  });

  it('picks fewer when the pool is short, none from an empty pool or for no review', () => {
    expect(pickReviewers({ pool, excluded: new Set(), count: 5 })).toEqual(['rev-a', 'rev-b', 'rev-c', 'rev-d']);
    expect(pickReviewers({ pool: [], excluded: new Set(), count: 2 })).toEqual([]);
    expect(pickReviewers({ pool, excluded: new Set(), count: 0 })).toEqual([]);
    expect(pickReviewers({ pool, excluded: new Set(), count: -1 })).toEqual([]);
  });

  it('picks a reviewer listed twice once', () => {
    expect(pickReviewers({ pool: [load('rev-a', 0), load('rev-a', 0), load('rev-b', 1)], excluded: new Set(), count: 2 })).toEqual(['rev-a', 'rev-b']);
  });

  it('leaves the pool it was given as it was', () => {
    const given = [load('rev-b', 1), load('rev-a', 0)];
    pickReviewers({ pool: given, excluded: new Set(), count: 1 });
    expect(given.map((entry) => entry.reviewerId)).toEqual(['rev-b', 'rev-a']);
  });
});

describe('excludedReviewers', () => {
  it('excludes those assigned (active) and those in conflict, not those whose assignment was withdrawn', () => {
    const excluded = excludedReviewers(
      [
        { reviewerId: 'rev-a', state: 'active' },
        { reviewerId: 'rev-b', state: 'withdrawn' },
        { reviewerId: 'rev-c', state: 'conflict' },
      ],
      ['rev-d'],
    );
    expect([...excluded].sort()).toEqual(['rev-a', 'rev-c', 'rev-d']);
    expect(excludedReviewers([]).size).toBe(0);
  });
});

describe('when a review is due', () => {
  const assignedAt = new Date('2026-03-01T09:30:00.000Z');

  it('is due the whole number of days after the assignment', () => {
    expect(dueAt(assignedAt, 14).toISOString()).toBe('2026-03-15T09:30:00.000Z');
    expect(dueAt(assignedAt, 1).toISOString()).toBe('2026-03-02T09:30:00.000Z');
    expect(dueAt(assignedAt, 60).toISOString()).toBe('2026-04-30T09:30:00.000Z');
  });

  it('is on time at the due instant itself, overdue one millisecond after', () => {
    const due = dueAt(assignedAt, 14);
    expect(isOverdue(due, new Date(due.getTime() - 1), false)).toBe(false);
    expect(isOverdue(due, new Date(due.getTime()), false)).toBe(false);
    expect(isOverdue(due, new Date(due.getTime() + 1), false)).toBe(true);
  });

  it('is never overdue once submitted', () => {
    const due = dueAt(assignedAt, 14);
    expect(isOverdue(due, new Date('2027-01-01T00:00:00.000Z'), true)).toBe(false);
  });
});

describe('reviewStateOf', () => {
  it('is to do, then draft, then submitted', () => {
    expect(reviewStateOf({ hasDraft: false, submittedAt: null })).toBe('todo');
    expect(reviewStateOf({ hasDraft: true, submittedAt: null })).toBe('draft');
    expect(reviewStateOf({ hasDraft: true, submittedAt: '2026-03-03T10:00:00.000Z' })).toBe('submitted');
    expect(reviewStateOf({ hasDraft: false, submittedAt: new Date('2026-03-03T10:00:00.000Z') })).toBe('submitted');
  });
});

describe('assignOnStatus', () => {
  it.each(['DRAFT', 'IN_PROGRESS'] as const)('assigns an application that becomes COMPLETE from %s', (previous) => {
    expect(assignOnStatus(previous, 'COMPLETE')).toBe('assign');
  });

  it.each(['COMPLETE', 'ADMISSIBLE', 'REJECTED'] as const)('withdraws the open assignments of an application re-opened from %s', (previous) => {
    expect(assignOnStatus(previous, 'IN_PROGRESS')).toBe('withdraw');
  });

  it.each([
    ['COMPLETE', 'ADMISSIBLE'],
    ['COMPLETE', 'REJECTED'],
    ['IN_PROGRESS', 'REJECTED'],
    ['ADMISSIBLE', 'REJECTED'],
  ] as const)('withdraws the open assignments of an application decided (%s to %s)', (previous, next) => {
    expect(assignOnStatus(previous, next)).toBe('withdraw');
  });

  it('changes nothing on any other move, a COMPLETE or a decision saved again among them', () => {
    const decided = (previous: DealStatus, next: DealStatus) => (next === 'ADMISSIBLE' || next === 'REJECTED') && previous !== next;
    const others: [DealStatus, DealStatus][] = DEAL_STATUSES.flatMap((previous) => DEAL_STATUSES.map((next): [DealStatus, DealStatus] => [previous, next])).filter(
      ([previous, next]) =>
        !(next === 'COMPLETE' && previous !== 'COMPLETE') && !(next === 'IN_PROGRESS' && ['COMPLETE', 'ADMISSIBLE', 'REJECTED'].includes(previous)) && !decided(previous, next),
    );
    expect(others).toContainEqual(['ADMISSIBLE', 'ADMISSIBLE']);
    expect(others).toContainEqual(['COMPLETE', 'COMPLETE']);
    for (const [previous, next] of others) expect(assignOnStatus(previous, next)).toBe('none');
  });
});
