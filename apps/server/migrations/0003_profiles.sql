CREATE TABLE "alumni_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone_number" text,
	"gender" text,
	"date_of_birth" text,
	"college_name" text,
	"college_code" text,
	"university_name" text,
	"branch" text,
	"graduation_year" integer,
	"degree" text,
	"academic_performance" text,
	"number_of_interviews_faced" integer,
	"current_company" text,
	"current_position" text,
	"total_experience" double precision,
	"industry_domain" text,
	"previous_companies" text[] DEFAULT '{}'::text[] NOT NULL,
	"work_location" text,
	"technical_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"soft_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"career_interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"linkedin_profile" text,
	"github_profile" text,
	"portfolio_link" text,
	"contact_preference" text DEFAULT 'Email' NOT NULL,
	"bio" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alumni_experience_check" CHECK ("alumni_profiles"."total_experience" >= 0)
);
--> statement-breakpoint
CREATE TABLE "student_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone_number" text,
	"gender" text,
	"date_of_birth" text,
	"college_name" text,
	"university_name" text,
	"branch" text,
	"current_year" integer,
	"graduation_year" integer,
	"enrollment_number" text,
	"cgpa" numeric(4, 2),
	"backlogs" integer,
	"technical_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"soft_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"career_interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_companies" text[] DEFAULT '{}'::text[] NOT NULL,
	"resume_link" text,
	"interested_job_role" text,
	"interview_experience_level" text,
	"interview_preparation_status" text,
	"linkedin_profile" text,
	"github_profile" text,
	"portfolio_link" text,
	"contact_preference" text DEFAULT 'Email' NOT NULL,
	"bio" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_cgpa_check" CHECK ("student_profiles"."cgpa" between 0 and 10),
	CONSTRAINT "student_current_year_check" CHECK ("student_profiles"."current_year" between 1 and 4),
	CONSTRAINT "student_backlogs_check" CHECK ("student_profiles"."backlogs" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_key" text;--> statement-breakpoint
ALTER TABLE "alumni_profiles" ADD CONSTRAINT "alumni_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alumni_college_lower_idx" ON "alumni_profiles" USING btree (lower("college_name"));--> statement-breakpoint
CREATE INDEX "alumni_company_lower_idx" ON "alumni_profiles" USING btree (lower("current_company"));--> statement-breakpoint
CREATE INDEX "alumni_branch_lower_idx" ON "alumni_profiles" USING btree (lower("branch"));--> statement-breakpoint
CREATE INDEX "alumni_college_trgm_idx" ON "alumni_profiles" USING gin ("college_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "alumni_company_trgm_idx" ON "alumni_profiles" USING gin ("current_company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_directory_idx" ON "users" USING btree ("name","id") WHERE "users"."role" = 'alumni' and "users"."is_active" and "users"."is_profile_complete";