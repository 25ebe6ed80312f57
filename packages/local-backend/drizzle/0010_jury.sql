CREATE TABLE "program_reviewers" (
	"program_id" integer NOT NULL,
	"reviewer_id" text NOT NULL,
	CONSTRAINT "program_reviewers_program_id_reviewer_id_pk" PRIMARY KEY("program_id","reviewer_id")
);
--> statement-breakpoint
CREATE TABLE "review_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"reviewer_id" text NOT NULL,
	"state" text NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"conflict_reason" text
);
--> statement-breakpoint
CREATE TABLE "review_settings" (
	"program_id" integer PRIMARY KEY NOT NULL,
	"reviews_per_application" integer NOT NULL,
	"due_days" integer NOT NULL,
	"disagreement_threshold" double precision NOT NULL,
	"rubric" jsonb,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"assignment_id" integer PRIMARY KEY NOT NULL,
	"scores" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"recommendation" text,
	"comment" text DEFAULT '' NOT NULL,
	"version" integer NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"total" double precision
);
--> statement-breakpoint
ALTER TABLE "program_reviewers" ADD CONSTRAINT "program_reviewers_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_reviewers" ADD CONSTRAINT "program_reviewers_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_settings" ADD CONSTRAINT "review_settings_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_assignment_id_review_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."review_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_assignments_deal_idx" ON "review_assignments" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "review_assignments_reviewer_idx" ON "review_assignments" USING btree ("reviewer_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "review_assignments_active_idx" ON "review_assignments" USING btree ("deal_id","reviewer_id") WHERE "review_assignments"."state" = 'active';