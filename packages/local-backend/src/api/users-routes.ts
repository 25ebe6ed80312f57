// /users/*, /test/all_me and /deals/: the candidate's account, answers, invoice and applications.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { brandOfUrl } from '../brands';
import type { BackendContext } from '../context';
import { invoices, users } from '../db/schema';
import { requireLiveSession, requireUser, signedClaims } from '../http/current-user';
import { HttpError, notFound, unprocessable } from '../http/http-error';
import { candidateDeals } from './candidate-deals';
import { refuseWhenAllWithdrawn } from './candidate-documents';
import { allNationalities, isCountryCode, languageOf, nationalitiesOf } from './nationalities';
import { REVIEWER_MAY } from '../review/reviewer-gate';
import { accountView, invoiceView, profileView } from './views';

export const SUBMITTED_LOCK = 'Cannot be changed after submission';
/** The submission lock answers 400, as the school's API does. */
export const submittedLock = (): HttpError => new HttpError(400, SUBMITTED_LOCK);

const EMAIL = { type: 'string', minLength: 3, maxLength: 320, pattern: '^\\s*[^\\s@]+@[^\\s@]+\\s*$' } as const;
const LANG_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: { lang: { type: 'string', enum: ['en', 'fr'] }, language: { type: 'string', enum: ['en', 'fr'] } },
} as const;

function accountNotFound(context: BackendContext, request: FastifyRequest): HttpError {
  const origin = typeof request.headers.origin === 'string' ? request.headers.origin : request.headers.referer;
  const brand = brandOfUrl(origin);
  return new HttpError(404, {
    message: "You don't have an account. To apply, please visit the school's main site",
    apply_url: context.config.applyUrls[brand.id] ?? context.config.applyUrls.default ?? '',
  });
}

export function registerUsersRoutes(app: FastifyInstance, context: BackendContext): void {
  const { db } = context;

  app.post<{ Body: { email: string } }>(
    '/users/check-exists',
    { schema: { body: { type: 'object', additionalProperties: false, required: ['email'], properties: { email: EMAIL } } } },
    async (request) => {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, request.body.email.trim().toLowerCase()));
      if (user === undefined) throw accountNotFound(context, request);
      return { exists: true };
    },
  );

  app.get('/users/me', { config: REVIEWER_MAY }, async (request) => profileView(await requireUser(context, request)));

  app.get('/test/all_me', { config: REVIEWER_MAY }, async (request) => {
    const claims = await signedClaims(context, request);
    const [user] = await db.select().from(users).where(eq(users.email, claims.email.toLowerCase()));
    // An account that is gone took its sessions with it: that is the 404 the web app signs out on.
    if (user === undefined) throw accountNotFound(context, request);
    await requireLiveSession(context, claims);
    return accountView(user);
  });

  app.get('/users/invoice', async (request) => {
    const user = await requireUser(context, request);
    const [invoice] = await db.select().from(invoices).where(eq(invoices.userId, user.id)).orderBy(desc(invoices.createdAt)).limit(1);
    if (invoice === undefined) throw notFound('No invoice found');
    return invoiceView(context, invoice);
  });

  app.get('/users/disability', async (request) => {
    const user = await requireUser(context, request);
    return { has_disability: user.hasDisability };
  });

  app.put<{ Body: { has_disability: boolean } }>(
    '/users/disability',
    {
      schema: {
        body: { type: 'object', additionalProperties: false, required: ['has_disability'], properties: { has_disability: { type: 'boolean' } } },
      },
    },
    async (request) => {
      const user = await requireUser(context, request);
      await refuseWhenAllWithdrawn(db, user.id);
      if (user.documentsSubmittedAt !== null) throw submittedLock();
      // Only while not submitted, in the same statement: a submission in between wins.
      const updated = await db.update(users).set({ hasDisability: request.body.has_disability }).where(and(eq(users.id, user.id), isNull(users.documentsSubmittedAt))).returning({ id: users.id });
      if (updated.length === 0) throw submittedLock();
      return { has_disability: request.body.has_disability };
    },
  );

  app.get<{ Querystring: { lang?: string; language?: string } }>('/users/nationalities', { schema: { querystring: LANG_QUERY } }, async (request) => {
    const user = await requireUser(context, request);
    return nationalitiesOf(user.nationalityCodes, languageOf(request.query.lang ?? request.query.language, languageOf(user.language)));
  });

  app.get<{ Querystring: { lang?: string; language?: string } }>(
    '/users/available-nationalities',
    { schema: { querystring: LANG_QUERY } },
    async (request) => {
      await requireUser(context, request);
      return allNationalities(languageOf(request.query.lang ?? request.query.language));
    },
  );

  app.put<{ Body: { nationality_codes: string[] }; Querystring: { lang?: string; language?: string } }>(
    '/users/nationalities',
    {
      schema: {
        querystring: LANG_QUERY,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['nationality_codes'],
          properties: {
            nationality_codes: { type: 'array', maxItems: 20, uniqueItems: true, items: { type: 'string', pattern: '^[A-Za-z]{2}$' } },
          },
        },
      },
    },
    async (request) => {
      const user = await requireUser(context, request);
      await refuseWhenAllWithdrawn(db, user.id);
      if (user.documentsSubmittedAt !== null) throw submittedLock();
      const codes = request.body.nationality_codes.map((code) => code.toUpperCase());
      const unknown = codes.filter((code) => !isCountryCode(code));
      if (unknown.length > 0) throw unprocessable(`Unknown nationality code: ${unknown.join(', ')}`);
      if (new Set(codes).size !== codes.length) throw unprocessable('Nationality codes must be unique');
      const updated = await db.update(users).set({ nationalityCodes: codes }).where(and(eq(users.id, user.id), isNull(users.documentsSubmittedAt))).returning({ id: users.id });
      if (updated.length === 0) throw submittedLock();
      return nationalitiesOf(codes, languageOf(request.query.lang ?? request.query.language, languageOf(user.language)));
    },
  );

  app.get('/deals/', async (request) => candidateDeals(db, (await requireUser(context, request)).id));
}
