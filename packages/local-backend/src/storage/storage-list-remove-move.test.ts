// The storage calls the portal does not make but a deployer or the product API may: list, remove and move, driven
// by supabase-js as each would call them. Under supabase/migrations' insert-only policy a candidate lists nothing,
// removes nothing and has nothing to move, as on Supabase Storage; the service role does all three.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objects } from '../supabase/storage-tables';
import { aPdf, storagePath } from '../testing/files';
import { startWithCandidate } from '../testing/candidate-backend';
import { BUCKET, clientFor, serviceClient, serviceRoleKey, storageFetch } from '../testing/storage-clients';
import type { Session, TestBackend } from '../testing/test-backend';

let t: TestBackend;
let session: Session;
let userId: string;
let candidate: SupabaseClient;
let service: SupabaseClient;
let serviceKey: string;
let counter = 1_790_000_000_000;

beforeAll(async () => {
  ({ t, session, userId } = await startWithCandidate());
  candidate = await clientFor(t, session);
  service = await serviceClient(t);
  serviceKey = await serviceRoleKey();
});
afterAll(() => t.close());

/** A file the candidate uploads to their own folder, as the portal does. */
async function uploaded(name: string, bytes = aPdf(name)): Promise<string> {
  const path = storagePath(userId, 'cv', name, (counter += 1));
  const { error } = await candidate.storage.from(BUCKET).upload(path, new Blob([bytes], { type: 'application/pdf' }));
  if (error !== null) throw error;
  return path;
}

const rowOf = async (path: string) => {
  const [row] = await t.backend.context.db.select().from(objects).where(and(eq(objects.bucketId, BUCKET), eq(objects.name, path)));
  return row;
};
const fileOnDisk = (path: string) => existsSync(join(t.dataDir, 'storage', BUCKET, ...path.split('/')));
const storedBytes = async (path: string) => {
  const { data, error } = await service.storage.from(BUCKET).download(path);
  if (error !== null) throw error;
  return Buffer.from(await data.arrayBuffer());
};
const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('list (POST /object/list/{bucket})', () => {
  it('answers a candidate 200 with nothing, their own folder included (no SELECT policy), not an upload’s NoSuchBucket', async () => {
    await uploaded('listed_by_owner.pdf');
    expect(await candidate.storage.from(BUCKET).list(`documents/${userId}/cv`)).toEqual({ data: [], error: null });
    const raw = await storageFetch(t, session.accessToken, `/object/list/${BUCKET}`, json({ prefix: '', limit: 100, offset: 0 }));
    expect(raw.status).toBe(200);
    expect(await raw.json()).toEqual([]);
  });

  it('answers the service role one level: the sub-folders first, then the objects with their metadata', async () => {
    const path = await uploaded('listed.pdf');
    const folders = await service.storage.from(BUCKET).list(`documents/${userId}`);
    expect(folders.error).toBeNull();
    expect(folders.data).toContainEqual({ name: 'cv', id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
    const files = await service.storage.from(BUCKET).list(`documents/${userId}/cv`, { search: path.split('/').pop() });
    expect(files.data).toEqual([
      expect.objectContaining({ name: path.split('/').pop(), id: (await rowOf(path))?.id, metadata: expect.objectContaining({ mimetype: 'application/pdf' }) }),
    ]);
  });
});

describe('remove (DELETE /object/{bucket} with prefixes)', () => {
  it('answers a candidate 200 with nothing removed, and keeps the object (no DELETE policy)', async () => {
    const path = await uploaded('kept.pdf');
    expect(await candidate.storage.from(BUCKET).remove([path])).toEqual({ data: [], error: null });
    expect(await rowOf(path)).toBeDefined();
    expect(fileOnDisk(path)).toBe(true);
  });

  it('deletes the service role’s objects, row and bytes, and answers them', async () => {
    const path = await uploaded('removed.pdf');
    const { data, error } = await service.storage.from(BUCKET).remove([path, storagePath(userId, 'cv', 'never_stored.pdf')]);
    expect(error).toBeNull();
    expect(data).toEqual([expect.objectContaining({ name: path, bucket_id: BUCKET, owner_id: userId, metadata: expect.objectContaining({ mimetype: 'application/pdf' }) })]);
    expect(await rowOf(path)).toBeUndefined();
    expect(fileOnDisk(path)).toBe(false);
  });
});

describe('move (POST /object/move)', () => {
  it('answers a candidate NoSuchKey (they may not see the object), and keeps it where it was', async () => {
    const path = await uploaded('unmoved.pdf');
    const destination = storagePath(userId, 'cv', 'moved.pdf', (counter += 1));
    expect((await candidate.storage.from(BUCKET).move(path, destination)).error?.message).toBe('Object not found');
    const raw = await storageFetch(t, session.accessToken, '/object/move', json({ bucketId: BUCKET, sourceKey: path, destinationKey: destination }));
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({ statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' });
    expect(await rowOf(path)).toBeDefined();
    expect(await rowOf(destination)).toBeUndefined();
  });

  it('moves the service role’s object, row and bytes, to a new key', async () => {
    const bytes = aPdf('to be moved');
    const path = await uploaded('before_move.pdf', bytes);
    const destination = storagePath(userId, 'cv', 'after_move.pdf', (counter += 1));
    expect(await service.storage.from(BUCKET).move(path, destination)).toEqual({ data: { message: 'Successfully moved' }, error: null });
    expect(await rowOf(path)).toBeUndefined();
    expect(fileOnDisk(path)).toBe(false);
    expect((await storedBytes(destination)).equals(bytes)).toBe(true);
  });

  it('refuses a destination key outside Storage’s characters as InvalidKey', async () => {
    const path = await uploaded('accent_target.pdf');
    const destination = `documents/${userId}/cv/Résumé.pdf`;
    const raw = await storageFetch(t, serviceKey, '/object/move', json({ bucketId: BUCKET, sourceKey: path, destinationKey: destination }));
    expect(await raw.json()).toEqual({ statusCode: '400', code: 'InvalidKey', error: 'InvalidKey', message: `Invalid key: ${destination}` });
    expect(await rowOf(path)).toBeDefined();
  });
});
