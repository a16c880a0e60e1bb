-- 1:1 mentor sessions. Two booked sessions of one alumni never overlap: the exclusion constraint (btree_gist for
-- the uuid equality) refuses the second of two racing bookings, whatever the application read before.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "mentor_availability" (
	"alumni_id" uuid PRIMARY KEY NOT NULL,
	"session_minutes" integer NOT NULL,
	"buffer_minutes" integer NOT NULL,
	"min_notice_hours" integer DEFAULT 12 NOT NULL,
	"weekly_cap" integer NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"blocked_dates" date[] DEFAULT '{}' NOT NULL,
	"meeting_link" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_availability_length_check" CHECK ("mentor_availability"."session_minutes" in (30, 45, 60)),
	CONSTRAINT "mentor_availability_limits_check" CHECK ("mentor_availability"."buffer_minutes" between 0 and 60 and "mentor_availability"."min_notice_hours" between 0 and 168 and "mentor_availability"."weekly_cap" between 1 and 40)
);
--> statement-breakpoint
CREATE TABLE "mentor_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentorship_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"alumni_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"meeting_link" text,
	"cancel_reason" text,
	"cancelled_by" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_sessions_status_check" CHECK ("mentor_sessions"."status" in ('booked', 'cancelled', 'completed', 'no_show')),
	CONSTRAINT "mentor_sessions_range_check" CHECK ("mentor_sessions"."ends_at" > "mentor_sessions"."starts_at"),
	CONSTRAINT "mentor_sessions_cancelled_by_check" CHECK ("mentor_sessions"."cancelled_by" in ('student', 'alumni'))
);
--> statement-breakpoint
ALTER TABLE "alumni_profiles" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "mentor_availability" ADD CONSTRAINT "mentor_availability_alumni_id_users_id_fk" FOREIGN KEY ("alumni_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_sessions" ADD CONSTRAINT "mentor_sessions_mentorship_id_mentorship_requests_id_fk" FOREIGN KEY ("mentorship_id") REFERENCES "public"."mentorship_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_sessions" ADD CONSTRAINT "mentor_sessions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_sessions" ADD CONSTRAINT "mentor_sessions_alumni_id_users_id_fk" FOREIGN KEY ("alumni_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentor_sessions_alumni_start_idx" ON "mentor_sessions" USING btree ("alumni_id","starts_at");--> statement-breakpoint
CREATE INDEX "mentor_sessions_student_start_idx" ON "mentor_sessions" USING btree ("student_id","starts_at");--> statement-breakpoint
CREATE INDEX "mentor_sessions_mentorship_idx" ON "mentor_sessions" USING btree ("mentorship_id");--> statement-breakpoint
ALTER TABLE "mentor_sessions" ADD CONSTRAINT "mentor_sessions_no_overlap" EXCLUDE USING gist ("alumni_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" = 'booked');--> statement-breakpoint
CREATE TRIGGER "mentor_availability_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mentor_availability" FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER "mentor_sessions_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mentor_sessions" FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
