// The Supabase Storage calls under /storage/v1, answering as Storage does: the portal's uploads (create, upsert,
// replace), signed URLs and downloads, and list, remove and move for a deployer or the product API. Who may do
// what is decided by supabase/migrations' policies on storage.objects, applied in this database: every call runs
// as the caller's role (src/supabase/request-role).
import multipart from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { verifyStorageToken } from '../auth/jwt';
import type { BackendContext } from '../context';
import { nowSeconds } from '../context';
import { jsonProblem, jsonText, problemMessage } from '../http/clean-text';
import { asRequest, SERVICE_ROLE, type RequestIdentity } from '../supabase/request-role';
import { objects } from '../supabase/storage-tables';
import { LIST_BODY, listObjects, MOVE_BODY, moveObject, REMOVE_BODY, removeObjects, type ListParams, type MoveParams, type RemoveParams } from './object-operations';
import { bucketOf, GLOBAL_FILE_SIZE_LIMIT, objectAddress, uploadObject, type ObjectParams } from './object-upload';
import { DEFAULT_SIGNED_URL_SECONDS, signedObjectPath } from './signed-urls';
import { storageCaller } from './storage-caller';
import { StorageError, storageErrors } from './storage-errors';

/**
 * A stored file is the candidate's bytes: the browser must not guess another type, run a script in it or let it
 * be framed by anyone but the portal. Images and PDFs still show inline (`<img>`, the PDF viewer in a frame).
 */
export function storedFileHeaders(path: string, frameAncestors: readonly string[]): Record<string, string> {
  const name = path.split('/').pop()?.replace(/^\d+_/, '') ?? 'file';
  // A key written outside the upload route may hold any letter; a header only Latin-1: the plain name then, else an
  // ASCII one and RFC 6266's UTF-8 form.
  const plain = /^[\x20-\x7e]*$/.test(name);
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  return {
    'x-content-type-options': 'nosniff',
    'content-disposition': plain ? `inline; filename="${name}"` : `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    'content-security-policy': `default-src 'none'; script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self' ${frameAncestors.join(' ')}`.trim(),
    'cross-origin-resource-policy': 'cross-origin',
  };
}

type SignParams = ObjectParams & { Body: { expiresIn?: unknown } };

export async function registerStorageRoutes(app: FastifyInstance, context: BackendContext): Promise<void> {
  const { config, db } = context;

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string; validation?: unknown }, request, reply) => {
    let refusal: StorageError;
    if (error instanceof StorageError) refusal = error;
    else if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.statusCode === 413) refusal = storageErrors.entityTooLarge();
    else if (error.validation !== undefined || (error.statusCode !== undefined && error.statusCode < 500)) refusal = storageErrors.invalidRequest(error.message);
    else {
      request.log.error(error);
      refusal = storageErrors.internal();
    }
    return reply.code(refusal.httpStatus).send(refusal.render());
  });

  // Uploads: the body is left unread until the policies and the type have passed (a multipart body is read
  // by @fastify/multipart, any other as it arrives).
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', (_request, _payload, done) => done(null));
    await uploads.register(multipart, { limits: { fileSize: GLOBAL_FILE_SIZE_LIMIT, files: 1, fields: 10, fieldSize: 1024 } });
    uploads.post<ObjectParams>('/object/:bucket/*', (request, reply) => uploadObject(context, request, reply));
    uploads.put<ObjectParams>('/object/:bucket/*', (request, reply) => uploadObject(context, request, reply));
  });

  /** The object's row if the caller's policies let them see it (the service role sees every row). */
  const visibleObject = async (who: RequestIdentity, bucketId: string, key: string) => {
    await bucketOf(db, bucketId);
    const [object] = await asRequest(db, who, (tx) => tx.select().from(objects).where(and(eq(objects.bucketId, bucketId), eq(objects.name, key))));
    if (object === undefined) throw storageErrors.noSuchKey();
    return object;
  };

  /** The bytes; `caching` is the stored cache-control, or (a signed URL) the token's expiry instead. */
  const sendObject = async (reply: FastifyReply, object: typeof objects.$inferSelect, caching: Record<string, string>) => {
    const bytes = await context.files.read(object.bucketId, object.name).catch(() => {
      throw storageErrors.noSuchKey();
    });
    return reply
      .headers(storedFileHeaders(object.name, config.corsOrigins))
      .header('content-type', object.metadata?.mimetype ?? 'application/octet-stream')
      .headers(caching)
      .header('content-length', String(bytes.length))
      .send(bytes);
  };
  const storedCaching = (object: typeof objects.$inferSelect) => ({ 'cache-control': object.metadata?.cacheControl ?? 'no-cache' });

  /** GET /object/{bucket}/{key} (storage-js `download`) and its /object/authenticated/ twin: as the caller. */
  const download = async (request: FastifyRequest<ObjectParams>, reply: FastifyReply) => {
    const who = await storageCaller(context, request);
    const { bucketId, key } = objectAddress(request);
    const object = await visibleObject(who, bucketId, key);
    return sendObject(reply, object, storedCaching(object));
  };

  // Every call with a JSON body, and the downloads. Static segments win over parameters: /object/list/{bucket} and
  // /object/move never reach the upload route.
  await app.register(async (reads) => {
    reads.removeAllContentTypeParsers();
    reads.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => {
      const decoded = jsonText(body as Buffer);
      if ('problem' in decoded) return done(storageErrors.invalidRequest(decoded.problem), undefined);
      let parsed: unknown;
      try {
        parsed = decoded.text === '' ? {} : (JSON.parse(decoded.text) as unknown);
      } catch {
        return done(storageErrors.invalidRequest('Malformed JSON body'), undefined);
      }
      const problem = jsonProblem(parsed);
      return problem === null ? done(null, parsed) : done(storageErrors.invalidRequest(problemMessage(problem)), undefined);
    });

    // Storage looks the object up as the caller: under an insert-only policy a candidate is told it does not exist.
    reads.post<SignParams>('/object/sign/:bucket/*', async (request) => {
      const who = await storageCaller(context, request);
      const { bucketId, key } = objectAddress(request);
      await visibleObject(who, bucketId, key);
      const { expiresIn } = (request.body ?? {}) as { expiresIn?: unknown };
      const seconds = typeof expiresIn === 'number' && Number.isInteger(expiresIn) && expiresIn > 0 ? Math.min(expiresIn, 604_800) : DEFAULT_SIGNED_URL_SECONDS;
      return { signedURL: await signedObjectPath(context, bucketId, key, seconds) };
    });

    // The token is the permission: the object is read as Storage's own user, and sent with the token's expiry
    // (`Expires`) in place of its cache control.
    reads.get<ObjectParams & { Querystring: { token?: string } }>('/object/sign/:bucket/*', async (request, reply) => {
      const { bucketId, key } = objectAddress(request);
      const verified = await verifyStorageToken(config.jwtSecret, request.query.token ?? '', nowSeconds(context));
      if ('refusal' in verified) throw storageErrors.invalidJwt(verified.refusal);
      const { url, exp } = verified.payload;
      if (url !== `${bucketId}/${key}`) throw storageErrors.invalidSignature();
      const expires: Record<string, string> = typeof exp === 'number' ? { expires: new Date(exp * 1000).toUTCString() } : {};
      return sendObject(reply, await visibleObject(SERVICE_ROLE, bucketId, key), expires);
    });

    reads.post<ListParams>('/object/list/:bucket', { schema: { body: LIST_BODY } }, (request) => listObjects(context, request));
    reads.delete<RemoveParams>('/object/:bucket', { schema: { body: REMOVE_BODY } }, (request) => removeObjects(context, request));
    reads.post<MoveParams>('/object/move', { schema: { body: MOVE_BODY } }, (request) => moveObject(context, request));

    reads.get<ObjectParams>('/object/authenticated/:bucket/*', download);
    reads.get<ObjectParams>('/object/:bucket/*', download);
  });
}
