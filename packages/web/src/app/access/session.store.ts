import { initialAccessState, type AccessState, type Role } from '@admission/domain';
import { create } from 'zustand';

interface SessionState {
  /** Access verification of spec §4. */
  readonly access: AccessState;
  setAccess(access: AccessState): void;
}

export const useSessionStore = create<SessionState>((set) => ({
  access: initialAccessState,
  setAccess: (access) => set({ access }),
}));

export const signedInEmail = (access: AccessState): string | null => (access.status === 'authenticated' ? access.user.email : null);
export const signedInUserId = (access: AccessState): string | null => (access.status === 'authenticated' ? access.user.id : null);
export const roleOf = (access: AccessState): Role | null => (access.status === 'authenticated' ? access.role : null);
