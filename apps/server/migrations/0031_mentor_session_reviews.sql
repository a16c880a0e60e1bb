-- Completed sessions and their reviews. The completion job claims a booked session whose end has passed with a
-- conditional update (status still 'booked'), so of two runners only one completes it and pays its points;
-- the partial index gives it the due sessions without reading the rest.
ALTER TABLE "mentor_sessions" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mentor_sessions_completion_idx" ON "mentor_sessions" USING btree ("ends_at") WHERE "mentor_sessions"."status" = 'booked';--> statement-breakpoint
-- One review per session (the unique index refuses a second, even from two racing requests); an admin's removal
-- keeps the row as 'removed', so the student cannot write it again.
CREATE TABLE "mentor_session_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"alumni_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"review" text,
	"status" text DEFAULT 'visible' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	CONSTRAINT "mentor_session_reviews_rating_check" CHECK ("mentor_session_reviews"."rating" between 1 and 5),
	CONSTRAINT "mentor_session_reviews_status_check" CHECK ("mentor_session_reviews"."status" in ('visible', 'removed')),
	CONSTRAINT "mentor_session_reviews_review_check" CHECK (char_length("mentor_session_reviews"."review") <= 1000)
);
--> statement-breakpoint
-- A mentor's visible ratings, kept in the transaction of every write and removal of a review, so the directory
-- and the profile never count the reviews table.
CREATE TABLE "mentor_review_stats" (
	"alumni_id" uuid PRIMARY KEY NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mentor_review_stats_counts_check" CHECK ("mentor_review_stats"."review_count" >= 0 and "mentor_review_stats"."rating_sum" between "mentor_review_stats"."review_count" and 5 * "mentor_review_stats"."review_count")
);
--> statement-breakpoint
ALTER TABLE "mentor_session_reviews" ADD CONSTRAINT "mentor_session_reviews_session_id_mentor_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."mentor_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_session_reviews" ADD CONSTRAINT "mentor_session_reviews_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_session_reviews" ADD CONSTRAINT "mentor_session_reviews_alumni_id_users_id_fk" FOREIGN KEY ("alumni_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_review_stats" ADD CONSTRAINT "mentor_review_stats_alumni_id_users_id_fk" FOREIGN KEY ("alumni_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mentor_session_reviews_session_idx" ON "mentor_session_reviews" USING btree ("session_id");--> statement-breakpoint
-- A mentor's profile pages through their visible reviews, newest first.
CREATE INDEX "mentor_session_reviews_alumni_idx" ON "mentor_session_reviews" USING btree ("alumni_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "mentor_session_reviews"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "mentor_session_reviews_student_idx" ON "mentor_session_reviews" USING btree ("student_id");--> statement-breakpoint
ALTER TABLE "content_reports" DROP CONSTRAINT "content_reports_kind_check";--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_kind_check" CHECK ("content_reports"."kind" in ('experience', 'insight', 'resource', 'profile', 'review'));--> statement-breakpoint
ALTER TABLE "points_ledger" DROP CONSTRAINT "points_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_kind_check" CHECK ("points_ledger"."kind" in ('mentorship_accepted', 'workshop_attendee', 'workshop_hosted', 'experience_posted', 'resource_published', 'five_star_feedback', 'insight_added', 'helpful_vote', 'request_missed', 'mentor_session_completed'));--> statement-breakpoint
CREATE TRIGGER "mentor_session_reviews_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mentor_session_reviews" FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER "mentor_review_stats_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mentor_review_stats" FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
