-- Workshop waitlists and attendance. A full workshop keeps a queue per workshop; a freed seat is
-- offered to the first waiting student and held for them (held_count), so confirmed + held never pass capacity.
CREATE TABLE "workshop_waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "workshop_waitlist_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"status" text DEFAULT 'Waiting' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	CONSTRAINT "waitlist_status_check" CHECK ("workshop_waitlist"."status" in ('Waiting', 'Offered', 'Accepted', 'Declined', 'Expired', 'Closed'))
);
--> statement-breakpoint
ALTER TABLE "workshop_waitlist" ADD CONSTRAINT "workshop_waitlist_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_waitlist" ADD CONSTRAINT "workshop_waitlist_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One waiting or offered entry per student and workshop.
CREATE UNIQUE INDEX "waitlist_one_active_idx" ON "workshop_waitlist" USING btree ("workshop_id","student_id") WHERE "workshop_waitlist"."status" in ('Waiting', 'Offered');--> statement-breakpoint
-- The queue in order: the next to offer, and a position as the count of entries ahead.
CREATE INDEX "waitlist_queue_idx" ON "workshop_waitlist" USING btree ("workshop_id","seq") WHERE "workshop_waitlist"."status" = 'Waiting';--> statement-breakpoint
-- Offers whose hold ran out (the expiry job).
CREATE INDEX "waitlist_offers_idx" ON "workshop_waitlist" USING btree ("offer_expires_at") WHERE "workshop_waitlist"."status" = 'Offered';--> statement-breakpoint
CREATE INDEX "waitlist_student_idx" ON "workshop_waitlist" USING btree ("student_id") WHERE "workshop_waitlist"."status" in ('Waiting', 'Offered');--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "held_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "cancel_cutoff_hours" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_held_count_check" CHECK ("workshops"."held_count" >= 0);--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_cancel_cutoff_check" CHECK ("workshops"."cancel_cutoff_hours" between 0 and 168);--> statement-breakpoint
ALTER TABLE "workshop_bookings" ADD COLUMN "no_show" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A student's no-shows, shown to hosts on their later bookings.
CREATE INDEX "bookings_no_show_idx" ON "workshop_bookings" USING btree ("student_id") WHERE "workshop_bookings"."no_show";--> statement-breakpoint
-- held_count is the number of the workshop's waitlist entries in status Offered, kept by row triggers in the
-- transaction of every change (offer, accept, decline, expiry, a student's account deleted by cascade), like
-- confirmed_count (migration 0016). Offers are made under the workshop's row lock, so they serialise on it.
CREATE FUNCTION workshop_held_count_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'Offered' THEN
    UPDATE workshops SET held_count = held_count - 1 WHERE id = OLD.workshop_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'Offered' THEN
    UPDATE workshops SET held_count = held_count + 1 WHERE id = NEW.workshop_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER workshop_waitlist_held_insert AFTER INSERT ON workshop_waitlist
  FOR EACH ROW WHEN (NEW.status = 'Offered') EXECUTE FUNCTION workshop_held_count_track();
--> statement-breakpoint
CREATE TRIGGER workshop_waitlist_held_delete AFTER DELETE ON workshop_waitlist
  FOR EACH ROW WHEN (OLD.status = 'Offered') EXECUTE FUNCTION workshop_held_count_track();
--> statement-breakpoint
CREATE TRIGGER workshop_waitlist_held_update AFTER UPDATE OF status, workshop_id ON workshop_waitlist
  FOR EACH ROW WHEN ((OLD.status = 'Offered' OR NEW.status = 'Offered')
    AND (OLD.status IS DISTINCT FROM NEW.status OR OLD.workshop_id IS DISTINCT FROM NEW.workshop_id))
  EXECUTE FUNCTION workshop_held_count_track();
