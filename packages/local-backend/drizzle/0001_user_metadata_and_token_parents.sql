ALTER TABLE "auth_refresh_tokens" ADD COLUMN "parent" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "user_metadata" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "updated_at" timestamp with time zone;