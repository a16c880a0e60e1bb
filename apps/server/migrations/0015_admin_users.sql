-- The admin users API: role counts kept by triggers, the user table's search and sort indexes, the
-- 'active today' index, and indexes on the user columns that an account deletion reads or cascades through
-- (each of those tables' keys leads with another column).
CREATE TABLE "user_role_counts" (
	"role" text NOT NULL,
	"is_active" boolean NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_role_counts_role_is_active_pk" PRIMARY KEY("role","is_active"),
	CONSTRAINT "user_role_counts_total_check" CHECK ("user_role_counts"."total" >= 0)
);
--> statement-breakpoint
CREATE INDEX "content_reports_reporter_idx" ON "content_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "rank_snapshots_user_idx" ON "rank_snapshots" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "resource_ratings_user_idx" ON "resource_ratings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_recent_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_last_active_idx" ON "users" USING btree (greatest("last_login_at", "updated_at"));--> statement-breakpoint
CREATE INDEX "feedback_student_idx" ON "workshop_feedback" USING btree ("student_id");--> statement-breakpoint
-- The admin stats and the user table's unsearched total read these six counts instead of counting users. Row
-- triggers keep them exact in the transaction of every change (a rolled-back sign-up moves nothing); an update
-- that changes neither role nor is_active does not fire. TRUNCATE fires no row trigger, hence its own.
CREATE FUNCTION user_role_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE user_role_counts SET total = total - 1 WHERE role = OLD.role AND is_active = OLD.is_active;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO user_role_counts (role, is_active, total) VALUES (NEW.role, NEW.is_active, 1)
    ON CONFLICT (role, is_active) DO UPDATE SET total = user_role_counts.total + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION user_role_counts_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_role_counts SET total = 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_role_counts_insert_delete AFTER INSERT OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION user_role_counts_track();
--> statement-breakpoint
CREATE TRIGGER users_role_counts_update AFTER UPDATE OF role, is_active ON users
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.is_active IS DISTINCT FROM NEW.is_active)
  EXECUTE FUNCTION user_role_counts_track();
--> statement-breakpoint
CREATE TRIGGER users_role_counts_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION user_role_counts_reset();
--> statement-breakpoint
-- Backfilled after the triggers exist, in the migration's transaction: CREATE TRIGGER holds a lock on users
-- that keeps sign-ups out until the commit, so no row is counted twice or missed. Every role and state has its
-- row (zero included), so the triggers only ever update one.
INSERT INTO user_role_counts (role, is_active, total)
SELECT r.role, a.is_active, count(u.id)::int
FROM (VALUES ('student'), ('alumni'), ('admin')) AS r(role)
CROSS JOIN (VALUES (true), (false)) AS a(is_active)
LEFT JOIN users u ON u.role = r.role AND u.is_active = a.is_active
GROUP BY r.role, a.is_active;
