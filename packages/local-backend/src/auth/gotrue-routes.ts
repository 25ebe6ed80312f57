// The Supabase Auth (GoTrue) calls supabase-js makes for magic links, under /auth/v1.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BackendContext } from '../context';
import { nowDate, nowSeconds } from '../context';
import { authSessions, otpTokens, users } from '../db/schema';
import { HttpError } from '../http/http-error';
import { isApiKey, verifyAccessToken } from './jwt';
import { RateLimiter, takeAll } from './rate-limiter';
import { loadMagicLinkTemplate, magicLinkEmail, SUPABASE_DIR } from './magic-link-email';
import { gotrueUser, liveSession, refreshSession, startSession, type UserRow } from './sessions';
import {
  MAX_USER_METADATA_BYTES,
  mergeUserMetadata,
  metadataBytes,
  userUpdateBodySchema,
  userUpdateRefusal,
  type UserUpdateBody,
} from './user-update';

export const API_VERSION = '2024-01-01';

/** GoTrue's 429: the wait in Retry-After and in the sentence supabase-js hands to the app. */
function tooManyRequests(reply: FastifyReply, code: 'over_email_send_rate_limit' | 'over_request_rate_limit', waitSeconds: number): FastifyReply {
  reply.header('retry-after', String(waitSeconds));
  return sendError(reply, 429, code, `For security purposes, you can only request this after ${waitSeconds} seconds.`);
}

function sendError(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  return reply
    .code(status)
    .header('x-sb-error-code', code)
    .send({ code, error_code: code, msg: message, message });
}

/** The redirect if its origin is allowed (the portal's origins or the site URL), else the site URL. */
export function allowedRedirect(context: BackendContext, redirectTo: string | undefined): string {
  const { siteUrl, corsOrigins } = context.config;
  if (redirectTo === undefined || redirectTo === '') return siteUrl;
  try {
    const origin = new URL(redirectTo).origin;
    return [...corsOrigins, new URL(siteUrl).origin].includes(origin) ? redirectTo : siteUrl;
  } catch {
    return siteUrl;
  }
}

const fragment = (values: Record<string, string | number>): string =>
  Object.entries(values)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value)).replace(/%20/g, '+')}`)
    .join('&');

const withoutFragment = (url: string): string => url.split('#')[0] ?? url;

const EMAIL = { type: 'string', minLength: 3, maxLength: 320, pattern: '^[^\\s@]+@[^\\s@]+$' } as const;

interface OtpBody {
  email: string;
  create_user?: boolean;
}

interface VerifyBody {
  type: string;
  email?: string;
  token?: string;
  token_hash?: string;
}

export function registerGotrueRoutes(app: FastifyInstance, context: BackendContext): void {
  const { config, db } = context;
  const clock = () => config.now();
  const sendsPerEmail = new RateLimiter(config.otpRateLimit, clock);
  const sendsPerIp = new RateLimiter(config.otpIpRateLimit, clock);
  const guessesPerEmail = new RateLimiter(config.verifyRateLimit.perEmail, clock);
  const guessesPerIp = new RateLimiter(config.verifyRateLimit.perIp, clock);
  const emailTemplate = loadMagicLinkTemplate(SUPABASE_DIR);

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Supabase-Api-Version', API_VERSION);
    return payload;
  });

  app.setErrorHandler((error: { statusCode?: number; message: string; validation?: unknown }, _request, reply) => {
    // The server's JSON parser refuses an unparsable body with a product-API HttpError; GoTrue calls it bad_json.
    if (error instanceof HttpError && error.statusCode === 422) {
      return sendError(reply, 400, 'bad_json', `Could not parse request body as JSON: ${error.message}`);
    }
    if (error.validation !== undefined || (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 && error.statusCode !== 413)) {
      return sendError(reply, 400, 'validation_failed', error.message);
    }
    if (error.statusCode === 413) return sendError(reply, 413, 'request_too_large', error.message);
    reply.log.error(error);
    return sendError(reply, 500, 'unexpected_failure', 'Unexpected failure');
  });

  /** Every call but the emailed link carries the project's API key, as Supabase's gateway requires. */
  const requireApiKey = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.headers.apikey;
    if (typeof key !== 'string' || !(await isApiKey(config.jwtSecret, key))) {
      return sendError(reply, 401, 'no_api_key', 'No API key found in request or the key is invalid');
    }
    return undefined;
  };

  const bearerUser = async (request: FastifyRequest, reply: FastifyReply): Promise<{ user: UserRow; sessionId: string } | null> => {
    const header = request.headers.authorization ?? '';
    const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
    if (token === undefined) {
      sendError(reply, 401, 'no_authorization', 'This endpoint requires a valid Bearer token');
      return null;
    }
    const claims = await verifyAccessToken(config.jwtSecret, token, nowSeconds(context));
    if (claims === null) {
      sendError(reply, 403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token is expired or invalid');
      return null;
    }
    const session = await liveSession(context, claims.session_id);
    const [user] = await db.select().from(users).where(eq(users.id, claims.sub));
    if (session === undefined || user === undefined) {
      sendError(reply, 403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
      return null;
    }
    return { user, sessionId: session.id };
  };

  app.post<{ Body: OtpBody; Querystring: { redirect_to?: string } }>(
    '/otp',
    {
      preHandler: requireApiKey,
      schema: {
        querystring: { type: 'object', properties: { redirect_to: { type: 'string', maxLength: 2048 } } },
        body: { type: 'object', required: ['email'], properties: { email: EMAIL, create_user: { type: 'boolean' } } },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      // Counted before the account is looked up: unknown and known emails cost the same.
      const ipWait = sendsPerIp.retryAfter(request.ip);
      if (ipWait > 0) return tooManyRequests(reply, 'over_request_rate_limit', ipWait);
      const emailWait = sendsPerEmail.retryAfter(email);
      if (emailWait > 0) return tooManyRequests(reply, 'over_email_send_rate_limit', emailWait);
      takeAll([[sendsPerIp, request.ip], [sendsPerEmail, email]]);
      const [user] = await db.select().from(users).where(eq(users.email, email));
      if (user === undefined) {
        return request.body.create_user === false
          ? sendError(reply, 422, 'otp_disabled', 'Signups not allowed for otp')
          : sendError(reply, 422, 'signup_disabled', 'Signups not allowed for this instance');
      }
      const now = nowDate(context);
      const redirectTo = allowedRedirect(context, request.query.redirect_to);
      const tokenHash = createHash('sha224').update(randomBytes(32)).digest('hex');
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      // Only the latest link works, as with GoTrue's single confirmation token.
      await db.update(otpTokens).set({ usedAt: now }).where(and(eq(otpTokens.email, email), isNull(otpTokens.usedAt)));
      await db.insert(otpTokens).values({
        tokenHash, code, userId: user.id, email, redirectTo, createdAt: now,
        expiresAt: new Date(now.getTime() + config.otpTtlSeconds * 1000),
      });
      const message = magicLinkEmail(emailTemplate, {
        SiteURL: config.siteUrl,
        ConfirmationURL: `${config.publicUrl}/auth/v1/verify?${new URLSearchParams({ token: tokenHash, type: 'magiclink', redirect_to: redirectTo })}`,
        Email: email,
        Token: code,
        TokenHash: tokenHash,
        RedirectTo: redirectTo,
        // Production's .Data is the account's user_metadata, where the product API keeps brand, lang, first_name
        // and role; here the product's own columns hold them (the role last: the account's, whatever the metadata says).
        Data: { first_name: user.firstName, brand: user.brand, lang: user.language, ...user.userMetadata, role: user.role },
      });
      await context.outbox.send({ to: email, subject: message.subject, html: message.html, link: message.link, code }, now);
      return reply.code(200).send({});
    },
  );

  /** Spends a link or code: the first use wins, an expired or spent one is refused. */
  const spendToken = async (where: ReturnType<typeof and>): Promise<UserRow | null> => {
    const now = nowDate(context);
    const [spent] = await db
      .update(otpTokens)
      .set({ usedAt: now })
      .where(and(where, isNull(otpTokens.usedAt), gt(otpTokens.expiresAt, now), lt(otpTokens.failedAttempts, config.verifyRateLimit.triesPerCode)))
      .returning();
    if (spent === undefined) return null;
    const [user] = await db.select().from(users).where(eq(users.id, spent.userId));
    return user ?? null;
  };

  /**
   * Spends the email's live code when `code` is it. A wrong code counts against that code, which is burnt
   * (like a spent one) after `triesPerCode` wrong tries: guessing a 6-digit code needs a new email every few tries.
   */
  const spendCode = async (email: string, code: string): Promise<UserRow | null> => {
    const now = nowDate(context);
    const [latest] = await db
      .select()
      .from(otpTokens)
      .where(and(eq(otpTokens.email, email), isNull(otpTokens.usedAt), gt(otpTokens.expiresAt, now)))
      .orderBy(desc(otpTokens.createdAt))
      .limit(1);
    if (latest === undefined) return null;
    if (latest.code === code) return spendToken(eq(otpTokens.tokenHash, latest.tokenHash));
    const tries = config.verifyRateLimit.triesPerCode;
    await db
      .update(otpTokens)
      .set({
        failedAttempts: sql`${otpTokens.failedAttempts} + 1`,
        usedAt: sql`CASE WHEN ${otpTokens.failedAttempts} + 1 >= ${tries} THEN ${now.toISOString()}::timestamptz ELSE ${otpTokens.usedAt} END`,
      })
      .where(eq(otpTokens.tokenHash, latest.tokenHash));
    return null;
  };

  app.get<{ Querystring: { token?: string; type?: string; redirect_to?: string } }>(
    '/verify',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { token: { type: 'string', maxLength: 200 }, type: { type: 'string', maxLength: 40 }, redirect_to: { type: 'string', maxLength: 2048 } },
        },
      },
    },
    async (request, reply) => {
      const { token = '', redirect_to: redirectParam } = request.query;
      // A wrong link is a guess like a wrong code: counted per IP, forgiven when it works.
      const wait = guessesPerIp.take(request.ip);
      if (wait > 0) return tooManyRequests(reply, 'over_request_rate_limit', wait);
      const [record] = token === '' ? [] : await db.select().from(otpTokens).where(eq(otpTokens.tokenHash, token));
      const target = withoutFragment(redirectParam !== undefined ? allowedRedirect(context, redirectParam) : (record?.redirectTo ?? config.siteUrl));
      const user = record === undefined ? null : await spendToken(eq(otpTokens.tokenHash, token));
      if (user === null) {
        return reply.redirect(
          `${target}#${fragment({ error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired', sb: '' })}`,
          303,
        );
      }
      guessesPerIp.forgive(request.ip);
      const session = await startSession(context, user);
      return reply.redirect(
        `${target}#${fragment({
          access_token: session.access_token,
          expires_at: session.expires_at,
          expires_in: session.expires_in,
          refresh_token: session.refresh_token,
          sb: '',
          token_type: 'bearer',
          type: 'magiclink',
        })}`,
        303,
      );
    },
  );

  app.post<{ Body: VerifyBody }>(
    '/verify',
    {
      preHandler: requireApiKey,
      schema: {
        body: {
          type: 'object',
          required: ['type'],
          properties: {
            type: { type: 'string', enum: ['email', 'magiclink', 'signup', 'invite', 'recovery', 'email_change'] },
            email: EMAIL,
            token: { type: 'string', maxLength: 200 },
            token_hash: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
    async (request, reply) => {
      const { email, token, token_hash: tokenHash } = request.body;
      const byCode = email !== undefined && token !== undefined && /^\d{6}$/.test(token);
      if (tokenHash === undefined && !byCode) {
        return sendError(reply, 400, 'validation_failed', 'Verify requires either a token with an email, or a token_hash');
      }
      const address = (email ?? '').trim().toLowerCase();
      // Every try counts until it turns out right: per IP, and per email for codes.
      const limits: [RateLimiter, string][] = tokenHash === undefined ? [[guessesPerIp, request.ip], [guessesPerEmail, address]] : [[guessesPerIp, request.ip]];
      const wait = takeAll(limits);
      if (wait > 0) return tooManyRequests(reply, 'over_request_rate_limit', wait);
      const user = tokenHash !== undefined ? await spendToken(eq(otpTokens.tokenHash, tokenHash)) : await spendCode(address, token ?? '');
      if (user === null) return sendError(reply, 403, 'otp_expired', 'Token has expired or is invalid');
      for (const [limiter, key] of limits) limiter.forgive(key);
      return reply.send(await startSession(context, user));
    },
  );

  app.post<{ Querystring: { grant_type?: string }; Body: { refresh_token?: string } }>(
    '/token',
    {
      preHandler: requireApiKey,
      schema: {
        querystring: { type: 'object', properties: { grant_type: { type: 'string', maxLength: 40 } } },
        body: { type: 'object', properties: { refresh_token: { type: 'string', maxLength: 200 } } },
      },
    },
    async (request, reply) => {
      if (request.query.grant_type !== 'refresh_token') {
        return sendError(reply, 400, 'validation_failed', 'Unsupported grant type: only refresh_token is available here');
      }
      const token = request.body.refresh_token ?? '';
      if (token === '') return sendError(reply, 400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      const outcome = await refreshSession(context, token);
      if (!outcome.ok) {
        return outcome.code === 'refresh_token_already_used'
          ? sendError(reply, 400, outcome.code, 'Invalid Refresh Token: Already Used')
          : sendError(reply, 400, outcome.code, 'Invalid Refresh Token: Refresh Token Not Found');
      }
      return reply.send(outcome.session);
    },
  );

  app.get('/user', { preHandler: requireApiKey }, async (request, reply) => {
    const found = await bearerUser(request, reply);
    if (found === null) return reply;
    return reply.send(gotrueUser(found.user));
  });

  app.put<{ Body: UserUpdateBody | undefined; Querystring: { redirect_to?: string } }>(
    '/user',
    {
      preHandler: requireApiKey,
      schema: {
        querystring: { type: 'object', properties: { redirect_to: { type: 'string', maxLength: 2048 } } },
        body: userUpdateBodySchema,
      },
    },
    async (request, reply) => {
      const found = await bearerUser(request, reply);
      if (found === null) return reply;
      const body = request.body ?? {};
      const refusal = userUpdateRefusal(body, found.user.email);
      if (refusal !== null) return sendError(reply, refusal.status, refusal.code, refusal.message);
      const data = body.data;
      if (data === undefined || data === null) return reply.send(gotrueUser(found.user));
      // Read, merge and write under the row lock: two tabs updating at once both keep their keys.
      const updated = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(users).where(eq(users.id, found.user.id)).for('update');
        if (current === undefined) return null;
        const userMetadata = mergeUserMetadata(current.userMetadata, data);
        if (metadataBytes(userMetadata) > MAX_USER_METADATA_BYTES) return 'too_large' as const;
        const [row] = await tx.update(users).set({ userMetadata, updatedAt: nowDate(context) }).where(eq(users.id, current.id)).returning();
        return row ?? null;
      });
      if (updated === 'too_large') {
        return sendError(reply, 422, 'validation_failed', `user_metadata must stay under ${MAX_USER_METADATA_BYTES} bytes of JSON`);
      }
      if (updated === null) return sendError(reply, 404, 'user_not_found', 'User not found');
      return reply.send(gotrueUser(updated));
    },
  );

  app.post<{ Querystring: { scope?: string } }>(
    '/logout',
    {
      preHandler: requireApiKey,
      schema: { querystring: { type: 'object', properties: { scope: { type: 'string', enum: ['global', 'local', 'others'] } } } },
    },
    async (request, reply) => {
      const found = await bearerUser(request, reply);
      if (found === null) return reply;
      const scope = request.query.scope ?? 'global';
      const now = nowDate(context);
      const mine = and(eq(authSessions.userId, found.user.id), isNull(authSessions.revokedAt));
      if (scope === 'local') await db.update(authSessions).set({ revokedAt: now }).where(eq(authSessions.id, found.sessionId));
      else if (scope === 'global') await db.update(authSessions).set({ revokedAt: now }).where(mine);
      else {
        const others = await db.select({ id: authSessions.id }).from(authSessions).where(mine);
        for (const other of others.filter((s) => s.id !== found.sessionId)) {
          await db.update(authSessions).set({ revokedAt: now }).where(eq(authSessions.id, other.id));
        }
      }
      return reply.code(204).send();
    },
  );

  app.get('/settings', { preHandler: requireApiKey }, async () => ({
    external: { email: true, phone: false },
    disable_signup: true,
    mailer_autoconfirm: false,
    phone_autoconfirm: false,
    sms_provider: '',
  }));
}
