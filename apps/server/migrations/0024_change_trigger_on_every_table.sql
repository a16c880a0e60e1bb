-- Every table notifies 'table_changed' at commit (platform/cache/table-cache.ts), so a cached read may read
-- any table and no write path can forget to say it changed; test/table-change-triggers.test.ts fails when a
-- table lacks the trigger. Sign-ins touch only columns no read keeps (users_shown_changed lists the others).
DROP TRIGGER users_admin_columns_changed ON users;--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('table_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  missing text;
BEGIN
  FOR missing IN
    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
      AND NOT EXISTS (
        SELECT 1 FROM pg_trigger t
        WHERE t.tgrelid = c.oid AND t.tgfoid = 'notify_table_changed'::regproc
      )
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
        'FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()',
      missing || '_changed', missing);
  END LOOP;
END
$$;
