import { describe, expect, it } from 'vitest';
import { aUserProfile } from '../testing';
import { isStaff, roleFromProfile, roleFromValue } from './role';

describe('role', () => {
  it.each([
    ['admin', 'admin'],
    ['agent', 'agent'],
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
});
