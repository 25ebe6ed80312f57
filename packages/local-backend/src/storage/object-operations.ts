// The object calls beside upload and download, as Supabase Storage answers them: list (POST /object/list/{bucket}),
// remove (DELETE /object/{bucket} with {prefixes}) and move (POST /object/move). Each runs as the caller, so the
// policies of supabase/migrations decide: under its insert-only policy a candidate lists nothing, removes nothing
// and finds nothing to move; the service role does all three.
import { and, asc, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { BackendContext } from '../context';
import { nowDate } from '../context';
import { PG_FOREIGN_KEY_VIOLATION, PG_INSUFFICIENT_PRIVILEGE, PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/pg-error';
import { asRequest } from '../supabase/request-role';
import { objects } from '../supabase/storage-tables';
import { isValidObjectKey } from './object-files';
import { storageCaller } from './storage-caller';
import { storageErrors } from './storage-errors';

// `name` is the listed segment: the first column of both queries below.
const FIRST_COLUMN = sql`1`;
const SORT_COLUMNS = { name: FIRST_COLUMN, updated_at: objects.updatedAt, created_at: objects.createdAt, last_accessed_at: objects.lastAccessedAt };

export const LIST_BODY = {
  type: 'object',
  properties: {
    prefix: { type: 'string' },
    limit: { type: 'integer', minimum: 1 },
    offset: { type: 'integer', minimum: 0 },
    sortBy: {
      type: 'object',
      properties: { column: { type: 'string', enum: Object.keys(SORT_COLUMNS) }, order: { type: 'string', enum: ['asc', 'desc'] } },
      required: ['column'],
    },
    search: { type: 'string' },
  },
  required: ['prefix'],
} as const;

export const REMOVE_BODY = {
  type: 'object',
  properties: { prefixes: { type: 'array', items: { type: 'string' }, minItems: 1 } },
  required: ['prefixes'],
} as const;

export const MOVE_BODY = {
  type: 'object',
  properties: { bucketId: { type: 'string' }, sourceKey: { type: 'string' }, destinationKey: { type: 'string' }, destinationBucket: { type: 'string' } },
  required: ['bucketId', 'sourceKey', 'destinationKey'],
} as const;

export interface ListBody {
  readonly prefix: string;
  readonly limit?: number;
  readonly offset?: number;
  readonly sortBy?: { readonly column: keyof typeof SORT_COLUMNS; readonly order?: 'asc' | 'desc' };
  readonly search?: string;
}

export type ListParams = { Params: { bucket: string }; Body: ListBody };
export type RemoveParams = { Params: { bucket: string }; Body: { prefixes: string[] } };
export type MoveParams = { Body: { bucketId: string; sourceKey: string; destinationKey: string; destinationBucket?: string } };

type ObjectRow = typeof objects.$inferSelect;
const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/**
 * One level of the bucket under `prefix` (a folder: a trailing '/' is added), as Storage's search() answers it:
 * the sub-folders first (name only, the rest null), then the objects at that level, matched without regard to case
 * on prefix + search, `limit` (100) entries from `offset`. The bucket is not looked up: an unknown one lists nothing.
 */
export async function listObjects(context: BackendContext, request: FastifyRequest<ListParams>) {
  const who = await storageCaller(context, request);
  const { bucket } = request.params;
  const { limit = 100, offset = 0, search = '', sortBy } = request.body;
  const prefix = request.body.prefix === '' || request.body.prefix.endsWith('/') ? request.body.prefix : `${request.body.prefix}/`;
  const level = prefix.split('/').length;
  const order = sortBy?.order === 'desc' ? desc : asc;
  const segment = sql<string>`(string_to_array(${objects.name}, '/'))[${level}::int]`;
  const depth = sql`coalesce(array_length(string_to_array(${objects.name}, '/'), 1), 0)`;
  const matching = (atLevel: SQL) => and(eq(objects.bucketId, bucket), ilike(objects.name, `${prefix}${search}%`), atLevel);

  const { folders, files } = await asRequest(context.db, who, async (tx) => ({
    folders: await tx.select({ name: segment }).from(objects).where(matching(ne(depth, level))).groupBy(FIRST_COLUMN).orderBy(order(FIRST_COLUMN)),
    files: await tx
      .select({ name: segment, id: objects.id, updatedAt: objects.updatedAt, createdAt: objects.createdAt, lastAccessedAt: objects.lastAccessedAt, metadata: objects.metadata })
      .from(objects)
      .where(matching(eq(depth, level)))
      .orderBy(order(SORT_COLUMNS[sortBy?.column ?? 'name'])),
  }));
  const entries = [
    ...folders.map(({ name }) => ({ name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null })),
    ...files.map((file) => ({ name: file.name, id: file.id, updated_at: iso(file.updatedAt), created_at: iso(file.createdAt), last_accessed_at: iso(file.lastAccessedAt), metadata: file.metadata })),
  ];
  return entries.slice(offset, offset + limit);
}

/** A removed object as Storage lists it in remove's answer. */
const removedView = (row: ObjectRow) => ({
  name: row.name,
  bucket_id: row.bucketId,
  ...(row.ownerId === null ? {} : { owner: row.ownerId, owner_id: row.ownerId }),
  id: row.id,
  updated_at: iso(row.updatedAt),
  created_at: iso(row.createdAt),
  last_accessed_at: iso(row.lastAccessedAt),
  metadata: row.metadata,
});

/** Deletes the rows the caller may delete among `prefixes` (exact keys), then their files; answers those objects. */
export async function removeObjects(context: BackendContext, request: FastifyRequest<RemoveParams>) {
  const who = await storageCaller(context, request);
  const { bucket } = request.params;
  const removed = await asRequest(context.db, who, async (tx) => {
    const rows = await tx.delete(objects).where(and(eq(objects.bucketId, bucket), inArray(objects.name, request.body.prefixes))).returning();
    for (const row of rows) await context.files.remove(bucket, row.name);
    return rows;
  });
  return removed.map(removedView);
}

/** A failed row write in Storage's words. */
function writeRefusal(error: unknown): unknown {
  const code = pgErrorCode(error);
  if (code === PG_INSUFFICIENT_PRIVILEGE) return storageErrors.accessDenied();
  if (code === PG_UNIQUE_VIOLATION) return storageErrors.resourceAlreadyExists();
  if (code === PG_FOREIGN_KEY_VIOLATION) return storageErrors.relatedResourceNotFound();
  return error;
}

/** Renames the object's row as the caller (it must see and update it), then moves its file. */
export async function moveObject(context: BackendContext, request: FastifyRequest<MoveParams>) {
  const who = await storageCaller(context, request);
  const { bucketId, sourceKey, destinationKey } = request.body;
  const destinationBucket = request.body.destinationBucket ?? bucketId;
  if (!isValidObjectKey(destinationKey)) throw storageErrors.invalidKey(destinationKey);
  const owner = typeof who.claims.sub === 'string' ? { ownerId: who.claims.sub } : {};
  const source = and(eq(objects.bucketId, bucketId), eq(objects.name, sourceKey));

  await asRequest(context.db, who, async (tx) => {
    const [found] = await tx.select({ id: objects.id }).from(objects).where(source);
    if (found === undefined) throw storageErrors.noSuchKey();
    const moved = await tx
      .update(objects)
      .set({ bucketId: destinationBucket, name: destinationKey, updatedAt: nowDate(context), ...owner })
      .where(source)
      .returning({ id: objects.id })
      .catch((error: unknown) => {
        throw writeRefusal(error);
      });
    if (moved.length === 0) throw storageErrors.noSuchKey();
    if (destinationBucket !== bucketId || destinationKey !== sourceKey) await context.files.move(bucketId, sourceKey, destinationBucket, destinationKey);
  });
  return { message: 'Successfully moved' };
}
