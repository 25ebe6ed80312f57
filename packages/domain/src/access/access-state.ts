import type { AuthUser } from '../auth/auth-gateway.port';
import type { Role } from '../roles/role';

/** Access verification (spec §4): verifying, then signed out, refused, or in with a role (or none). */
export type AccessState =
  | { readonly status: 'verifying'; readonly step: 'session' }
  | { readonly status: 'verifying'; readonly step: 'account' | 'role'; readonly user: AuthUser }
  /** `session-ended`: the server refused the session and a refresh could not cure it (say so on /auth). */
  | { readonly status: 'unauthenticated'; readonly reason?: SignedOutReason }
  /** The account check said no account: sign out and tell ('Account Not Found'). */
  | { readonly status: 'account-not-found'; readonly applyUrl: string | null }
  /** Signed in and authorised; role null when the account check or role fetch failed. */
  | { readonly status: 'authenticated'; readonly user: AuthUser; readonly role: Role | null };

/** Why the person is signed out when it was not their doing. */
export type SignedOutReason = 'session-ended';

export type AccessEvent =
  | { readonly type: 'VERIFY' }
  /** A 401 that a token refresh could not cure: the session is over, from any state. */
  | { readonly type: 'SESSION_ENDED' }
  | { readonly type: 'SESSION_FOUND'; readonly user: AuthUser }
  | { readonly type: 'NO_SESSION' }
  | { readonly type: 'ACCOUNT_CONFIRMED' }
  | { readonly type: 'ACCOUNT_NOT_FOUND'; readonly applyUrl: string | null }
  | { readonly type: 'ACCOUNT_CHECK_FAILED' }
  | { readonly type: 'ROLE_LOADED'; readonly role: Role }
  | { readonly type: 'ROLE_FAILED' }
  | { readonly type: 'SIGNED_OUT' };

export const initialAccessState: AccessState = { status: 'verifying', step: 'session' };

/** Pure: the next state; an event that does not fit the current state changes nothing. */
export const accessReducer = (state: AccessState, event: AccessEvent): AccessState => {
  if (event.type === 'VERIFY') return initialAccessState;
  if (event.type === 'SIGNED_OUT') return { status: 'unauthenticated' };
  if (event.type === 'SESSION_ENDED') return { status: 'unauthenticated', reason: 'session-ended' };
  if (state.status !== 'verifying') return state;
  if (state.step === 'session') {
    if (event.type === 'NO_SESSION') return { status: 'unauthenticated' };
    if (event.type === 'SESSION_FOUND') return { status: 'verifying', step: 'account', user: event.user };
    return state;
  }
  if (state.step === 'account') {
    if (event.type === 'ACCOUNT_CONFIRMED') return { status: 'verifying', step: 'role', user: state.user };
    if (event.type === 'ACCOUNT_NOT_FOUND') return { status: 'account-not-found', applyUrl: event.applyUrl };
    if (event.type === 'ACCOUNT_CHECK_FAILED') return { status: 'authenticated', user: state.user, role: null };
    return state;
  }
  if (event.type === 'ROLE_LOADED') return { status: 'authenticated', user: state.user, role: event.role };
  if (event.type === 'ROLE_FAILED') return { status: 'authenticated', user: state.user, role: null };
  return state;
};

export const isAuthenticated = (state: AccessState): state is Extract<AccessState, { status: 'authenticated' }> =>
  state.status === 'authenticated';

/** The access value the route guard reads. */
export const routeAccessOf = (state: AccessState): 'verifying' | 'anonymous' | 'signed-in' =>
  state.status === 'verifying' ? 'verifying' : state.status === 'authenticated' ? 'signed-in' : 'anonymous';
