// Sessions and refresh tokens of the auth stand-in, and the GoTrue user and session JSON.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { BackendContext } from '../context';
import { nowDate, nowSeconds } from '../context';
import { authSessions, refreshTokens, users } from '../db/schema';
import { signAccessToken } from './jwt';

export type UserRow = typeof users.$inferSelect;

export const randomRefreshToken = (): string => randomBytes(16).toString('base64url');

const latest = (...dates: (Date | null)[]): Date =>
  new Date(Math.max(...dates.filter((date): date is Date => date !== null).map((date) => date.getTime())));

/** GoTrue's user object (GET and PUT /auth/v1/user and the `user` of a session). */
export function gotrueUser(user: UserRow) {
  const confirmedAt = user.createdAt.toISOString();
  const lastSignIn = user.lastSignInAt?.toISOString() ?? null;
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: confirmedAt,
    phone: '',
    confirmed_at: confirmedAt,
    last_sign_in_at: lastSignIn,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: user.userMetadata,
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: { email: user.email, email_verified: true, phone_verified: false, sub: user.id },
        provider: 'email',
        last_sign_in_at: lastSignIn,
        created_at: confirmedAt,
        updated_at: confirmedAt,
        email: user.email,
      },
    ],
    factors: [],
    created_at: confirmedAt,
    updated_at: latest(user.createdAt, user.lastSignInAt, user.updatedAt).toISOString(),
    is_anonymous: false,
  };
}

async function sessionJson(context: BackendContext, user: UserRow, sessionId: string, refreshToken: string) {
  const issuedAt = nowSeconds(context);
  const ttl = context.config.accessTokenTtlSeconds;
  const accessToken = await signAccessToken(
    context.config.jwtSecret,
    { sub: user.id, email: user.email, sessionId, issuer: `${context.config.publicUrl}/auth/v1`, userMetadata: user.userMetadata },
    issuedAt,
    ttl,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ttl,
    expires_at: issuedAt + ttl,
    refresh_token: refreshToken,
    user: gotrueUser(user),
  };
}

export type SessionJson = Awaited<ReturnType<typeof sessionJson>>;

/** Signs the user in: a new session, its first refresh token, the sign-in dates updated. */
export async function startSession(context: BackendContext, user: UserRow): Promise<SessionJson> {
  const now = nowDate(context);
  const sessionId = randomUUID();
  const refreshToken = randomRefreshToken();
  const [updated] = await context.db
    .update(users)
    .set({ lastSignInAt: now, firstLoginAt: user.firstLoginAt ?? now })
    .where(eq(users.id, user.id))
    .returning();
  await context.db.insert(authSessions).values({ id: sessionId, userId: user.id, createdAt: now });
  await context.db.insert(refreshTokens).values({ token: refreshToken, sessionId, createdAt: now });
  return sessionJson(context, updated ?? user, sessionId, refreshToken);
}

export type RefreshOutcome = { ok: true; session: SessionJson } | { ok: false; code: 'refresh_token_not_found' | 'refresh_token_already_used' };

type Grant = { ok: true; user: UserRow; sessionId: string; refreshToken: string } | Extract<RefreshOutcome, { ok: false }>;

/**
 * Rotates a refresh token as GoTrue does: an unspent token is spent and replaced by a child. A spent token
 * answers the session's current token when it is that token's parent (the client lost the last answer) or
 * when it was spent within the reuse interval (tabs refreshing at once); otherwise it is reuse after the
 * fact, and the whole session is signed out.
 */
export async function refreshSession(context: BackendContext, token: string): Promise<RefreshOutcome> {
  const now = nowDate(context);
  const reuseIntervalMs = context.config.refreshTokenReuseIntervalSeconds * 1000;
  // One transaction, the token row locked: concurrent refreshes of one token see each other's result.
  const grant = await context.db.transaction(async (tx): Promise<Grant> => {
    const [found] = await tx
      .select({ token: refreshTokens, session: authSessions, user: users })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(eq(refreshTokens.token, token))
      .for('update', { of: refreshTokens });
    if (found === undefined || found.session.revokedAt !== null) return { ok: false, code: 'refresh_token_not_found' };
    const sessionId = found.session.id;
    if (found.token.usedAt === null) {
      const next = randomRefreshToken();
      await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.token, token));
      await tx.insert(refreshTokens).values({ token: next, sessionId, parent: token, createdAt: now });
      return { ok: true, user: found.user, sessionId, refreshToken: next };
    }
    const [active] = await tx
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.usedAt)));
    const withinReuseInterval = now.getTime() <= found.token.usedAt.getTime() + reuseIntervalMs;
    if (active !== undefined && (active.parent === token || withinReuseInterval)) {
      return { ok: true, user: found.user, sessionId, refreshToken: active.token };
    }
    await tx.update(authSessions).set({ revokedAt: now }).where(eq(authSessions.id, sessionId));
    return { ok: false, code: 'refresh_token_already_used' };
  });
  if (!grant.ok) return grant;
  return { ok: true, session: await sessionJson(context, grant.user, grant.sessionId, grant.refreshToken) };
}

/** The live session of an access token's session_id, or undefined when it was revoked or never existed. */
export async function liveSession(context: BackendContext, sessionId: string) {
  const [session] = await context.db
    .select()
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  return session;
}
