import { describe, expect, it } from 'vitest';
import { DEAL_STATUSES } from '../api/entities';
import { ALL_WITHDRAWN, WITHDRAWABLE_STATUSES, WITHDRAWN, areAllApplicationsWithdrawn, authoriseWithdrawal, canWithdraw, decideWithdrawal, isWithdrawn } from './withdrawal';

describe('authoriseWithdrawal', () => {
  it.each(['DRAFT', 'IN_PROGRESS', 'COMPLETE'] as const)('lets a candidate withdraw a %s application', (status) => {
    expect(authoriseWithdrawal(status)).toEqual({ ok: true, value: status });
  });

  it.each(['ADMISSIBLE', 'REJECTED'] as const)('refuses a decided (%s) application', (status) => {
    expect(authoriseWithdrawal(status)).toEqual({ ok: false, error: { code: 'ALREADY_DECIDED', status } });
  });

  it('refuses an application already withdrawn', () => {
    expect(authoriseWithdrawal(WITHDRAWN)).toEqual({ ok: false, error: { code: 'ALREADY_WITHDRAWN' } });
  });

  it('reads a missing status as DRAFT, like the dashboard', () => {
    expect(authoriseWithdrawal(null)).toEqual({ ok: true, value: 'DRAFT' });
    expect(authoriseWithdrawal(undefined)).toEqual({ ok: true, value: 'DRAFT' });
  });

  it('classes every status of the spec as either withdrawable or decided', () => {
    const decided = DEAL_STATUSES.filter((status) => !authoriseWithdrawal(status).ok);
    expect(decided).toEqual(['ADMISSIBLE', 'REJECTED']);
    expect(DEAL_STATUSES.filter((status) => authoriseWithdrawal(status).ok)).toEqual([...WITHDRAWABLE_STATUSES]);
  });
});

describe('decideWithdrawal', () => {
  it('gives the change to record: from which status, to WITHDRAWN, with the clean reasons', () => {
    expect(decideWithdrawal('COMPLETE', [{ id: 'accepted-elsewhere' }, { id: 'other', text: ' Visa ' }])).toEqual({
      ok: true,
      value: { from: 'COMPLETE', to: 'WITHDRAWN', reasons: [{ id: 'accepted-elsewhere' }, { id: 'other', text: 'Visa' }] },
    });
  });

  it('refuses on the standing before looking at the reasons', () => {
    expect(decideWithdrawal('REJECTED', [])).toEqual({ ok: false, error: { code: 'ALREADY_DECIDED', status: 'REJECTED' } });
    expect(decideWithdrawal(WITHDRAWN, [{ id: 'cost' }])).toEqual({ ok: false, error: { code: 'ALREADY_WITHDRAWN' } });
  });

  it('refuses a withdrawable application sent without a valid reason', () => {
    expect(decideWithdrawal('DRAFT', [])).toEqual({ ok: false, error: { code: 'NO_REASON' } });
    expect(decideWithdrawal('IN_PROGRESS', [{ id: 'other', text: '' }])).toEqual({ ok: false, error: { code: 'OTHER_TEXT_MISSING' } });
  });
});

describe('isWithdrawn and canWithdraw', () => {
  it('reads withdrawal from withdrawn_at, and lets only an undecided, not withdrawn application be withdrawn', () => {
    expect(isWithdrawn({ withdrawn_at: '2026-11-02T10:00:00.000Z' })).toBe(true);
    expect(isWithdrawn({ withdrawn_at: null })).toBe(false);
    expect(isWithdrawn({})).toBe(false);
    expect(canWithdraw({ deal_status: 'COMPLETE', withdrawn_at: null })).toBe(true);
    expect(canWithdraw({ deal_status: null })).toBe(true);
    expect(canWithdraw({ deal_status: 'IN_PROGRESS', withdrawn_at: '2026-11-02T10:00:00.000Z' })).toBe(false);
    expect(canWithdraw({ deal_status: 'ADMISSIBLE', withdrawn_at: null })).toBe(false);
    expect(canWithdraw({ deal_status: 'REJECTED' })).toBe(false);
  });
});

describe('areAllApplicationsWithdrawn (the documents lock after withdrawing)', () => {
  const withdrawn = { withdrawn_at: '2026-03-01T09:00:00Z' };
  const open = { withdrawn_at: null };

  it('locks once every application is withdrawn', () => {
    expect(areAllApplicationsWithdrawn([withdrawn])).toBe(true);
    expect(areAllApplicationsWithdrawn([withdrawn, { ...withdrawn }])).toBe(true);
  });

  it('keeps them open while one application is not withdrawn: the documents serve it', () => {
    expect(areAllApplicationsWithdrawn([withdrawn, open])).toBe(false);
    expect(areAllApplicationsWithdrawn([{}, withdrawn])).toBe(false);
    expect(areAllApplicationsWithdrawn([{ withdrawn_at: '' }])).toBe(false);
  });

  it('does not lock a candidate without any application', () => {
    expect(areAllApplicationsWithdrawn([])).toBe(false);
  });

  it('names its refusal with a stable code', () => {
    expect(ALL_WITHDRAWN).toBe('ALL_WITHDRAWN');
  });
});
