// A reviewer's token opens the jury's routes (`/reviews...`) and their own account (`/users/me`, `/test/all_me`),
// nothing else of the product API: every other route answers 403, before its own checks, whatever it would have
// answered another role. Routes open to reviewers say so in their config (`reviewerMay: true`). Supabase Auth and
// Storage (their own services, with their own rules) and the dev pages are outside the product API.
import { isReviewer, roleFromValue } from '@admission/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { verifyAccessToken } from '../auth/jwt';
import { liveSession } from '../auth/sessions';
import { nowSeconds, type BackendContext } from '../context';
import { users } from '../db/schema';
import { HttpError } from '../http/http-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A reviewer's token may call this route (the gate lets it through; the route checks the rest). */
    readonly reviewerMay?: boolean;
  }
}

/** The route config of the routes a reviewer may call. */
export const REVIEWER_MAY = { reviewerMay: true } as const;

/** Where Supabase Auth, Supabase Storage and the dev pages are served: not the product API. */
export const AUTH_PREFIX = '/auth/v1';
export const STORAGE_PREFIX = '/storage/v1';
export const DEV_PREFIX = '/__dev';

export const REVIEWER_REFUSAL = 'Reviewers may only use their reviews';

const outsideProductApi = (url: string): boolean =>
  url === '/' || [AUTH_PREFIX, STORAGE_PREFIX, DEV_PREFIX].some((prefix) => url === prefix || url.startsWith(`${prefix}/`));

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const [scheme, token] = header.trim().split(/\s+/);
  return scheme?.toLowerCase() === 'bearer' && token !== undefined && token !== '' ? token : null;
}

/** Is the request signed by a reviewer's live session (a `?access_token=` counts too, as the download route takes it)? */
async function callerIsReviewer(context: BackendContext, request: FastifyRequest): Promise<boolean> {
  const query = request.query as Record<string, unknown> | undefined;
  const token = bearerOf(request) ?? (typeof query?.access_token === 'string' ? query.access_token : null);
  if (token === null) return false;
  const claims = await verifyAccessToken(context.config.jwtSecret, token, nowSeconds(context));
  if (claims === null) return false;
  const [user] = await context.db.select({ role: users.role }).from(users).where(eq(users.id, claims.sub));
  if (user === undefined || !isReviewer(roleFromValue(user.role))) return false;
  return (await liveSession(context, claims.session_id)) !== undefined;
}

export function registerReviewerGate(app: FastifyInstance, context: BackendContext): void {
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (url === undefined || outsideProductApi(url) || request.routeOptions.config.reviewerMay === true) return;
    if (await callerIsReviewer(context, request)) throw new HttpError(403, REVIEWER_REFUSAL);
  });
}
