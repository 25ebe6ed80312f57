CREATE TABLE "offer_conditions" (
	"id" text PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"position" integer NOT NULL,
	"standard_id" text,
	"text_en" text NOT NULL,
	"text_fr" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"marked_at" timestamp with time zone,
	"marked_by_id" text
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"state" text NOT NULL,
	"made_at" timestamp with time zone NOT NULL,
	"made_by_id" text,
	"reply_by" timestamp with time zone NOT NULL,
	"promoted_from_rank" integer,
	"replied_at" timestamp with time zone,
	"decline_reason" text,
	"withdrawal_reason" text,
	"deposit_state" text DEFAULT 'none' NOT NULL,
	"deposit_amount" integer,
	"deposit_currency" text,
	"deposit_due_days" integer,
	"deposit_due_at" timestamp with time zone,
	"deposit_invoice_id" text,
	"deposit_waiver_reason" text,
	"extension_state" text DEFAULT 'none' NOT NULL,
	"extension_reason" text,
	"extension_asked_at" timestamp with time zone,
	"reminders_sent" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "program_offer_settings" (
	"program_id" integer PRIMARY KEY NOT NULL,
	"reply_days" integer NOT NULL,
	"promotion_reply_days" integer NOT NULL,
	"places" integer NOT NULL,
	"offer_limit" integer NOT NULL,
	"deposit_amount" integer,
	"deposit_currency" text,
	"deposit_due_days" integer,
	"promotion" text NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"deal_id" integer PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"choice" text DEFAULT 'opted_in' NOT NULL,
	"waitlisted_at" timestamp with time zone NOT NULL,
	"choice_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "condition_id" text;--> statement-breakpoint
ALTER TABLE "offer_conditions" ADD CONSTRAINT "offer_conditions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_conditions" ADD CONSTRAINT "offer_conditions_marked_by_id_users_id_fk" FOREIGN KEY ("marked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_made_by_id_users_id_fk" FOREIGN KEY ("made_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_deposit_invoice_id_invoices_id_fk" FOREIGN KEY ("deposit_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_offer_settings" ADD CONSTRAINT "program_offer_settings_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_conditions_offer_idx" ON "offer_conditions" USING btree ("offer_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_deal_idx" ON "offers" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "offers_program_idx" ON "offers" USING btree ("program_id","state");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_condition_id_offer_conditions_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."offer_conditions"("id") ON DELETE set null ON UPDATE no action;