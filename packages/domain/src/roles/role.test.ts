import { describe, expect, it } from 'vitest';
import { aUserProfile } from '../testing';
import { isReviewer, isStaff, roleFromProfile, roleFromValue } from './role';

describe('role', () => {
  it.each([
    ['admin', 'admin'],
    ['agent', 'agent'],
    ['reviewer', 'reviewer'],
    ['REVIEWER', 'candidate'],
    ['candidate', 'candidate'],
    ['ADMIN', 'candidate'],
    [null, 'candidate'],
    ['', 'candidate'],
  ])('%j is %s', (value, role) => {
    expect(roleFromValue(value)).toBe(role);
    expect(roleFromProfile(aUserProfile({ role: value }))).toBe(role);
  });

  it('is null when users/me failed', () => {
    expect(roleFromProfile(null)).toBeNull();
  });

  it('counts admin and agent as staff', () => {
    expect([isStaff('admin'), isStaff('agent'), isStaff('candidate'), isStaff(null)]).toEqual([true, true, false, false]);
  });

  it('does not count a reviewer as staff: no list, no application page, no status change', () => {
    expect(isStaff('reviewer')).toBe(false);
  });

  it('knows a reviewer, and only a reviewer', () => {
    expect([isReviewer('reviewer'), isReviewer('admin'), isReviewer('agent'), isReviewer('candidate'), isReviewer(null)]).toEqual([true, false, false, false, false]);
  });
});
