ALTER TABLE "deals" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "withdrawal_reasons" jsonb;