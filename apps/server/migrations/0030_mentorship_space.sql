-- The mentorship space: the pair's goals checklist, notes per session, and the end of a mentorship by either
-- side. `ended` is a status of its own, so nothing that asks for an accepted mentorship (booking, slots)
-- counts an ended one. The student's private note lives in its own table, away from every read of sessions.
ALTER TABLE "mentorship_requests" DROP CONSTRAINT "mentorship_status_check";--> statement-breakpoint
ALTER TABLE "mentorship_requests" ADD CONSTRAINT "mentorship_status_check" CHECK ("mentorship_requests"."status" in ('pending', 'accepted', 'rejected', 'archived', 'ended'));--> statement-breakpoint
ALTER TABLE "mentorship_requests" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mentorship_requests" ADD COLUMN "ended_by" text;--> statement-breakpoint
ALTER TABLE "mentorship_requests" ADD COLUMN "closing_note" text;--> statement-breakpoint
ALTER TABLE "mentorship_requests" ADD CONSTRAINT "mentorship_ended_by_check" CHECK ("mentorship_requests"."ended_by" in ('student', 'alumni'));--> statement-breakpoint
ALTER TABLE "mentorship_requests" ADD CONSTRAINT "mentorship_ended_check" CHECK ("mentorship_requests"."status" <> 'ended' or ("mentorship_requests"."ended_at" is not null and "mentorship_requests"."ended_by" is not null and "mentorship_requests"."closing_note" is not null));--> statement-breakpoint
CREATE TABLE "mentorship_goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentorship_id" uuid NOT NULL,
	"text" text NOT NULL,
	"is_done" boolean DEFAULT false NOT NULL,
	"done_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentorship_goals_text_check" CHECK (char_length("mentorship_goals"."text") between 1 and 200),
	CONSTRAINT "mentorship_goals_created_by_check" CHECK ("mentorship_goals"."created_by" in ('student', 'alumni')),
	CONSTRAINT "mentorship_goals_done_check" CHECK ("mentorship_goals"."is_done" = ("mentorship_goals"."done_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "mentor_session_notes" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"private_note" text,
	"private_note_updated_at" timestamp with time zone,
	"shared_note" text,
	"shared_note_by" text,
	"shared_note_updated_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_session_notes_length_check" CHECK (char_length("mentor_session_notes"."private_note") <= 5000 and char_length("mentor_session_notes"."shared_note") <= 5000),
	CONSTRAINT "mentor_session_notes_shared_by_check" CHECK ("mentor_session_notes"."shared_note_by" in ('student', 'alumni'))
);
--> statement-breakpoint
ALTER TABLE "mentorship_goals" ADD CONSTRAINT "mentorship_goals_mentorship_id_mentorship_requests_id_fk" FOREIGN KEY ("mentorship_id") REFERENCES "public"."mentorship_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_session_notes" ADD CONSTRAINT "mentor_session_notes_session_id_mentor_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."mentor_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentorship_goals_mentorship_idx" ON "mentorship_goals" USING btree ("mentorship_id","created_at");--> statement-breakpoint
CREATE TRIGGER "mentorship_goals_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mentorship_goals" FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER "mentor_session_notes_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mentor_session_notes" FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
