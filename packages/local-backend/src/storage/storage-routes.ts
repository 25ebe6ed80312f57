// The Supabase Storage calls of the portal, under /storage/v1: upload (overwrite on upsert or PUT), signed URLs, downloads.
// Every upload is checked with the domain's file rules; a candidate writes and reads only documents/{own id}/.
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  IMAGE_LOAD_TIMEOUT_MS,
  MAX_FILE_SIZE_BYTES,
  parseDocumentStoragePath,
  sanitiseFileName,
  validateCandidateFile,
  type FileValidationFailure,
} from '@admission/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiKey, verifyAccessToken, verifyObjectToken } from '../auth/jwt';
import { liveSession } from '../auth/sessions';
import type { BackendContext } from '../context';
import { nowDate, nowSeconds } from '../context';
import { documentRequirements, storageObjects, users } from '../db/schema';
import { bufferImageProbe, candidateFileFromBuffer, pdfFailure } from '../files/buffer-image-probe';
import { jsonProblem, jsonText } from '../http/clean-text';
import { isSafeObjectPath } from './object-files';
import { DEFAULT_SIGNED_URL_SECONDS, signedObjectPath } from './signed-urls';

class StorageError extends Error {
  constructor(
    readonly statusCode: string,
    readonly error: string,
    message: string,
    readonly httpStatus = 400,
  ) {
    super(message);
  }
}

const rlsRefusal = () => new StorageError('403', 'Unauthorized', 'new row violates row-level security policy');
const notFoundObject = () => new StorageError('404', 'not_found', 'Object not found');

/** Server-side wording of the spec §5 file checks. */
export function fileFailureMessage(failure: FileValidationFailure): string {
  switch (failure.code) {
    case 'FILE_TOO_LARGE': return 'File size exceeds 2MB limit';
    case 'FILE_NAME_MISSING': return 'File must have a valid name';
    case 'FILE_TYPE_UNKNOWN': return 'Unable to determine file type';
    case 'FILE_TYPE_NOT_ALLOWED': return `File type ${failure.type} not allowed`;
    case 'FILE_EXTENSION_MISMATCH': return `File extension ${failure.extension} doesn't match MIME type ${failure.type}`;
    case 'FILE_SIGNATURE_MISMATCH': return "File content doesn't match its declared type (possible malicious file)";
    case 'IMAGE_INVALID': return 'Invalid or corrupted image file';
    case 'PDF_ENCRYPTED': return 'This PDF is password-protected: remove the password and upload it again';
    case 'PDF_INVALID': return 'Invalid or corrupted PDF file';
    case 'FILE_VALIDATION_FAILED': return 'File validation failed';
  }
}

/** Cache-Control directives (`max-age=3600`, `no-cache, private`): printable ASCII only, nothing else. */
const CACHE_CONTROL_HEADER = /^[a-z-]{1,40}(?:=\d{1,10})?(?:\s*,\s*[a-z-]{1,40}(?:=\d{1,10})?){0,9}$/i;

/**
 * A stored file is the candidate's bytes: the browser must not guess another type, run a script in it or let it
 * be framed by anyone but the portal. Images and PDFs still show inline (`<img>`, the PDF viewer in a frame).
 */
export function storedFileHeaders(path: string, frameAncestors: readonly string[]): Record<string, string> {
  const name = path.split('/').pop()?.replace(/^\d+_/, '') ?? 'file';
  return {
    'x-content-type-options': 'nosniff',
    'content-disposition': `inline; filename="${name}"`,
    'content-security-policy': `default-src 'none'; script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self' ${frameAncestors.join(' ')}`.trim(),
    'cross-origin-resource-policy': 'cross-origin',
  };
}

interface Caller {
  readonly userId: string;
  readonly staff: boolean;
  readonly submitted: boolean;
}

export async function registerStorageRoutes(app: FastifyInstance, context: BackendContext): Promise<void> {
  const { config, db } = context;

  // Uploads arrive as multipart (a browser File) or as a raw body of any type (a Buffer or string).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    const decoded = jsonText(body as Buffer);
    if ('problem' in decoded) return done(new StorageError('400', 'InvalidRequest', decoded.problem), undefined);
    let parsed: unknown;
    try {
      parsed = decoded.text === '' ? {} : (JSON.parse(decoded.text) as unknown);
    } catch {
      return done(new StorageError('400', 'InvalidRequest', 'Malformed JSON body'), undefined);
    }
    const problem = jsonProblem(parsed);
    return problem === null ? done(null, parsed) : done(new StorageError('400', 'InvalidRequest', problem), undefined);
  });
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_FILE_SIZE_BYTES + 64 * 1024 }, (_request, body, done) => done(null, body));
  await app.register(multipart, { limits: { fileSize: MAX_FILE_SIZE_BYTES, files: 1, fields: 10, fieldSize: 1024 } });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string; validation?: unknown }, request, reply) => {
    if (error instanceof StorageError) {
      return reply.code(error.httpStatus).send({ statusCode: error.statusCode, error: error.error, message: error.message });
    }
    if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.code(413).send({ statusCode: '413', error: 'Payload too large', message: 'File size exceeds 2MB limit' });
    }
    if (error.validation !== undefined || (error.statusCode !== undefined && error.statusCode < 500)) {
      return reply.code(400).send({ statusCode: '400', error: 'InvalidRequest', message: error.message });
    }
    request.log.error(error);
    return reply.code(500).send({ statusCode: '500', error: 'internal', message: 'Internal Server Error' });
  });

  const caller = async (request: FastifyRequest): Promise<Caller> => {
    const apiKey = request.headers.apikey;
    const header = request.headers.authorization ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (token === undefined && (typeof apiKey !== 'string' || !(await isApiKey(config.jwtSecret, apiKey)))) {
      throw new StorageError('400', 'Unauthorized', 'headers must have required property \'authorization\'');
    }
    if (token === undefined || (await isApiKey(config.jwtSecret, token))) throw rlsRefusal();
    const claims = await verifyAccessToken(config.jwtSecret, token, nowSeconds(context));
    // A signed-out session's token is refused like an expired one.
    if (claims === null || (await liveSession(context, claims.session_id)) === undefined) {
      throw new StorageError('403', 'Unauthorized', 'invalid signature or expired JWT', 400);
    }
    const [user] = await db.select().from(users).where(eq(users.id, claims.sub));
    if (user === undefined) throw rlsRefusal();
    return { userId: user.id, staff: user.role === 'admin' || user.role === 'agent', submitted: user.documentsSubmittedAt !== null };
  };

  const objectPath = (request: FastifyRequest<{ Params: { bucket: string; '*': string } }>): { bucket: string; path: string } => {
    const { bucket } = request.params;
    const path = request.params['*'];
    if (bucket !== config.bucket) throw new StorageError('404', 'Bucket not found', 'Bucket not found');
    if (!isSafeObjectPath(path)) throw new StorageError('400', 'InvalidKey', `Invalid key: ${path}`);
    return { bucket, path };
  };

  /** The storage policy: staff read anything; a candidate reads and writes only under documents/{own id}/. */
  const mayAccess = (who: Caller, path: string): boolean => who.staff || path.startsWith(`documents/${who.userId}/`);

  const readUpload = async (request: FastifyRequest): Promise<{ bytes: Buffer; contentType: string; cacheControl: string }> => {
    if (request.isMultipart()) {
      let cacheControl = '3600';
      let file: { bytes: Buffer; contentType: string } | null = null;
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (part.fieldname === 'cacheControl') cacheControl = typeof part.value === 'string' ? part.value : '';
        } else if (file === null) {
          file = { bytes: await part.toBuffer(), contentType: part.mimetype };
        } else {
          await part.toBuffer();
        }
      }
      if (file === null) throw new StorageError('400', 'InvalidRequest', 'No file in the multipart body');
      // Stored, then sent back as a header on every download: checked here, never on the way out.
      const seconds = /^(?:max-age=)?(\d{1,10})$/.exec(cacheControl)?.[1];
      if (seconds === undefined) throw new StorageError('400', 'InvalidRequest', 'cacheControl must be a number of seconds (at most 10 digits)');
      return { ...file, cacheControl: `max-age=${seconds}` };
    }
    const body = request.body;
    if (!Buffer.isBuffer(body)) throw new StorageError('400', 'InvalidRequest', 'Expected the file as the request body');
    const header = request.headers['cache-control'];
    const cacheControl = typeof header === 'string' && header !== '' ? header : 'max-age=3600';
    if (!CACHE_CONTROL_HEADER.test(cacheControl)) throw new StorageError('400', 'InvalidRequest', 'cache-control must be directives such as max-age=3600');
    return {
      bytes: body,
      contentType: String(request.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '',
      cacheControl,
    };
  };

  /**
   * POST creates the object; with `x-upsert: true` it replaces an existing one. PUT (storage-js `update`)
   * replaces an existing object whatever `x-upsert` says, and answers 404 when there is none.
   */
  const upload = async (request: FastifyRequest<{ Params: { bucket: string; '*': string } }>, reply: FastifyReply) => {
    const who = await caller(request);
    const { bucket, path } = objectPath(request);
    const parts = parseDocumentStoragePath(path);
    if (parts === null || parts.userId !== who.userId || who.submitted) throw rlsRefusal();
    if (parts.fileName !== sanitiseFileName(parts.fileName)) throw new StorageError('400', 'InvalidKey', 'The file name is not sanitised');
    const [requirement] = await db.select().from(documentRequirements).where(eq(documentRequirements.documentType, parts.documentType));
    if (requirement === undefined) throw new StorageError('400', 'InvalidKey', `Unknown document type: ${parts.documentType}`);
    const replaceOnly = request.method === 'PUT';
    const mayReplace = replaceOnly || String(request.headers['x-upsert'] ?? '').toLowerCase() === 'true';
    const samePath = and(eq(storageObjects.bucket, bucket), eq(storageObjects.path, path));
    if (replaceOnly && (await db.select({ id: storageObjects.id }).from(storageObjects).where(samePath)).length === 0) throw notFoundObject();

    // The same domain checks for a new object and for a replacement.
    const { bytes, contentType, cacheControl } = await readUpload(request);
    const checked = await validateCandidateFile(bufferImageProbe, candidateFileFromBuffer(parts.fileName, contentType, bytes));
    // The domain checked a PDF's frame; the server also parses it whole (and refuses an encrypted one).
    const pdfRefusal = checked.ok && checked.value.mimeType === 'application/pdf' ? await pdfFailure(bytes, IMAGE_LOAD_TIMEOUT_MS) : null;
    if (!checked.ok || pdfRefusal !== null) {
      const failure = checked.ok ? (pdfRefusal ?? { code: 'FILE_VALIDATION_FAILED' }) : checked.error;
      if (failure.code === 'FILE_TOO_LARGE') throw new StorageError('413', 'Payload too large', fileFailureMessage(failure), 413);
      const mimeFailure = failure.code === 'FILE_TYPE_NOT_ALLOWED' || failure.code === 'FILE_TYPE_UNKNOWN';
      throw new StorageError(mimeFailure ? '415' : '422', mimeFailure ? 'invalid_mime_type' : 'invalid_file', fileFailureMessage(failure));
    }

    const content = { ownerId: who.userId, contentType: checked.value.mimeType, cacheControl, sizeBytes: bytes.length };
    // The row is written first and locked until the file is in place: a failed write undoes it, and two
    // uploads to one path take turns, so the row always describes the file on disk.
    const id = await db.transaction(async (tx) => {
      const fresh = { id: randomUUID(), bucket, path, ...content, createdAt: nowDate(context) };
      const returningId = { id: storageObjects.id };
      let row: { id: string } | undefined;
      if (replaceOnly) {
        [row] = await tx.update(storageObjects).set(content).where(samePath).returning(returningId);
      } else if (mayReplace) {
        const samePathTarget = [storageObjects.bucket, storageObjects.path];
        [row] = await tx.insert(storageObjects).values(fresh).onConflictDoUpdate({ target: samePathTarget, set: content }).returning(returningId);
      } else {
        [row] = await tx.insert(storageObjects).values(fresh).onConflictDoNothing().returning(returningId);
      }
      if (row === undefined) throw replaceOnly ? notFoundObject() : new StorageError('409', 'Duplicate', 'The resource already exists');
      await context.files.write(bucket, path, bytes);
      return row.id;
    });
    return reply.send({ Id: id, Key: `${bucket}/${path}` });
  };

  app.post('/object/:bucket/*', upload);
  app.put('/object/:bucket/*', upload);

  const findObject = async (bucket: string, path: string) => {
    const [object] = await db.select().from(storageObjects).where(and(eq(storageObjects.bucket, bucket), eq(storageObjects.path, path)));
    if (object === undefined) throw notFoundObject();
    return object;
  };

  const sendObject = async (reply: FastifyReply, bucket: string, path: string) => {
    const object = await findObject(bucket, path);
    const bytes = await context.files.read(bucket, path).catch(() => {
      throw notFoundObject();
    });
    return reply
      .headers(storedFileHeaders(path, config.corsOrigins))
      .header('content-type', object.contentType)
      .header('cache-control', object.cacheControl)
      .header('content-length', String(bytes.length))
      .send(bytes);
  };

  app.post<{ Params: { bucket: string; '*': string }; Body: { expiresIn?: number } }>('/object/sign/:bucket/*', async (request) => {
    const who = await caller(request);
    const { bucket, path } = objectPath(request);
    if (!mayAccess(who, path)) throw notFoundObject();
    await findObject(bucket, path);
    const body = (request.body ?? {}) as { expiresIn?: unknown };
    const expiresIn = typeof body.expiresIn === 'number' && Number.isInteger(body.expiresIn) && body.expiresIn > 0 ? Math.min(body.expiresIn, 604_800) : DEFAULT_SIGNED_URL_SECONDS;
    return { signedURL: await signedObjectPath(context, bucket, path, expiresIn) };
  });

  app.get<{ Params: { bucket: string; '*': string }; Querystring: { token?: string } }>('/object/sign/:bucket/*', async (request, reply) => {
    const { bucket, path } = objectPath(request);
    const token = request.query.token ?? '';
    const granted = token === '' ? null : await verifyObjectToken(config.jwtSecret, token, nowSeconds(context));
    if (granted !== `${bucket}/${path}`) throw new StorageError('400', 'InvalidJWT', 'invalid signature or expired token');
    return sendObject(reply, bucket, path);
  });

  app.get<{ Params: { bucket: string; '*': string } }>('/object/authenticated/:bucket/*', async (request, reply) => {
    const who = await caller(request);
    const { bucket, path } = objectPath(request);
    if (!mayAccess(who, path)) throw notFoundObject();
    return sendObject(reply, bucket, path);
  });
}
