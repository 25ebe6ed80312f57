import { isPortError } from '../api/port-error';
import type { AuthGateway } from '../auth/auth-gateway.port';

/** The server refused the session itself (401): a token edited, revoked, or of data that no longer exists. */
export const isSessionRefusal = (error: unknown): boolean => isPortError(error) && error.code === 'UNAUTHENTICATED' && error.status === 401;

/**
 * What a session refusal leads to: a refresh of the token first; when the auth service gives none, the session
 * ends (signed out on this device, whatever the server says of it) and the person signs in again.
 */
export const cureRefusedSession = async (auth: Pick<AuthGateway, 'refreshSession' | 'signOut'>): Promise<'refreshed' | 'ended'> => {
  const refreshed = await auth.refreshSession().catch(() => null);
  if (refreshed !== null) return 'refreshed';
  await auth.signOut().catch(() => undefined);
  return 'ended';
};
