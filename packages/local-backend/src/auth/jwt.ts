// HS256 tokens: GoTrue-shaped access tokens, and the short tokens of signed storage URLs.
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

export interface AccessClaims extends JWTPayload {
  readonly sub: string;
  readonly email: string;
  readonly session_id: string;
  readonly role: string;
}

const keyOf = (secret: string): Uint8Array => new TextEncoder().encode(secret);

export async function signAccessToken(
  secret: string,
  claims: { sub: string; email: string; sessionId: string; issuer: string; userMetadata?: Record<string, unknown> },
  nowSeconds: number,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({
    email: claims.email,
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: claims.userMetadata ?? {},
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'otp', timestamp: nowSeconds }],
    session_id: claims.sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(claims.issuer)
    .setAudience('authenticated')
    .setSubject(claims.sub)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + ttlSeconds)
    .sign(keyOf(secret));
}

/** The claims of a valid, unexpired user access token; null for anything else (anon key included). */
export async function verifyAccessToken(secret: string, token: string, nowSeconds: number): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], audience: 'authenticated', currentDate: new Date(nowSeconds * 1000) });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || typeof payload.session_id !== 'string') return null;
    return payload as AccessClaims;
  } catch {
    return null;
  }
}

/** Is this the project's API key (a JWT with role anon or service_role signed with the secret)? */
export async function isApiKey(secret: string, token: string): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'] });
    return payload.role === 'anon' || payload.role === 'service_role';
  } catch {
    return false;
  }
}

/**
 * Any token signed with the project's secret (an API key or a user's access token), as Supabase Storage reads
 * it: the payload, or why it was refused in the words of the JWT library Storage uses.
 */
export async function verifyStorageToken(secret: string, token: string, nowSeconds: number): Promise<{ payload: JWTPayload } | { refusal: string }> {
  if (token === '') return { refusal: 'jwt must be provided' };
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], currentDate: new Date(nowSeconds * 1000) });
    return { payload };
  } catch (error) {
    return { refusal: error instanceof errors.JWTExpired ? 'jwt expired' : 'invalid signature' };
  }
}

export async function signObjectToken(secret: string, url: string, nowSeconds: number, expiresIn: number): Promise<string> {
  return new SignJWT({ url })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + expiresIn)
    .sign(keyOf(secret));
}
