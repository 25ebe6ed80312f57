ALTER TABLE "review_assignments" ADD COLUMN "end_reason" text;--> statement-breakpoint
-- The assignments withdrawn before the reason was kept: an admin's reassignment gave the application to another reviewer at the same instant; a candidate's withdrawal ended it at the application's withdrawal; a re-opening left a 'reopened' entry at that instant; a decision otherwise.
UPDATE "review_assignments" AS "ended" SET "end_reason" = CASE
  WHEN EXISTS (SELECT 1 FROM "review_assignments" AS "taker" WHERE "taker"."deal_id" = "ended"."deal_id" AND "taker"."id" <> "ended"."id" AND "taker"."assigned_at" = "ended"."ended_at") THEN 'admin-withdrew'
  WHEN "deals"."withdrawn_at" = "ended"."ended_at" THEN 'candidate-withdrew'
  WHEN EXISTS (SELECT 1 FROM "timeline_events" AS "event" WHERE "event"."deal_id" = "ended"."deal_id" AND "event"."at" = "ended"."ended_at" AND "event"."kind" = 'reopened') THEN 'reopened'
  ELSE 'decided'
END
FROM "deals"
WHERE "deals"."id" = "ended"."deal_id" AND "ended"."state" = 'withdrawn' AND "ended"."end_reason" IS NULL;
