-- Stored objects are now listed in Supabase's storage.objects (src/supabase/platform.sql, applied before
-- these migrations), where supabase/migrations' policies apply to them. A data directory from before keeps
-- its objects: they move over, with what Storage records about them in metadata.
INSERT INTO "storage"."objects" ("id", "bucket_id", "name", "owner_id", "metadata", "created_at", "updated_at")
SELECT "id"::uuid, "bucket", "path", "owner_id",
  jsonb_build_object('mimetype', "content_type", 'size', "size_bytes", 'cacheControl', "cache_control"),
  "created_at", "created_at"
FROM "storage_objects"
WHERE "bucket" IN (SELECT "id" FROM "storage"."buckets")
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "storage_objects" CASCADE;
