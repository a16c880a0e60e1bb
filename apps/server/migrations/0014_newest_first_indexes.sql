-- `ORDER BY created_at DESC` means NULLS FIRST; indexes declared DESC NULLS LAST (Drizzle's plain .desc()) cannot
-- serve it, so these lists sorted every row. Recreated in the order the queries ask for.
DROP INDEX "audit_log_recent_idx";--> statement-breakpoint
DROP INDEX "audit_log_target_idx";--> statement-breakpoint
DROP INDEX "audit_log_actor_idx";--> statement-breakpoint
DROP INDEX "content_reports_status_idx";--> statement-breakpoint
DROP INDEX "resources_status_recent_idx";--> statement-breakpoint
DROP INDEX "resources_published_idx";--> statement-breakpoint
DROP INDEX "resources_uploader_idx";--> statement-breakpoint
CREATE INDEX "audit_log_recent_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_reports_status_idx" ON "content_reports" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "resources_status_recent_idx" ON "resources" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "resources_published_idx" ON "resources" USING btree ("created_at" DESC NULLS FIRST) WHERE "resources"."status" = 'published';--> statement-breakpoint
CREATE INDEX "resources_uploader_idx" ON "resources" USING btree ("uploader_id","created_at" DESC NULLS FIRST);