-- Views and downloads are counted by reads: in their own table, a count empties no cached list that is read
-- from resources (platform/cache/table-cache.ts). Each resource gets its row on insert, by the trigger below.
CREATE TABLE "resource_counters" (
	"resource_id" uuid PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "resource_counters_check" CHECK ("resource_counters"."views" >= 0 and "resource_counters"."downloads" >= 0)
);
--> statement-breakpoint
ALTER TABLE "resource_counters" ADD CONSTRAINT "resource_counters_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "resource_counters" ("resource_id", "views", "downloads")
  SELECT "id", "views", "downloads" FROM "resources";--> statement-breakpoint
CREATE INDEX "resource_counters_downloads_idx" ON "resource_counters" USING btree ("downloads" DESC NULLS FIRST,"resource_id");--> statement-breakpoint
-- resources.views and resources.downloads are no longer read or written; they stay until a later release
-- drops them, so instances of the previous release keep working during a rolling deploy.
CREATE FUNCTION add_resource_counters() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO resource_counters (resource_id) SELECT id FROM inserted_resources;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER resources_add_counters
  AFTER INSERT ON resources REFERENCING NEW TABLE AS inserted_resources
  FOR EACH STATEMENT EXECUTE FUNCTION add_resource_counters();--> statement-breakpoint
CREATE TRIGGER resource_counters_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON resource_counters
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
-- Every sort of the lists walks an index and stops at its page (the admin list has no status to narrow by).
CREATE INDEX "resources_rating_idx" ON "resources" USING btree ("average_rating" DESC NULLS FIRST,"total_ratings" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "resources_title_idx" ON "resources" USING btree (lower("title"),"created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "resources_recent_idx" ON "resources" USING btree ("created_at" DESC NULLS FIRST,"id");
