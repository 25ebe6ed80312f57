import type { UsersApi } from '../api/product-api.port';
import type { AuthGateway } from '../auth/auth-gateway.port';
import { roleFromValue } from '../roles/role';
import { type AccessEvent, type AccessState, accessReducer, initialAccessState } from './access-state';
import { cureRefusedSession, isSessionRefusal } from './session-refusal';

/**
 * Runs the access checks through the ports and returns where they end (spec §4):
 * session, then account existence (no account: sign out), then the role.
 * Both account checks are asked at once (one round trip, not two) and their answers are applied in
 * that order, so a role never counts for an account that does not exist.
 * `onState` sees every intermediate state, for a spinner or a store.
 */
export const verifyAccess = async (
  auth: Pick<AuthGateway, 'currentSession' | 'signOut' | 'refreshSession'>,
  users: Pick<UsersApi, 'accountExists' | 'me'>,
  onState: (state: AccessState) => void = () => undefined,
  { afterRefresh = false }: { readonly afterRefresh?: boolean } = {},
): Promise<AccessState> => {
  let state = initialAccessState;
  const apply = (event: AccessEvent): AccessState => {
    state = accessReducer(state, event);
    onState(state);
    return state;
  };

  const session = await auth.currentSession().catch(() => null);
  if (session === null) return apply({ type: 'NO_SESSION' });
  apply({ type: 'SESSION_FOUND', user: session.user });

  const role = users.me().then(
    (profile) => roleFromValue(profile.role),
    () => null,
  );
  let refused = false;
  const account = await users.accountExists().catch((error: unknown) => {
    refused = isSessionRefusal(error);
    return null;
  });
  // The server refused the session itself: a refresh may cure it (then once more from the start), else it ends.
  if (refused) {
    if (!afterRefresh && (await cureRefusedSession(auth)) === 'refreshed') return verifyAccess(auth, users, onState, { afterRefresh: true });
    if (afterRefresh) await auth.signOut().catch(() => undefined);
    return apply({ type: 'SESSION_ENDED' });
  }
  if (account === null) return apply({ type: 'ACCOUNT_CHECK_FAILED' });
  if (!account.exists) {
    await auth.signOut().catch(() => undefined);
    return apply({ type: 'ACCOUNT_NOT_FOUND', applyUrl: account.applyUrl });
  }
  apply({ type: 'ACCOUNT_CONFIRMED' });

  const loaded = await role;
  return apply(loaded === null ? { type: 'ROLE_FAILED' } : { type: 'ROLE_LOADED', role: loaded });
};
