import { describe, expect, it } from 'vitest';
import { aDeal } from '../testing';
import { dealStatusOf, isDealStatus } from './deal-status';

describe('dealStatusOf', () => {
  it.each(['DRAFT', 'IN_PROGRESS', 'COMPLETE', 'ADMISSIBLE', 'REJECTED'] as const)('keeps %s', (status) => {
    expect(dealStatusOf(aDeal({ deal_status: status }))).toBe(status);
  });

  it('shows a missing status as DRAFT', () => {
    expect(dealStatusOf(aDeal({ deal_status: null }))).toBe('DRAFT');
    expect(dealStatusOf({})).toBe('DRAFT');
  });

  it('knows the statuses', () => {
    expect(isDealStatus('COMPLETE')).toBe(true);
    expect(isDealStatus('complete')).toBe(false);
    expect(isDealStatus(3)).toBe(false);
  });
});
