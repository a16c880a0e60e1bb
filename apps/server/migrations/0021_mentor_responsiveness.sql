-- Mentor responsiveness: per-alumni figures kept incrementally in the transaction of each answer,
-- expiry and sign-in (never recomputed from mentorship_requests per read), and the day-2 / day-5 reminder
-- flags of pending requests.
CREATE TABLE "mentor_responsiveness" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"answered_count" integer DEFAULT 0 NOT NULL,
	"reply_seconds_total" bigint DEFAULT 0 NOT NULL,
	"last_active_at" timestamp with time zone,
	"consecutive_expiries" integer DEFAULT 0 NOT NULL,
	"paused_at" timestamp with time zone,
	CONSTRAINT "mentor_responsiveness_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "mentor_responsiveness_counts_check" CHECK ("mentor_responsiveness"."answered_count" >= 0 and "mentor_responsiveness"."reply_seconds_total" >= 0 and "mentor_responsiveness"."consecutive_expiries" >= 0)
);
--> statement-breakpoint
ALTER TABLE "mentorship_requests" ADD COLUMN "reminded_day2_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mentorship_requests" ADD COLUMN "reminded_day5_at" timestamp with time zone;--> statement-breakpoint
-- The reminder job reads only the pending requests still owed each reminder, oldest first.
CREATE INDEX "mentorship_remind_day2_idx" ON "mentorship_requests" USING btree ("created_at") WHERE "mentorship_requests"."status" = 'pending' and "mentorship_requests"."reminded_day2_at" is null;--> statement-breakpoint
CREATE INDEX "mentorship_remind_day5_idx" ON "mentorship_requests" USING btree ("created_at") WHERE "mentorship_requests"."status" = 'pending' and "mentorship_requests"."reminded_day5_at" is null;--> statement-breakpoint
-- Figures of the requests answered before this migration (accepted or rejected, archived afterwards or not).
INSERT INTO "mentor_responsiveness" ("user_id", "answered_count", "reply_seconds_total", "last_active_at")
SELECT u."id",
       count(r."responded_at")::int,
       coalesce(sum(greatest(0, extract(epoch from r."responded_at" - r."created_at")))::bigint, 0),
       greatest(u."last_login_at", max(r."responded_at"))
FROM "users" u
LEFT JOIN "mentorship_requests" r ON r."alumni_id" = u."id" AND r."responded_at" IS NOT NULL
WHERE u."role" = 'alumni'
GROUP BY u."id", u."last_login_at";
--> statement-breakpoint
-- Sign-in (password or Google) marks an alumni active, whichever code path writes last_login_at. At most once
-- an hour, so logins do not keep emptying the directory's cached pages (the figure is shown in days).
CREATE FUNCTION mentor_signed_in() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mentor_responsiveness (user_id, last_active_at) VALUES (NEW.id, NEW.last_login_at)
  ON CONFLICT (user_id) DO UPDATE SET last_active_at = excluded.last_active_at
  WHERE mentor_responsiveness.last_active_at IS NULL
     OR mentor_responsiveness.last_active_at <= excluded.last_active_at - interval '1 hour';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_mentor_signed_in AFTER UPDATE OF last_login_at ON users
  FOR EACH ROW WHEN (NEW.role = 'alumni' AND NEW.last_login_at IS NOT NULL
    AND NEW.last_login_at IS DISTINCT FROM OLD.last_login_at)
  EXECUTE FUNCTION mentor_signed_in();
--> statement-breakpoint
-- The directory's cached pages show these figures. A row trigger (not a statement trigger as in 0018): an
-- upsert whose update is skipped changes nothing and must not empty the caches. pg_notify folds the
-- identical notifications of one transaction into one.
CREATE TRIGGER mentor_responsiveness_changed
  AFTER INSERT OR UPDATE OR DELETE ON mentor_responsiveness
  FOR EACH ROW EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER mentor_responsiveness_truncated
  AFTER TRUNCATE ON mentor_responsiveness
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
