import type { UserProfile } from '../api/entities';

export type Role = 'admin' | 'agent' | 'candidate';

/** admin and agent are staff; any other value is a candidate (spec §3, §6). */
export const roleFromValue = (value: unknown): Role => (value === 'admin' || value === 'agent' ? value : 'candidate');

/** The role from users/me; null when that call failed (the user stays signed in, with no role). */
export const roleFromProfile = (profile: Pick<UserProfile, 'role'> | null): Role | null =>
  profile === null ? null : roleFromValue(profile.role);

export const isStaff = (role: Role | null): boolean => role === 'admin' || role === 'agent';
