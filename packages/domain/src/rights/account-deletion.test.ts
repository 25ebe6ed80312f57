import { describe, expect, it } from 'vitest';
import { aClock } from '../testing';
import { type DeletionAction, type DeletionRequest, nextDeletionRequest } from './account-deletion';
import { DEFAULT_RETENTION } from './retention';

const MARCH_1 = Date.UTC(2026, 2, 1, 9, 0, 0);
const REQUESTED: DeletionRequest = { status: 'requested', requestedAt: '2026-02-20T10:00:00.000Z' };
const CANCELLED: DeletionRequest = { status: 'cancelled', requestedAt: '2026-02-20T10:00:00.000Z', cancelledAt: '2026-02-21T10:00:00.000Z' };
const COMPLETED: DeletionRequest = { status: 'completed', requestedAt: '2026-02-20T10:00:00.000Z', completedAt: '2026-02-22T10:00:00.000Z', anonymisedRecordKeptUntil: '2031-02-22T10:00:00.000Z' };
const next = (current: DeletionRequest | null, action: DeletionAction, role: 'admin' | 'agent' | 'candidate' | null) =>
  nextDeletionRequest(current, action, role, aClock(MARCH_1), { anonymisedRecordYears: 3, accountingYears: 6 });

describe('nextDeletionRequest', () => {
  it('lets a candidate ask, again after cancelling', () => {
    expect(next(null, 'request', 'candidate')).toEqual({ ok: true, value: { status: 'requested', requestedAt: '2026-03-01T09:00:00.000Z' } });
    expect(next(CANCELLED, 'request', 'candidate')).toEqual({ ok: true, value: { status: 'requested', requestedAt: '2026-03-01T09:00:00.000Z' } });
  });

  it('does not let a candidate ask twice', () => {
    expect(next(REQUESTED, 'request', 'candidate')).toEqual({ ok: false, error: { code: 'DELETION_ALREADY_REQUESTED' } });
  });

  it('lets the candidate cancel a waiting request, keeping when it was asked', () => {
    expect(next(REQUESTED, 'cancel', 'candidate')).toEqual({
      ok: true,
      value: { status: 'cancelled', requestedAt: REQUESTED.requestedAt, cancelledAt: '2026-03-01T09:00:00.000Z' },
    });
  });

  it('lets an admin carry it out, with the anonymised record kept for the brand’s years from that day', () => {
    expect(next(REQUESTED, 'complete', 'admin')).toEqual({
      ok: true,
      value: { status: 'completed', requestedAt: REQUESTED.requestedAt, completedAt: '2026-03-01T09:00:00.000Z', anonymisedRecordKeptUntil: '2029-03-01T09:00:00.000Z' },
    });
    const withDefault = nextDeletionRequest(REQUESTED, 'complete', 'admin', aClock(MARCH_1), DEFAULT_RETENTION);
    expect(withDefault.ok && withDefault.value.status === 'completed' && withDefault.value.anonymisedRecordKeptUntil).toBe('2031-03-01T09:00:00.000Z');
  });

  it.each([
    [null, 'cancel'],
    [CANCELLED, 'cancel'],
  ] as const)('refuses to cancel when nothing waits (%j)', (current, action) => {
    expect(next(current, action, 'candidate')).toEqual({ ok: false, error: { code: 'NO_DELETION_REQUESTED' } });
  });

  it.each([[null], [CANCELLED]] as const)('refuses to carry out a request that is not waiting (%j)', (current) => {
    expect(next(current, 'complete', 'admin')).toEqual({ ok: false, error: { code: 'NO_DELETION_REQUESTED' } });
  });

  it.each([
    ['request', 'candidate'],
    ['cancel', 'candidate'],
    ['complete', 'admin'],
  ] as const)('refuses anything once the account is deleted (%s)', (action, role) => {
    expect(next(COMPLETED, action, role)).toEqual({ ok: false, error: { code: 'ACCOUNT_ALREADY_DELETED' } });
  });

  it.each([
    ['request', 'admin'],
    ['request', 'agent'],
    ['request', null],
    ['cancel', 'admin'],
    ['complete', 'agent'],
    ['complete', 'candidate'],
    ['complete', null],
  ] as const)('refuses %s to %s', (action, role) => {
    expect(next(REQUESTED, action, role)).toEqual({ ok: false, error: { code: 'FORBIDDEN', action } });
  });
});
