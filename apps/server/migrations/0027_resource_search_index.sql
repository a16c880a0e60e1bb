-- A resource matches a search when its title, description or one of its tags contains the words: one text
-- joined by a separator no search can hold (list repository), so a match never spans two fields or tags,
-- and a trigram index finds the matches instead of a scan that unnested every resource's tags.
CREATE FUNCTION resource_search_text(title text, description text, tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT title || E'\x1f' || description || E'\x1f' || array_to_string(tags, E'\x1f') $$;--> statement-breakpoint
CREATE INDEX "resources_search_trgm_idx" ON "resources" USING gin (resource_search_text("title", "description", "tags") gin_trgm_ops);
