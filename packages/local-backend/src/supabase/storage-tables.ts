// Supabase Storage's two tables as drizzle sees them. platform.sql creates them (not drizzle-kit: they are
// Supabase's, and supabase/migrations writes into them), so they stay out of src/db/schema.ts.
import { bigint, boolean, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const storage = pgSchema('storage');

export const buckets = storage.table('buckets', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  public: boolean('public').notNull(),
  fileSizeLimit: bigint('file_size_limit', { mode: 'number' }),
  allowedMimeTypes: text('allowed_mime_types').array(),
});

/** What Storage records about an object's bytes (its own keys, as in storage.objects.metadata). */
export interface ObjectMetadata {
  readonly mimetype: string;
  readonly size: number;
  readonly cacheControl: string;
}

export const objects = storage.table('objects', {
  id: uuid('id').primaryKey().defaultRandom(),
  bucketId: text('bucket_id').notNull(),
  name: text('name').notNull(),
  ownerId: text('owner_id'),
  metadata: jsonb('metadata').$type<ObjectMetadata>(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  lastAccessedAt: timestamp('last_accessed_at', { withTimezone: true, mode: 'date' }).defaultNow(),
});
