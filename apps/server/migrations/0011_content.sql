CREATE TABLE "company_insight_ratings" (
	"insight_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_insight_ratings_insight_id_user_id_pk" PRIMARY KEY("insight_id","user_id"),
	CONSTRAINT "company_insight_ratings_rating_check" CHECK ("company_insight_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "company_insights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid,
	"company" text NOT NULL,
	"logo" text NOT NULL,
	"industry" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"company_size" text DEFAULT 'Medium' NOT NULL,
	"recruitment_pattern" text NOT NULL,
	"roles_offered" text[] DEFAULT '{}'::text[] NOT NULL,
	"hiring_rounds" integer DEFAULT 0 NOT NULL,
	"hiring_duration" text DEFAULT '' NOT NULL,
	"hiring_description" text DEFAULT '' NOT NULL,
	"salary_min" integer DEFAULT 0 NOT NULL,
	"salary_max" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"work_culture" text DEFAULT '' NOT NULL,
	"benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"tips" text DEFAULT '' NOT NULL,
	"expect_technical" text[] DEFAULT '{}'::text[] NOT NULL,
	"expect_behavioral" text[] DEFAULT '{}'::text[] NOT NULL,
	"expect_educational" text DEFAULT '' NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"total_ratings" integer DEFAULT 0 NOT NULL,
	"average_rating" numeric(3, 2) GENERATED ALWAYS AS (case when total_ratings = 0 then 0 else round(rating_sum::numeric / total_ratings, 2) end) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_insights_size_check" CHECK ("company_insights"."company_size" in ('Small', 'Medium', 'Large')),
	CONSTRAINT "company_insights_currency_check" CHECK ("company_insights"."currency" in ('USD', 'INR', 'EUR', 'GBP')),
	CONSTRAINT "company_insights_ratings_check" CHECK ("company_insights"."total_ratings" >= 0 and "company_insights"."rating_sum" >= 0)
);
--> statement-breakpoint
CREATE TABLE "content_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	CONSTRAINT "content_reports_kind_check" CHECK ("content_reports"."kind" in ('experience', 'insight', 'resource', 'profile')),
	CONSTRAINT "content_reports_status_check" CHECK ("content_reports"."status" in ('open', 'dismissed', 'removed'))
);
--> statement-breakpoint
CREATE TABLE "interview_experiences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"alumni_id" uuid,
	"company" text NOT NULL,
	"role" text,
	"interview_date" date,
	"difficulty" text,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"rounds" integer DEFAULT 1 NOT NULL,
	"question_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"questions" jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"company_expectations" text DEFAULT '' NOT NULL,
	"tips" text DEFAULT '' NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', company), 'A') || setweight(to_tsvector('english', coalesce(role, '')), 'B') || setweight(to_tsvector('english', search_text), 'C')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_experiences_outcome_check" CHECK ("interview_experiences"."outcome" in ('selected', 'rejected', 'pending')),
	CONSTRAINT "interview_experiences_difficulty_check" CHECK ("interview_experiences"."difficulty" is null or "interview_experiences"."difficulty" in ('Easy', 'Medium', 'Hard')),
	CONSTRAINT "interview_experiences_rounds_check" CHECK ("interview_experiences"."rounds" between 1 and 10),
	CONSTRAINT "interview_experiences_helpful_check" CHECK ("interview_experiences"."helpful_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "interview_helpful_votes" (
	"experience_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_helpful_votes_experience_id_user_id_pk" PRIMARY KEY("experience_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "company_insight_ratings" ADD CONSTRAINT "company_insight_ratings_insight_id_company_insights_id_fk" FOREIGN KEY ("insight_id") REFERENCES "public"."company_insights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_insight_ratings" ADD CONSTRAINT "company_insight_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_insights" ADD CONSTRAINT "company_insights_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_experiences" ADD CONSTRAINT "interview_experiences_alumni_id_users_id_fk" FOREIGN KEY ("alumni_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_helpful_votes" ADD CONSTRAINT "interview_helpful_votes_experience_id_interview_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."interview_experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_helpful_votes" ADD CONSTRAINT "interview_helpful_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_insight_ratings_recent_idx" ON "company_insight_ratings" USING btree ("insight_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "company_insights_recent_idx" ON "company_insights" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "company_insights_rating_idx" ON "company_insights" USING btree ("average_rating" DESC NULLS LAST,"total_ratings" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "company_insights_reviews_idx" ON "company_insights" USING btree ("total_ratings" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "company_insights_salary_idx" ON "company_insights" USING btree ("salary_max" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "company_insights_company_trgm_idx" ON "company_insights" USING gin ("company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_insights_creator_idx" ON "company_insights" USING btree ("creator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_open_idx" ON "content_reports" USING btree ("kind","target_id","reporter_id") WHERE "content_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "content_reports_target_idx" ON "content_reports" USING btree ("kind","target_id");--> statement-breakpoint
CREATE INDEX "content_reports_status_idx" ON "content_reports" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "interview_experiences_search_idx" ON "interview_experiences" USING gin ("search");--> statement-breakpoint
CREATE INDEX "interview_experiences_company_trgm_idx" ON "interview_experiences" USING gin ("company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "interview_experiences_recent_idx" ON "interview_experiences" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "interview_experiences_alumni_idx" ON "interview_experiences" USING btree ("alumni_id","created_at");--> statement-breakpoint
CREATE INDEX "interview_helpful_votes_user_idx" ON "interview_helpful_votes" USING btree ("user_id");