CREATE TABLE "mentorship_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"alumni_id" uuid NOT NULL,
	"request_type" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"response_message" text,
	"rejection_reason" text,
	"meeting_link" text,
	"meeting_date" text,
	"meeting_time" text,
	"meeting_time_zone" text,
	"accepted_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"auto_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentorship_status_check" CHECK ("mentorship_requests"."status" in ('pending', 'accepted', 'rejected', 'archived'))
);
--> statement-breakpoint
ALTER TABLE "mentorship_requests" ADD CONSTRAINT "mentorship_requests_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_requests" ADD CONSTRAINT "mentorship_requests_alumni_id_users_id_fk" FOREIGN KEY ("alumni_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mentorship_one_pending_idx" ON "mentorship_requests" USING btree ("student_id","alumni_id") WHERE "mentorship_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "mentorship_alumni_status_idx" ON "mentorship_requests" USING btree ("alumni_id","status","created_at");--> statement-breakpoint
CREATE INDEX "mentorship_student_idx" ON "mentorship_requests" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "mentorship_pending_age_idx" ON "mentorship_requests" USING btree ("created_at") WHERE "mentorship_requests"."status" = 'pending';