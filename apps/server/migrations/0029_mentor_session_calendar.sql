-- Sessions behave as calendar events: the invitation's SEQUENCE, who moved a session and why, and when each
-- reminder went out. The reminder job claims a reminder by setting its column where it is still null, so two
-- job runners never send the same one. The table's change trigger (on every column) covers the new ones.
ALTER TABLE "mentor_sessions" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_sessions" ADD COLUMN "reschedule_reason" text;--> statement-breakpoint
ALTER TABLE "mentor_sessions" ADD COLUMN "rescheduled_by" text;--> statement-breakpoint
ALTER TABLE "mentor_sessions" ADD COLUMN "rescheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mentor_sessions" ADD COLUMN "reminder_24h_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mentor_sessions" ADD COLUMN "reminder_1h_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mentor_sessions_reminders_idx" ON "mentor_sessions" USING btree ("starts_at") WHERE "mentor_sessions"."status" = 'booked' and "mentor_sessions"."reminder_1h_sent_at" is null;--> statement-breakpoint
ALTER TABLE "mentor_sessions" ADD CONSTRAINT "mentor_sessions_rescheduled_by_check" CHECK ("mentor_sessions"."rescheduled_by" in ('student', 'alumni'));
