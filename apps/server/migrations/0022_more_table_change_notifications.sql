-- More kept lists (company insights, resources, the admin user table) are emptied when a table they are read
-- from changes (platform/cache/read-caches.ts): statement triggers on the tables that had none.
--
-- A trigger may name what changed in its argument instead of its table: the columns of users that only the
-- admin user table shows (a sign-in's last_login_at above all) notify 'users_admin_columns', so a sign-in
-- empties that table's kept pages and not every list that shows users' names (0018's users_shown_changed).
CREATE OR REPLACE FUNCTION notify_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('table_changed', coalesce(TG_ARGV[0], TG_TABLE_NAME));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_admin_columns_changed
  AFTER UPDATE OF is_verified, created_at, updated_at, last_login_at ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed('users_admin_columns');--> statement-breakpoint
-- Kept by row triggers on users (0015) in the same transaction as the users change, which notifies too; a hand
-- correction of the counts must still reach the kept totals.
CREATE TRIGGER user_role_counts_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_role_counts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER company_insights_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON company_insights
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER company_insight_ratings_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON company_insight_ratings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
-- Every column: the lists show the views and downloads too, so a counted view or download empties them.
CREATE TRIGGER resources_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON resources
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER resource_ratings_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON resource_ratings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
