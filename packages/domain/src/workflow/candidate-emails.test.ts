import { describe, expect, it } from 'vitest';
import { DEAL_STATUSES } from '../api/entities';
import { emailForStatusChange } from './candidate-emails';

describe('emailForStatusChange', () => {
  it('writes on a decision and on a re-opening after submission, and on nothing else', () => {
    expect(emailForStatusChange('COMPLETE', 'ADMISSIBLE')).toBe('admissible');
    expect(emailForStatusChange('COMPLETE', 'REJECTED')).toBe('rejected');
    expect(emailForStatusChange('COMPLETE', 'IN_PROGRESS')).toBe('reopened');
    expect(emailForStatusChange('REJECTED', 'IN_PROGRESS')).toBe('reopened');
    expect(emailForStatusChange('DRAFT', 'IN_PROGRESS')).toBeNull();
    expect(emailForStatusChange('IN_PROGRESS', 'COMPLETE')).toBeNull();
    for (const status of DEAL_STATUSES) expect(emailForStatusChange(status, status)).toBeNull();
  });
});
