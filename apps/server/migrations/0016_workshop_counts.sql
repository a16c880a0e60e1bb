-- The student workshop list: each workshop carries its confirmed bookings and its host's active flag,
-- kept by triggers, so the list and its total read workshops alone, through one partial index.
DROP INDEX "workshops_open_idx";--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "confirmed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "host_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "workshops_open_idx" ON "workshops" USING btree ("scheduled_at","id") WHERE "workshops"."is_active" and "workshops"."completed_at" is null and "workshops"."host_active";--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_confirmed_count_check" CHECK ("workshops"."confirmed_count" >= 0);--> statement-breakpoint
-- confirmed_count is the number of the workshop's bookings in status Confirmed. Row triggers keep it exact in the
-- transaction of every change, whatever the path: booking, confirming, rejecting, cancelling, completing, a
-- workshop's cancellation and the cascade when a student's account is deleted (a workshop deleted by cascade
-- has no row left to update). The update takes the workshop's row lock, which booking and confirming already
-- hold, so concurrent changes serialise on it. Only changes into or out of Confirmed fire.
CREATE FUNCTION workshop_confirmed_count_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'Confirmed' THEN
    UPDATE workshops SET confirmed_count = confirmed_count - 1 WHERE id = OLD.workshop_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'Confirmed' THEN
    UPDATE workshops SET confirmed_count = confirmed_count + 1 WHERE id = NEW.workshop_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION workshop_confirmed_count_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE workshops SET confirmed_count = 0 WHERE confirmed_count <> 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER workshop_bookings_confirmed_insert AFTER INSERT ON workshop_bookings
  FOR EACH ROW WHEN (NEW.status = 'Confirmed') EXECUTE FUNCTION workshop_confirmed_count_track();
--> statement-breakpoint
CREATE TRIGGER workshop_bookings_confirmed_delete AFTER DELETE ON workshop_bookings
  FOR EACH ROW WHEN (OLD.status = 'Confirmed') EXECUTE FUNCTION workshop_confirmed_count_track();
--> statement-breakpoint
CREATE TRIGGER workshop_bookings_confirmed_update AFTER UPDATE OF status, workshop_id ON workshop_bookings
  FOR EACH ROW WHEN ((OLD.status = 'Confirmed' OR NEW.status = 'Confirmed')
    AND (OLD.status IS DISTINCT FROM NEW.status OR OLD.workshop_id IS DISTINCT FROM NEW.workshop_id))
  EXECUTE FUNCTION workshop_confirmed_count_track();
--> statement-breakpoint
CREATE TRIGGER workshop_bookings_confirmed_truncate AFTER TRUNCATE ON workshop_bookings
  FOR EACH STATEMENT EXECUTE FUNCTION workshop_confirmed_count_reset();
--> statement-breakpoint
-- host_active mirrors the host's users.is_active (a deactivated host's workshops leave the student list), so the
-- list filters workshops alone: set from users when a workshop is created, and on every host when an
-- account's is_active changes.
CREATE FUNCTION workshop_host_active_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.host_active := coalesce((SELECT is_active FROM users WHERE id = NEW.alumni_id), true);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION workshop_host_active_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE workshops SET host_active = NEW.is_active WHERE alumni_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER workshops_host_active_insert BEFORE INSERT OR UPDATE OF alumni_id ON workshops
  FOR EACH ROW EXECUTE FUNCTION workshop_host_active_set();
--> statement-breakpoint
CREATE TRIGGER users_workshops_host_active AFTER UPDATE OF is_active ON users
  FOR EACH ROW WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active)
  EXECUTE FUNCTION workshop_host_active_track();
--> statement-breakpoint
-- Backfilled after the triggers exist, in the migration's transaction: CREATE TRIGGER locks workshop_bookings
-- and users against writes until the commit, so no change is missed or counted twice.
UPDATE workshops w SET confirmed_count = c.n
FROM (SELECT workshop_id, count(*)::int AS n FROM workshop_bookings WHERE status = 'Confirmed' GROUP BY workshop_id) c
WHERE c.workshop_id = w.id;
--> statement-breakpoint
UPDATE workshops w SET host_active = false FROM users u WHERE u.id = w.alumni_id AND NOT u.is_active;
