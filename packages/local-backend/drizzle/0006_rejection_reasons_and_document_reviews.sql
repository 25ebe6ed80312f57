CREATE TABLE "document_reviews" (
	"user_id" text NOT NULL,
	"document_type" text NOT NULL,
	"document_index" integer NOT NULL,
	"state" text NOT NULL,
	"reason" jsonb,
	"document_name" text NOT NULL,
	"reviewer_id" text,
	"reviewer_name" text NOT NULL,
	"reviewer_role" text NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "document_reviews_user_id_document_type_document_index_pk" PRIMARY KEY("user_id","document_type","document_index")
);
--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "rejection_reasons" jsonb;--> statement-breakpoint
ALTER TABLE "document_reviews" ADD CONSTRAINT "document_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_reviews" ADD CONSTRAINT "document_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;