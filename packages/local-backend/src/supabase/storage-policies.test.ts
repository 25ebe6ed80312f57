// The storage policies of supabase/migrations, applied to a real database (PostgreSQL in the PostgreSQL
// suite, PGlite in the other) on the stand-in of Supabase's roles, auth.uid() and storage schema. Each
// operation runs as Supabase runs a request; every refusal is checked against the data, not only the answer.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { pgErrorCode } from '../db/pg-error';
import { openTestDatabase } from '../testing/test-database';
import { ANONYMOUS, asRequest, SERVICE_ROLE, type RequestIdentity } from './request-role';

const BUCKET = 'candidate-documents';
const ALICE = '0a11ce00-0000-4000-a000-000000000001';
const BOB = '0b0b0000-0000-4000-a000-000000000002';
const candidate = (id: string): RequestIdentity => ({ role: 'authenticated', claims: { sub: id, role: 'authenticated', aud: 'authenticated' } });
const alicesFile = `documents/${ALICE}/cv/1790000000000_cv.pdf`;

let db: Db;
let close: () => Promise<void>;

type Outcome = { readonly refused: string } | { readonly rows: number };

/** Runs one statement as `who`: the rows it returned, or the SQLSTATE it was refused with. */
async function attempt(who: RequestIdentity, statement: string): Promise<Outcome> {
  try {
    const result = await asRequest(db, who, (tx) => tx.execute(sql.raw(statement)));
    return { rows: (result as { rows: unknown[] }).rows.length };
  } catch (error) {
    return { refused: pgErrorCode(error) ?? String(error) };
  }
}

/** What the database holds, read as its owner (as the product API's service role would). */
async function stored(name: string): Promise<{ metadata: unknown } | undefined> {
  const result = await db.execute(sql`select metadata from storage.objects where bucket_id = ${BUCKET} and name = ${name}`);
  return (result as unknown as { rows: { metadata: unknown }[] }).rows[0];
}

const insert = (name: string, bucket = BUCKET) =>
  `insert into storage.objects (bucket_id, name, owner_id, metadata) values ('${bucket}', '${name}', 'someone', '{"v":"new"}')`;
const upsert = (name: string) => `${insert(name)} on conflict (bucket_id, name) do update set metadata = excluded.metadata`;
const RLS_REFUSAL = { refused: '42501' };

beforeAll(async () => {
  const opened = await openTestDatabase();
  db = opened.database.db;
  close = opened.close;
  await db.execute(sql`insert into storage.buckets (id, name) values ('other-bucket', 'other-bucket') on conflict do nothing`);
  await db.execute(sql`insert into storage.objects (bucket_id, name, metadata) values (${BUCKET}, ${alicesFile}, '{"v":"original"}')`);
});
afterAll(() => close());

describe('the bucket the migration creates', () => {
  it('is private, takes 2 MiB at most and only PDF, JPEG and PNG', async () => {
    const result = await db.execute(sql`select public, file_size_limit, allowed_mime_types from storage.buckets where id = ${BUCKET}`);
    const [bucket] = (result as unknown as { rows: { public: boolean; file_size_limit: string | number; allowed_mime_types: string[] }[] }).rows;
    expect(bucket).toEqual({ public: false, file_size_limit: expect.anything() as unknown, allowed_mime_types: ['application/pdf', 'image/jpeg', 'image/png'] });
    expect(Number(bucket?.file_size_limit)).toBe(2_097_152);
  });

  it('cannot be changed by a candidate (no policy on storage.buckets)', async () => {
    expect(await attempt(candidate(ALICE), `update storage.buckets set file_size_limit = null, allowed_mime_types = null where id = '${BUCKET}'`)).toEqual({ rows: 0 });
    expect(await attempt(candidate(ALICE), `insert into storage.buckets (id, name, public) values ('mine', 'mine', true)`)).toEqual(RLS_REFUSAL);
    const result = await db.execute(sql`select file_size_limit from storage.buckets where id = ${BUCKET}`);
    expect(Number((result as unknown as { rows: { file_size_limit: string }[] }).rows[0]?.file_size_limit)).toBe(2_097_152);
  });
});

describe('a candidate', () => {
  it('creates an object in their own folder, at the portal depth', async () => {
    const name = `documents/${ALICE}/transcripts/1790000000001_year_1.pdf`;
    expect(await attempt(candidate(ALICE), insert(name))).toEqual({ rows: 0 });
    expect(await stored(name)).toEqual({ metadata: { v: 'new' } });
  });

  it.each([
    ['in another candidate’s folder', `documents/${BOB}/cv/1790000000000_cv.pdf`],
    ['directly in their folder (no document type)', `documents/${ALICE}/1790000000000_cv.pdf`],
    ['one folder deeper than the portal writes', `documents/${ALICE}/cv/extra/1790000000000_cv.pdf`],
    ['outside documents/', `uploads/${ALICE}/cv/1790000000000_cv.pdf`],
    ['at the bucket root', `${ALICE}.pdf`],
  ])('may not create an object %s', async (_label, name) => {
    expect(await attempt(candidate(ALICE), insert(name))).toEqual(RLS_REFUSAL);
    expect(await stored(name)).toBeUndefined();
  });

  it('may not create an object in another bucket, even in a folder named like their own', async () => {
    expect(await attempt(candidate(ALICE), insert(`documents/${ALICE}/cv/1790000000000_cv.pdf`, 'other-bucket'))).toEqual(RLS_REFUSAL);
  });

  it('may not overwrite their own object: a second create collides, an upsert or update is refused', async () => {
    expect(await attempt(candidate(ALICE), insert(alicesFile))).toEqual({ refused: '23505' });
    expect(await attempt(candidate(ALICE), upsert(alicesFile))).toEqual(RLS_REFUSAL);
    expect(await attempt(candidate(ALICE), `update storage.objects set metadata = '{"v":"changed"}' where name = '${alicesFile}'`)).toEqual({ rows: 0 });
    expect(await stored(alicesFile)).toEqual({ metadata: { v: 'original' } });
  });

  it('may not upsert even a new object of their own (an upsert needs SELECT and UPDATE policies)', async () => {
    const name = `documents/${ALICE}/cv/1790000000002_new.pdf`;
    expect(await attempt(candidate(ALICE), upsert(name))).toEqual(RLS_REFUSAL);
    expect(await stored(name)).toBeUndefined();
  });

  it('may not list, read or delete objects, their own included', async () => {
    expect(await attempt(candidate(ALICE), `select name from storage.objects where bucket_id = '${BUCKET}'`)).toEqual({ rows: 0 });
    expect(await attempt(candidate(ALICE), `select name from storage.objects where name = '${alicesFile}'`)).toEqual({ rows: 0 });
    expect(await attempt(candidate(ALICE), `delete from storage.objects where name = '${alicesFile}'`)).toEqual({ rows: 0 });
    expect(await stored(alicesFile)).toBeDefined();
  });

  it('(another one) may not read, list, overwrite or delete the first one’s objects', async () => {
    const bob = candidate(BOB);
    expect(await attempt(bob, `select name from storage.objects where name like 'documents/${ALICE}/%'`)).toEqual({ rows: 0 });
    expect(await attempt(bob, insert(alicesFile))).toEqual(RLS_REFUSAL);
    expect(await attempt(bob, upsert(alicesFile))).toEqual(RLS_REFUSAL);
    expect(await attempt(bob, `update storage.objects set metadata = '{"v":"bob"}' where name = '${alicesFile}'`)).toEqual({ rows: 0 });
    expect(await attempt(bob, `delete from storage.objects where name = '${alicesFile}'`)).toEqual({ rows: 0 });
    expect(await stored(alicesFile)).toEqual({ metadata: { v: 'original' } });
  });
});

describe('the anonymous role', () => {
  it('may not create, list, read, overwrite or delete anything', async () => {
    const name = `documents/${ALICE}/cv/1790000000003_anon.pdf`;
    expect(await attempt(ANONYMOUS, insert(name))).toEqual(RLS_REFUSAL);
    expect(await attempt(ANONYMOUS, `select name from storage.objects`)).toEqual({ rows: 0 });
    expect(await attempt(ANONYMOUS, upsert(alicesFile))).toEqual(RLS_REFUSAL);
    expect(await attempt(ANONYMOUS, `update storage.objects set metadata = '{"v":"anon"}'`)).toEqual({ rows: 0 });
    expect(await attempt(ANONYMOUS, `delete from storage.objects`)).toEqual({ rows: 0 });
    expect(await stored(name)).toBeUndefined();
    expect(await stored(alicesFile)).toEqual({ metadata: { v: 'original' } });
  });

  it('is not a candidate because a token says sub without the authenticated role', async () => {
    const forged: RequestIdentity = { role: 'anon', claims: { sub: ALICE, role: 'anon' } };
    expect(await attempt(forged, insert(`documents/${ALICE}/cv/1790000000004_forged.pdf`))).toEqual(RLS_REFUSAL);
  });
});

describe('the service role (the product API)', () => {
  it('reads, lists, replaces and deletes any object: the policies do not bind it', async () => {
    const name = `documents/${BOB}/cv/1790000000005_by_api.pdf`;
    expect(await attempt(SERVICE_ROLE, insert(name))).toEqual({ rows: 0 });
    expect(await attempt(SERVICE_ROLE, `select name from storage.objects where name in ('${name}', '${alicesFile}')`)).toEqual({ rows: 2 });
    expect(await attempt(SERVICE_ROLE, upsert(name))).toEqual({ rows: 0 });
    expect(await attempt(SERVICE_ROLE, `delete from storage.objects where name = '${name}' returning id`)).toEqual({ rows: 1 });
    expect(await stored(name)).toBeUndefined();
  });
});
