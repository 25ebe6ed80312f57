CREATE TABLE "anonymised_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"anonymised_at" timestamp with time zone NOT NULL,
	"kept_until" timestamp with time zone NOT NULL,
	"applications" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deletion_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"brand" text NOT NULL,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"completed_by_id" text,
	"completed_by_name" text,
	"completed_by_role" text,
	"anonymised_record_id" integer
);
--> statement-breakpoint
CREATE TABLE "quiz_accommodations" (
	"user_id" text PRIMARY KEY NOT NULL,
	"extra_time_percent" integer NOT NULL,
	"relaxed_focus_loss" boolean NOT NULL,
	"reason" text NOT NULL,
	"granted_by_id" text,
	"granted_by_name" text NOT NULL,
	"granted_by_role" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "anonymised_record_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "kept_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_completed_by_id_users_id_fk" FOREIGN KEY ("completed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_anonymised_record_id_anonymised_records_id_fk" FOREIGN KEY ("anonymised_record_id") REFERENCES "public"."anonymised_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_accommodations" ADD CONSTRAINT "quiz_accommodations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_accommodations" ADD CONSTRAINT "quiz_accommodations_granted_by_id_users_id_fk" FOREIGN KEY ("granted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deletion_requests_user_idx" ON "deletion_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "deletion_requests_status_idx" ON "deletion_requests" USING btree ("status","requested_at");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_anonymised_record_id_anonymised_records_id_fk" FOREIGN KEY ("anonymised_record_id") REFERENCES "public"."anonymised_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;