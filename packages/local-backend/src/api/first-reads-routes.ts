// GET /first-reads/dashboard and /first-reads/documents (extensions of the product API, docs/security.md): the GETs
// the candidate's dashboard or documents page makes first, answered in one response, so a phone waits for one
// preflight and one round trip instead of one of each a GET.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BackendContext } from '../context';
import { users } from '../db/schema';
import { requireLiveSession, signedClaims } from '../http/current-user';

/**
 * The dashboard's first reads: the two account checks, the applications and the application fee. The provider's own
 * list (this backend may not import the portal's client): the pact's interaction lists the client's parts
 * (adapters' first-reads.ts), so the provider verification fails when this list lacks one.
 */
export const DASHBOARD_FIRST_READS = ['/users/me', '/test/all_me', '/deals/', '/users/invoice'] as const;

/** The documents page's: the account checks, the applications, and what the page shows first. */
export const DOCUMENTS_FIRST_READS = [
  '/users/me',
  '/test/all_me',
  '/deals/',
  '/documents/requirements',
  '/documents/',
  '/documents/submission-status',
  '/users/disability',
  '/users/nationalities',
] as const;

/** Each first-reads address and the GETs it answers. */
export const FIRST_READS: Readonly<Record<string, readonly string[]>> = {
  '/first-reads/dashboard': DASHBOARD_FIRST_READS,
  '/first-reads/documents': DOCUMENTS_FIRST_READS,
};

/** What the answer holds for each read: its status and JSON body, exactly as the GET alone answers the caller. */
export interface FirstReadAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** The caller's headers a read's answer depends on: who is asking, and for which brand (the apply URL of a 404). */
const FORWARDED = ['authorization', 'origin', 'referer', 'host'] as const;

export function registerFirstReadsRoutes(app: FastifyInstance, context: BackendContext): void {
  for (const [address, reads] of Object.entries(FIRST_READS)) registerFirstReads(app, context, address, reads);
}

function registerFirstReads(app: FastifyInstance, context: BackendContext, address: string, reads: readonly string[]): void {
  app.get(address, async (request) => {
    // A missing or forged token, or a signed-out session, is refused as a whole (422, 401 and 401, as every read
    // refuses them); a deleted account's answers come in the parts, as each read gives them (the 404 the app signs
    // out on).
    const claims = await signedClaims(context, request);
    const [account] = await context.db.select({ id: users.id }).from(users).where(eq(users.email, claims.email.toLowerCase()));
    if (account !== undefined) await requireLiveSession(context, claims);
    const headers = Object.fromEntries(FORWARDED.flatMap((name) => (typeof request.headers[name] === 'string' ? [[name, request.headers[name]]] : [])));
    const answers: Record<string, FirstReadAnswer> = {};
    // One at a time: PGlite serves one connection, and the reads are small.
    for (const path of reads) {
      const answer = await app.inject({ method: 'GET', url: path, headers });
      answers[path] = { status: answer.statusCode, body: answer.body === '' ? null : (JSON.parse(answer.body) as unknown) };
    }
    return answers;
  });
}
