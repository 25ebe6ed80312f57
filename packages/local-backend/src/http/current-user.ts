// Who is calling the product API: the bearer access token, checked against a live session and an account.
import { isStaff, roleFromValue, type Role } from '@admission/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { verifyAccessToken, type AccessClaims } from '../auth/jwt';
import { liveSession, type UserRow } from '../auth/sessions';
import type { BackendContext } from '../context';
import { nowSeconds } from '../context';
import { users } from '../db/schema';
import { HttpError } from './http-error';

export type { Role };

/** The account's role by the domain's reading of the stored value (anything unknown is a candidate). */
export const roleOf = (user: UserRow): Role => roleFromValue(user.role);

function bearerToken(request: FastifyRequest, acceptQueryToken: boolean): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (match?.[1] !== undefined) return match[1];
  if (acceptQueryToken) {
    const query = request.query as Record<string, unknown> | undefined;
    const token = query?.access_token;
    if (typeof token === 'string' && token !== '') return token;
  }
  return null;
}

/** The claims of a token this server signed and that has not expired, whatever became of its session. */
export async function signedClaims(context: BackendContext, request: FastifyRequest, acceptQueryToken = false): Promise<AccessClaims> {
  const token = bearerToken(request, acceptQueryToken);
  // Like the school's FastAPI service: a missing Authorization header is a 422, a bad token a 401.
  if (token === null) throw new HttpError(422, 'Not authenticated: the Authorization header is missing');
  const claims = await verifyAccessToken(context.config.jwtSecret, token, nowSeconds(context));
  if (claims === null) throw new HttpError(401, 'Invalid or expired token');
  return claims;
}

/** 401 unless the token's session is still signed in: a signature alone is not enough after sign-out. */
export async function requireLiveSession(context: BackendContext, claims: AccessClaims): Promise<void> {
  if ((await liveSession(context, claims.session_id)) === undefined) throw new HttpError(401, 'Invalid or expired token');
}

/** The valid claims of the request's token, whose session is still signed in; 401 when there is no such token. */
export async function requireClaims(context: BackendContext, request: FastifyRequest, acceptQueryToken = false): Promise<AccessClaims> {
  const claims = await signedClaims(context, request, acceptQueryToken);
  await requireLiveSession(context, claims);
  return claims;
}

/** The signed-in account; 401 without a valid token, a live session and an account. */
export async function requireUser(context: BackendContext, request: FastifyRequest, acceptQueryToken = false): Promise<UserRow> {
  const claims = await requireClaims(context, request, acceptQueryToken);
  const [user] = await context.db.select().from(users).where(eq(users.id, claims.sub));
  if (user === undefined) throw new HttpError(401, 'Invalid or expired token');
  return user;
}

/** Staff only: admin or agent, else 403. */
export async function requireStaff(context: BackendContext, request: FastifyRequest, acceptQueryToken = false): Promise<UserRow> {
  const user = await requireUser(context, request, acceptQueryToken);
  if (!isStaff(roleOf(user))) throw new HttpError(403, 'Admin or agent role required');
  return user;
}
