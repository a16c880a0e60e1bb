-- The student workshop search read the host's name and company through joins and matched five fields of every
-- open workshop (7 ms a search on the bench data). Each workshop now carries its host's name and company,
-- kept by triggers as host_active is, and one searched text (fields joined by a separator no search can
-- hold, so a match never spans two), found through a trigram index over the open workshops only.
ALTER TABLE "workshops" ADD COLUMN "host_search" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "search_text" text GENERATED ALWAYS AS (host_search || E'\x1f' || category || E'\x1f' || title || E'\x1f' || description) STORED NOT NULL;--> statement-breakpoint
CREATE FUNCTION workshop_host_search_of(host uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT u.name || E'\x1f' || coalesce(p.current_company, '')
  FROM users u LEFT JOIN alumni_profiles p ON p.user_id = u.id
  WHERE u.id = host
$$;--> statement-breakpoint
CREATE FUNCTION workshop_host_search_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.host_search := coalesce(workshop_host_search_of(NEW.alumni_id), '');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER workshops_host_search_insert BEFORE INSERT OR UPDATE OF alumni_id ON workshops
  FOR EACH ROW EXECUTE FUNCTION workshop_host_search_set();--> statement-breakpoint
CREATE FUNCTION workshop_host_search_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  host uuid;
  shown text;
BEGIN
  -- Each branch is planned only when it runs: the other table's row has no such field.
  IF TG_TABLE_NAME = 'users' THEN host := NEW.id; ELSE host := NEW.user_id; END IF;
  shown := coalesce(workshop_host_search_of(host), '');
  UPDATE workshops SET host_search = shown WHERE alumni_id = host AND host_search IS DISTINCT FROM shown;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_workshops_host_search AFTER UPDATE OF name ON users
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION workshop_host_search_track();--> statement-breakpoint
CREATE TRIGGER alumni_profiles_workshops_host_search AFTER INSERT OR UPDATE OF current_company ON alumni_profiles
  FOR EACH ROW EXECUTE FUNCTION workshop_host_search_track();--> statement-breakpoint
UPDATE workshops w SET host_search = coalesce(workshop_host_search_of(w.alumni_id), '');--> statement-breakpoint
-- The change trigger names the columns it watches (0026): the new one joins them.
DROP TRIGGER workshops_changed ON workshops;--> statement-breakpoint
DO $$
DECLARE
  shown text;
BEGIN
  SELECT string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position) INTO shown
  FROM information_schema.columns
  WHERE table_schema = current_schema() AND table_name = 'workshops'
    AND is_generated = 'NEVER' AND column_name <> ALL (ARRAY['confirmed_count', 'held_count']);
  EXECUTE format(
    'CREATE TRIGGER workshops_changed AFTER INSERT OR UPDATE OF %s OR DELETE OR TRUNCATE ON workshops '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()',
    shown);
END
$$;--> statement-breakpoint
CREATE INDEX "workshops_open_search_trgm_idx" ON "workshops" USING gin ("search_text" gin_trgm_ops) WHERE "workshops"."is_active" and "workshops"."completed_at" is null and "workshops"."host_active";
