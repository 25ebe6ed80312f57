// The Supabase session as supabase-js keeps it in the browser's storage, read without loading supabase-js:
// a signed-in page sends its first requests at once, while supabase-js (refresh, sign-out, uploads)
// arrives after the first paint.
import type { AccessTokenSource, AuthSession } from '@admission/domain';

/** supabase-js's storage key: `sb-<first label of the project's host name>-auth-token`. */
export const supabaseStorageKey = (supabaseUrl: string): string => `sb-${new URL(supabaseUrl).hostname.split('.')[0] ?? ''}-auth-token`;

/** A token this close to its expiry is left to supabase-js, which refreshes it first. */
export const STORED_SESSION_MARGIN_SECONDS = 60;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The stored session when it is whole and valid for at least the margin; null when there is none, it
 * cannot be read, or it is about to expire (supabase-js then refreshes it).
 */
export function readStoredSession(storage: Pick<Storage, 'getItem'> | null, key: string, nowMs: number): AuthSession | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(stored) || !isRecord(stored.user)) return null;
  const { access_token: accessToken, refresh_token: refreshToken, expires_at: expiresAt, expires_in: expiresIn, token_type: tokenType, user } = stored;
  if (!text(accessToken) || !text(refreshToken) || !text(user.id) || typeof expiresAt !== 'number') return null;
  if (expiresAt - STORED_SESSION_MARGIN_SECONDS <= nowMs / 1000) return null;
  return {
    accessToken,
    refreshToken,
    expiresAt,
    expiresIn: typeof expiresIn === 'number' ? expiresIn : null,
    tokenType: text(tokenType) ? tokenType : 'bearer',
    user: { id: user.id, email: typeof user.email === 'string' ? user.email : '' },
  };
}

/** The stored session's token while it is valid; otherwise whatever the fallback (supabase-js) says. */
export class StoredSessionTokenSource implements AccessTokenSource {
  constructor(
    private readonly storedSession: () => AuthSession | null,
    private readonly fallback: AccessTokenSource,
  ) {}

  accessToken(): Promise<string | null> {
    const stored = this.storedSession();
    return stored ? Promise.resolve(stored.accessToken) : this.fallback.accessToken();
  }
}
