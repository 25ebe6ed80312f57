// POST and PUT /object/{bucket}/{key}, in Supabase Storage's order: the bucket, then the policies (the row is
// written as the caller and rolled back, before a byte is read), then the file against the bucket's types and
// size, then the row again as the caller, with the file stored in the same transaction.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BackendContext } from '../context';
import { nowDate } from '../context';
import type { Db } from '../db/database';
import { PG_INSUFFICIENT_PRIVILEGE, PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/pg-error';
import { asRequest, type RequestIdentity } from '../supabase/request-role';
import { buckets, objects, type ObjectMetadata } from '../supabase/storage-tables';
import { isValidObjectKey } from './object-files';
import { storageCaller } from './storage-caller';
import { storageErrors } from './storage-errors';

/** The largest object of any bucket: config.toml's [storage] file_size_limit. */
export const GLOBAL_FILE_SIZE_LIMIT = 2 * 1024 * 1024;

export type ObjectParams = { Params: { bucket: string; '*': string } };

/** create: POST; upsert: POST with x-upsert: true; replace: PUT (storage-js `update`). */
type WriteMode = 'create' | 'upsert' | 'replace';

interface Upload {
  readonly bytes: Buffer;
  readonly contentType: string;
  readonly cacheControl: string;
}

/** The bucket's row, read as its owner (Storage reads buckets as its superuser). */
export async function bucketOf(db: Db, bucketId: string) {
  const [bucket] = await db.select().from(buckets).where(eq(buckets.id, bucketId));
  if (bucket === undefined) throw storageErrors.noSuchBucket();
  return bucket;
}

/** The bucket and key of /object/{bucket}/{key}, the key checked as Storage checks it. */
export function objectAddress(request: FastifyRequest<ObjectParams>): { bucketId: string; key: string } {
  const key = request.params['*'];
  if (!isValidObjectKey(key)) throw storageErrors.invalidKey(key);
  return { bucketId: request.params.bucket, key };
}

const affectedRows = (result: unknown): number => {
  const { rowCount, affectedRows: pgliteCount } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? pgliteCount ?? 0;
};

/** Writes the object's row as the caller; the policies and the unique key answer in Storage's words. */
async function writeRow(tx: Db, mode: WriteMode, row: typeof objects.$inferInsert): Promise<void> {
  const changes = { ownerId: row.ownerId, metadata: row.metadata, updatedAt: row.updatedAt };
  try {
    if (mode === 'replace') {
      // No RETURNING: it would need a SELECT policy, which Storage's update does not ask for.
      const result = await tx.update(objects).set(changes).where(and(eq(objects.bucketId, row.bucketId), eq(objects.name, row.name)));
      if (affectedRows(result) === 0) throw storageErrors.noSuchKey();
    } else if (mode === 'upsert') {
      await tx.insert(objects).values(row).onConflictDoUpdate({ target: [objects.bucketId, objects.name], set: changes });
    } else {
      await tx.insert(objects).values(row);
    }
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === PG_INSUFFICIENT_PRIVILEGE) throw storageErrors.accessDenied();
    if (code === PG_UNIQUE_VIOLATION) throw storageErrors.keyAlreadyExists();
    throw error;
  }
}

class RolledBack extends Error {}

/** Storage's testPermission: the write the caller asks for, undone whatever happens. */
async function checkPolicies(db: Db, who: RequestIdentity, mode: WriteMode, row: typeof objects.$inferInsert): Promise<void> {
  try {
    await asRequest(db, who, async (tx) => {
      await writeRow(tx, mode, row);
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
}

/** Storage compares type and subtype exactly (so `IMAGE/PNG` or `image/png; charset=binary` are refused). */
function assertAllowedType(contentType: string, allowed: readonly string[] | null): void {
  if (allowed === null || allowed.length === 0) return;
  const [type, subtype, ...rest] = contentType.split('/');
  const accepted = rest.length === 0 && subtype !== undefined && allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
  if (!accepted) throw storageErrors.invalidMimeType(contentType);
}

/** A body (raw, or a multipart's file), refused as too large as soon as it passes the limit: nothing of it is kept. */
async function readRawBody(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) throw storageErrors.entityTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Cache-Control directives (`max-age=3600`, `no-cache, private`): printable ASCII only, nothing else. */
const CACHE_CONTROL_HEADER = /^[a-z-]{1,40}(?:=\d{1,10})?(?:\s*,\s*[a-z-]{1,40}(?:=\d{1,10})?){0,9}$/i;

async function readUpload(request: FastifyRequest, limit: number, allowed: readonly string[] | null): Promise<Upload> {
  if (request.isMultipart()) {
    let cacheTime: string | null = null;
    // Busboy may cut a file at `fileSize` and flag it only after the last piece is read: it is let through one byte
    // more, and the bytes are counted here, so a file over the limit is refused whatever the body's framing.
    for await (const part of request.parts({ limits: { fileSize: limit + 1, files: 1, fields: 10, fieldSize: 1024 } })) {
      if (part.type === 'field') {
        if (part.fieldname === 'cacheControl') cacheTime = typeof part.value === 'string' ? part.value : '';
        continue;
      }
      // Stored, then sent back as a header on every download: checked here, never on the way out.
      const seconds = cacheTime === null ? null : /^(?:max-age=)?(\d{1,10})$/.exec(cacheTime)?.[1];
      if (seconds === undefined) throw storageErrors.invalidRequest('cacheControl must be a number of seconds (at most 10 digits)');
      assertAllowedType(part.mimetype, allowed);
      const bytes = await readRawBody(part.file, limit);
      if (part.file.truncated) throw storageErrors.entityTooLarge();
      return { bytes, contentType: part.mimetype, cacheControl: seconds === null ? 'no-cache' : `max-age=${seconds}` };
    }
    throw storageErrors.noContent();
  }
  const contentType = request.headers['content-type'] ?? 'application/octet-stream';
  const header = request.headers['cache-control'];
  const cacheControl = typeof header === 'string' && header !== '' ? header : 'no-cache';
  if (!CACHE_CONTROL_HEADER.test(cacheControl)) throw storageErrors.invalidRequest('cache-control must be directives such as max-age=3600');
  assertAllowedType(contentType, allowed);
  // The body is read here, as Storage reads it, only once the policies and the type have passed.
  return { bytes: await readRawBody(request.raw, limit), contentType, cacheControl };
}

const modeOf = (request: FastifyRequest): WriteMode => {
  if (request.method === 'PUT') return 'replace';
  return String(request.headers['x-upsert'] ?? '').toLowerCase() === 'true' ? 'upsert' : 'create';
};

export async function uploadObject(context: BackendContext, request: FastifyRequest<ObjectParams>, reply: FastifyReply) {
  const { db } = context;
  const who = await storageCaller(context, request);
  const { bucketId, key } = objectAddress(request);
  const bucket = await bucketOf(db, bucketId);
  const mode = modeOf(request);
  const ownerId = typeof who.claims.sub === 'string' ? who.claims.sub : null;
  const row = (metadata: ObjectMetadata | null) => ({ id: randomUUID(), bucketId, name: key, ownerId, metadata, updatedAt: nowDate(context) });

  await checkPolicies(db, who, mode, row(null));
  const limit = Math.min(bucket.fileSizeLimit ?? GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT);
  const upload = await readUpload(request, limit, bucket.allowedMimeTypes);
  const metadata: ObjectMetadata = { mimetype: upload.contentType, size: upload.bytes.length, cacheControl: upload.cacheControl };

  // The row is written first and held until the file is in place: a failed write undoes it, and two uploads
  // to one key take turns, so the row always describes the file on disk.
  await asRequest(db, who, async (tx) => {
    await writeRow(tx, mode, { ...row(metadata), createdAt: nowDate(context) });
    await context.files.write(bucketId, key, upload.bytes);
  });
  const [stored] = await db.select({ id: objects.id }).from(objects).where(and(eq(objects.bucketId, bucketId), eq(objects.name, key)));
  if (stored === undefined) throw storageErrors.internal();
  return reply.send({ Id: stored.id, Key: `${bucketId}/${key}` });
}
