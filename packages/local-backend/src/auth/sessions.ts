// Sessions and refresh tokens of the auth stand-in, and the GoTrue user and session JSON.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { BackendContext } from '../context';
import { nowDate, nowSeconds } from '../context';
import { authSessions, refreshTokens, users } from '../db/schema';
import { signAccessToken } from './jwt';

export type UserRow = typeof users.$inferSelect;

export const randomRefreshToken = (): string => randomBytes(16).toString('base64url');

/** GoTrue's user object (GET /auth/v1/user and the `user` of a session). */
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
    user_metadata: {},
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
    updated_at: (user.lastSignInAt ?? user.createdAt).toISOString(),
    is_anonymous: false,
  };
}

async function sessionJson(context: BackendContext, user: UserRow, sessionId: string, refreshToken: string) {
  const issuedAt = nowSeconds(context);
  const ttl = context.config.accessTokenTtlSeconds;
  const accessToken = await signAccessToken(
    context.config.jwtSecret,
    { sub: user.id, email: user.email, sessionId, issuer: `${context.config.publicUrl}/auth/v1` },
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

/** Rotates a refresh token: the old one is spent, the session lives on with a new one. */
export async function refreshSession(context: BackendContext, token: string): Promise<RefreshOutcome> {
  const [found] = await context.db
    .select({ token: refreshTokens, session: authSessions, user: users })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(refreshTokens.token, token));
  if (found === undefined || found.session.revokedAt !== null) return { ok: false, code: 'refresh_token_not_found' };
  const spent = await context.db
    .update(refreshTokens)
    .set({ usedAt: nowDate(context) })
    .where(and(eq(refreshTokens.token, token), isNull(refreshTokens.usedAt)))
    .returning();
  if (spent.length === 0) return { ok: false, code: 'refresh_token_already_used' };
  const next = randomRefreshToken();
  await context.db.insert(refreshTokens).values({ token: next, sessionId: found.session.id, createdAt: nowDate(context) });
  return { ok: true, session: await sessionJson(context, found.user, found.session.id, next) };
}

/** The live session of an access token's session_id, or undefined when it was revoked or never existed. */
export async function liveSession(context: BackendContext, sessionId: string) {
  const [session] = await context.db
    .select()
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  return session;
}
