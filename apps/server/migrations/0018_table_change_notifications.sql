-- Shared answers of costly reads are kept per server instance (platform/cache/read-caches.ts) and emptied
-- when a table they are read from changes. The notification comes from a statement trigger, so no write
-- path can forget it: PostgreSQL delivers it at commit (once per transaction and table), never on rollback.
CREATE FUNCTION notify_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('table_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER interview_experiences_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON interview_experiences
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
-- Lists show authors by name ('Former member' once deleted), the leaderboard active alumni with name, e-mail
-- and avatar, the directory complete active alumni; logins and other updates of users say nothing.
CREATE TRIGGER users_shown_changed
  AFTER INSERT OR UPDATE OF name, email, avatar, role, is_active, is_profile_complete OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER user_stats_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_stats
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER rank_snapshots_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rank_snapshots
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER alumni_profiles_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON alumni_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
