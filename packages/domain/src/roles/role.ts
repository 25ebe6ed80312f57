import type { UserProfile } from '../api/entities';

export type Role = 'admin' | 'agent' | 'reviewer' | 'candidate';

/** admin and agent are staff, reviewer is a jury member; any other value is a candidate (spec §3, §6). */
export const roleFromValue = (value: unknown): Role =>
  value === 'admin' || value === 'agent' || value === 'reviewer' ? value : 'candidate';

/** The role from users/me; null when that call failed (the user stays signed in, with no role). */
export const roleFromProfile = (profile: Pick<UserProfile, 'role'> | null): Role | null =>
  profile === null ? null : roleFromValue(profile.role);

/** Staff work the back-office: the list, the application page, the status changes. A reviewer is not staff. */
export const isStaff = (role: Role | null): boolean => role === 'admin' || role === 'agent';

/** A jury member of one school: their queue and the review page, nothing else. */
export const isReviewer = (role: Role | null): boolean => role === 'reviewer';
