// One Fastify server: the product API at /, Supabase Auth at /auth/v1, Storage at /storage/v1, dev pages at /__dev.
import cors from '@fastify/cors';
import { Ajv } from 'ajv';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { registerAdminExportRoutes } from './api/admin-export-routes';
import { registerAdminRoutes } from './api/admin-routes';
import { registerDocumentReviewRoutes } from './workflow/document-review-routes';
import { registerWorkflowRoutes } from './workflow/workflow-routes';
import { registerWithdrawalRoutes } from './workflow/withdrawal-routes';
import { registerDocumentsRoutes } from './api/documents-routes';
import { registerFirstReadsRoutes } from './api/first-reads-routes';
import { registerUsersRoutes } from './api/users-routes';
import { registerGotrueRoutes } from './auth/gotrue-routes';
import type { BackendContext } from './context';
import { registerDevRoutes } from './dev/dev-routes';
import { decodeUtf8, jsonProblem, jsonText, urlProblem } from './http/clean-text';
import { HttpError } from './http/http-error';
import { registerQuizRoutes } from './quiz/quiz-routes';
import { registerQuizAccommodationRoutes } from './quiz/quiz-accommodation-routes';
import { registerAccountDeletionRoutes } from './rights/account-deletion-routes';
import { registerDataExportRoutes } from './rights/data-export';
import { registerStorageRoutes } from './storage/storage-routes';
import { registerCandidateInterviewRoutes } from './interview/candidate-interview-routes';
import { registerAdminOfferRoutes } from './offer/admin-offer-routes';
import { registerCandidateOfferRoutes } from './offer/candidate-offer-routes';
import { registerInterviewAdminRoutes } from './interview/interview-admin-routes';
import { registerPanelInterviewRoutes } from './interview/panel-interview-routes';
import { registerStaffInterviewRoutes } from './interview/staff-interview-routes';
import { registerRankingRoutes } from './review/ranking-routes';
import { registerReviewAdminRoutes } from './review/review-admin-routes';
import { registerReviewRoutes } from './review/review-routes';
import { AUTH_PREFIX, registerReviewerGate, STORAGE_PREFIX } from './review/reviewer-gate';

/** Headers the portal's scripts must be able to read on cross-origin answers. */
export const EXPOSED_HEADERS = ['X-Supabase-Api-Version', 'x-sb-error-code', 'X-Total-Count', 'Content-Disposition', 'Content-Length'];

export const PRODUCT_BODY_LIMIT = 64 * 1024;

export interface BuildOptions {
  readonly logger?: boolean;
  /** Told of every route as it is registered (tests enumerate them). */
  readonly onRoute?: (route: { method: string; url: string }) => void;
}

/** How long a browser may reuse a CORS preflight answer (Access-Control-Max-Age). */
export const PREFLIGHT_MAX_AGE_SECONDS = 86_400;

export async function buildServer(context: BackendContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: PRODUCT_BODY_LIMIT, routerOptions: { maxParamLength: 1024 } });
  const { onRoute } = options;
  if (onRoute !== undefined) {
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) onRoute({ method, url: route.url });
    });
  }

  // Bodies are validated strictly (no coercion, unknown fields refused); query strings and params are coerced.
  const strict = new Ajv({ removeAdditional: false, useDefaults: true, coerceTypes: false, allErrors: false });
  const coercing = new Ajv({ removeAdditional: false, useDefaults: true, coerceTypes: 'array', allErrors: false });
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema));

  await app.register(cors, {
    origin: [...context.config.corsOrigins],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposedHeaders: EXPOSED_HEADERS,
    // A browser asks once a day per URL instead of every 10 minutes (Chromium caps it at 2 hours): each
    // preflight is a round trip a phone on mobile data waits for. docs/configuration.md asks the same of the real API.
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
  });

  // An empty JSON body (supabase-js's logout, a bodiless POST) is no body; anything unparsable is a 422.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    const decoded = jsonText(body as Buffer);
    if ('problem' in decoded) return done(new HttpError(400, decoded.problem), undefined);
    if (decoded.text.trim() === '') return done(null, undefined);
    let parsed: unknown;
    try {
      parsed = JSON.parse(decoded.text) as unknown;
    } catch {
      return done(new HttpError(422, 'Malformed JSON body'), undefined);
    }
    const problem = jsonProblem(parsed);
    return problem === null ? done(null, parsed) : done(new HttpError(400, problem), undefined);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (_request, body, done) => {
    const text = decodeUtf8(body as Buffer);
    const form = text === null ? null : Object.fromEntries(new URLSearchParams(text));
    const problem = form === null ? 'The request body is not valid UTF-8' : jsonProblem(form);
    return problem === null ? done(null, form) : done(new HttpError(400, problem), undefined);
  });

  // Control characters, lone surrogates and invalid UTF-8 in the path or query string: a 400 before any route.
  app.addHook('onRequest', async (request) => {
    const problem = urlProblem(request.raw.url ?? request.url);
    if (problem !== null) throw new HttpError(400, problem);
  });
  // A bodiless POST or PATCH sent without a Content-Type (but chunked) is a request without a body.
  app.addHook('onRequest', async (request) => {
    const isUpload = request.url.startsWith('/storage/');
    if (!isUpload && request.headers['content-type'] === undefined && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(request.method)) {
      request.headers['content-type'] = 'application/json';
    }
  });
  // JSON is UTF-8 by definition (RFC 8259): answer plain `application/json`, as the school's API does.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.getHeader('content-type') === 'application/json; charset=utf-8') reply.header('content-type', 'application/json');
    return payload;
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: 'Not Found' }));

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send({ detail: error.detail });
    if (error.validation !== undefined) {
      return reply.code(422).send({ detail: `${error.validationContext ?? 'request'}${error.message.replace(/^(body|querystring|params)/, '')}` });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.code(415).send({ detail: 'Unsupported Media Type' });
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) return reply.code(413).send({ detail: 'Request body too large' });
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.name === 'SyntaxError' || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.code(422).send({ detail: 'Malformed JSON body' });
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ detail: error.message });
    }
    request.log.error(error);
    console.error(error);
    return reply.code(500).send({ detail: 'Internal Server Error' });
  });

  // A reviewer's token opens only the jury's routes and their own account (before any route's own checks).
  registerReviewerGate(app, context);
  await app.register(async (auth) => registerGotrueRoutes(auth, context), { prefix: AUTH_PREFIX });
  await app.register(async (storage) => registerStorageRoutes(storage, context), { prefix: STORAGE_PREFIX });
  registerUsersRoutes(app, context);
  registerFirstReadsRoutes(app, context);
  registerDataExportRoutes(app, context);
  registerAccountDeletionRoutes(app, context);
  registerDocumentsRoutes(app, context);
  registerQuizRoutes(app, context);
  registerQuizAccommodationRoutes(app, context);
  registerAdminRoutes(app, context);
  registerAdminExportRoutes(app, context);
  registerWorkflowRoutes(app, context);
  registerDocumentReviewRoutes(app, context);
  registerWithdrawalRoutes(app, context);
  registerReviewRoutes(app, context);
  registerReviewAdminRoutes(app, context);
  registerRankingRoutes(app, context);
  registerCandidateInterviewRoutes(app, context);
  registerInterviewAdminRoutes(app, context);
  registerStaffInterviewRoutes(app, context);
  registerPanelInterviewRoutes(app, context);
  registerCandidateOfferRoutes(app, context);
  registerAdminOfferRoutes(app, context);
  // Production serves no dev page: no mailbox, outbox, accounts, reset or payment stand-in.
  if (context.config.mode !== 'production') registerDevRoutes(app, context);
  app.get('/', async () => ({
    name: 'Admission Platform local backend',
    auth: '/auth/v1',
    storage: '/storage/v1',
    ...(context.config.mode === 'production' ? {} : { mailbox: '/__dev/mailbox' }),
  }));
  return app;
}
