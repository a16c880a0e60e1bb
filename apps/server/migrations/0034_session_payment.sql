-- A completed session's alumni is paid when the student's review arrives or when the no-show window closes
-- (24 h after the end), whichever is first, so a no-show marked inside the window never pays. `paid_at` is set by
-- a conditional update (still null): of two runners, or a runner and a review, only one pays.
ALTER TABLE "mentor_sessions" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
-- Sessions completed before this rule were paid at completion.
UPDATE "mentor_sessions" SET "paid_at" = "completed_at" WHERE "status" = 'completed';--> statement-breakpoint
-- The payment job reads only completed sessions not paid yet, by end.
CREATE INDEX "mentor_sessions_payment_idx" ON "mentor_sessions" USING btree ("ends_at") WHERE "mentor_sessions"."status" = 'completed' and "mentor_sessions"."paid_at" is null;--> statement-breakpoint
-- Deleting an account deletes every review its mentor received, removed ones too, which the partial index of
-- visible reviews cannot find.
CREATE INDEX "mentor_session_reviews_received_idx" ON "mentor_session_reviews" USING btree ("alumni_id");--> statement-breakpoint
-- Session analytics count every booking by the day it was made, cancelled ones too.
DROP INDEX "mentor_sessions_booked_idx";--> statement-breakpoint
CREATE INDEX "mentor_sessions_created_idx" ON "mentor_sessions" USING btree ("created_at");
