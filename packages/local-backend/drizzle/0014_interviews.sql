CREATE TABLE "interview_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_id" integer,
	"deal_id" integer NOT NULL,
	"adjustments" jsonb NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"booked_by_id" text,
	"booked_by_name" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_id" text,
	"cancelled_by_name" text,
	"cancel_reason" text,
	"attendance" text,
	"attendance_recorded_at" timestamp with time zone,
	"attendance_recorded_by_id" text,
	"reminders_sent" text[] DEFAULT '{}'::text[] NOT NULL,
	"rebook_allowed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_scores" (
	"booking_id" integer NOT NULL,
	"member_id" text NOT NULL,
	"scores" jsonb NOT NULL,
	"total" double precision NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "interview_scores_booking_id_member_id_pk" PRIMARY KEY("booking_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "interview_settings" (
	"program_id" integer PRIMARY KEY NOT NULL,
	"booking_place" text NOT NULL,
	"outside_url" text,
	"change_cutoff_hours" integer NOT NULL,
	"interview_weight" double precision NOT NULL,
	"rubric" jsonb NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "interview_slot_panel" (
	"slot_id" integer NOT NULL,
	"member_id" text NOT NULL,
	CONSTRAINT "interview_slot_panel_slot_id_member_id_pk" PRIMARY KEY("slot_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "interview_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"mode" text NOT NULL,
	"location" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dev_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_bookings" ADD CONSTRAINT "interview_bookings_slot_id_interview_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."interview_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_bookings" ADD CONSTRAINT "interview_bookings_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_bookings" ADD CONSTRAINT "interview_bookings_booked_by_id_users_id_fk" FOREIGN KEY ("booked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_bookings" ADD CONSTRAINT "interview_bookings_cancelled_by_id_users_id_fk" FOREIGN KEY ("cancelled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_bookings" ADD CONSTRAINT "interview_bookings_attendance_recorded_by_id_users_id_fk" FOREIGN KEY ("attendance_recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_scores" ADD CONSTRAINT "interview_scores_booking_id_interview_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."interview_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_scores" ADD CONSTRAINT "interview_scores_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_settings" ADD CONSTRAINT "interview_settings_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slot_panel" ADD CONSTRAINT "interview_slot_panel_slot_id_interview_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."interview_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slot_panel" ADD CONSTRAINT "interview_slot_panel_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_bookings_deal_idx" ON "interview_bookings" USING btree ("deal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_bookings_active_slot_idx" ON "interview_bookings" USING btree ("slot_id") WHERE "interview_bookings"."cancelled_at" IS NULL AND "interview_bookings"."attendance" IS DISTINCT FROM 'no_show';--> statement-breakpoint
CREATE UNIQUE INDEX "interview_bookings_active_deal_idx" ON "interview_bookings" USING btree ("deal_id") WHERE "interview_bookings"."cancelled_at" IS NULL AND "interview_bookings"."attendance" IS DISTINCT FROM 'no_show';--> statement-breakpoint
CREATE INDEX "interview_slot_panel_member_idx" ON "interview_slot_panel" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "interview_slots_program_idx" ON "interview_slots" USING btree ("program_id","starts_at");