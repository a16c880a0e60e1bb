CREATE TABLE "workshop_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"preferred_date" text,
	"preferred_time" text,
	"notes" text,
	"meeting_link" text,
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	CONSTRAINT "bookings_status_check" CHECK ("workshop_bookings"."status" in ('Pending', 'Confirmed', 'Completed', 'Cancelled'))
);
--> statement-breakpoint
CREATE TABLE "workshop_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"alumni_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_rating_check" CHECK ("workshop_feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "workshops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"alumni_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"workshop_type" text DEFAULT 'mentorship' NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"duration" integer DEFAULT 60 NOT NULL,
	"max_participants" integer DEFAULT 10 NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"meeting_link" text,
	"prerequisites" text,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshops_duration_check" CHECK ("workshops"."duration" between 15 and 300),
	CONSTRAINT "workshops_capacity_check" CHECK ("workshops"."max_participants" between 1 and 100),
	CONSTRAINT "workshops_price_check" CHECK ("workshops"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "workshop_bookings" ADD CONSTRAINT "workshop_bookings_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_bookings" ADD CONSTRAINT "workshop_bookings_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_feedback" ADD CONSTRAINT "workshop_feedback_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_feedback" ADD CONSTRAINT "workshop_feedback_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_feedback" ADD CONSTRAINT "workshop_feedback_alumni_id_users_id_fk" FOREIGN KEY ("alumni_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_alumni_id_users_id_fk" FOREIGN KEY ("alumni_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_active_idx" ON "workshop_bookings" USING btree ("workshop_id","student_id") WHERE "workshop_bookings"."status" in ('Pending', 'Confirmed');--> statement-breakpoint
CREATE INDEX "bookings_workshop_status_idx" ON "workshop_bookings" USING btree ("workshop_id","status");--> statement-breakpoint
CREATE INDEX "bookings_student_idx" ON "workshop_bookings" USING btree ("student_id","booked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_once_idx" ON "workshop_feedback" USING btree ("workshop_id","student_id");--> statement-breakpoint
CREATE INDEX "feedback_alumni_idx" ON "workshop_feedback" USING btree ("alumni_id","submitted_at");--> statement-breakpoint
CREATE INDEX "workshops_alumni_idx" ON "workshops" USING btree ("alumni_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "workshops_open_idx" ON "workshops" USING btree ("scheduled_at") WHERE "workshops"."is_active" and "workshops"."completed_at" is null;