CREATE TABLE "points_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source_type" text NOT NULL,
	"source_id" text NOT NULL,
	"is_reversal" boolean DEFAULT false NOT NULL,
	"nominal_points" integer NOT NULL,
	"points" integer NOT NULL,
	"reason" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "points_ledger_kind_check" CHECK ("points_ledger"."kind" in ('mentorship_accepted', 'workshop_attendee', 'workshop_hosted', 'experience_posted', 'resource_published', 'five_star_feedback', 'insight_added', 'helpful_vote', 'request_missed'))
);
--> statement-breakpoint
CREATE TABLE "rank_snapshots" (
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rank_snapshots_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
CREATE TABLE "user_stats" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"is_ranked" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating_average" numeric(4, 2) GENERATED ALWAYS AS (case when rating_count > 0 then round(rating_sum::numeric / rating_count, 2) else 0 end) STORED NOT NULL,
	"rank_score" numeric(12, 2) GENERATED ALWAYS AS (round(points * 0.7 + (case when rating_count > 0 then round(rating_sum::numeric / rating_count, 2) else 0 end) * 6, 2)) STORED NOT NULL,
	"accepted_mentorships" integer DEFAULT 0 NOT NULL,
	"mentorship_sessions" integer DEFAULT 0 NOT NULL,
	"interview_experiences" integer DEFAULT 0 NOT NULL,
	"resources_shared" integer DEFAULT 0 NOT NULL,
	"mock_interviews" integer DEFAULT 0 NOT NULL,
	"five_star_ratings" integer DEFAULT 0 NOT NULL,
	"company_insights" integer DEFAULT 0 NOT NULL,
	"missed_requests" integer DEFAULT 0 NOT NULL,
	"helpful_votes" integer DEFAULT 0 NOT NULL,
	"current_streak" integer DEFAULT 0 NOT NULL,
	"longest_streak" integer DEFAULT 0 NOT NULL,
	"last_contribution_day" date,
	"cap_day" date,
	"cap_points" integer DEFAULT 0 NOT NULL,
	"day_start" date,
	"day_points" integer DEFAULT 0 NOT NULL,
	"week_start" date,
	"week_points" integer DEFAULT 0 NOT NULL,
	"month_start" date,
	"month_points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_stats_points_check" CHECK ("user_stats"."points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_snapshots" ADD CONSTRAINT "rank_snapshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_stats" ADD CONSTRAINT "user_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_source_idx" ON "points_ledger" USING btree ("kind","source_type","source_id","is_reversal");--> statement-breakpoint
CREATE INDEX "points_ledger_user_idx" ON "points_ledger" USING btree ("user_id","occurred_at");--> statement-breakpoint
CREATE INDEX "user_stats_rank_idx" ON "user_stats" USING btree ("rank_score" DESC NULLS LAST,"points" DESC NULLS LAST,"rating_average" DESC NULLS LAST,"joined_at","user_id") WHERE "user_stats"."is_ranked";