-- Read paths of interview experiences and company insights (docs/performance.md, 2026-11-24).
-- The lists order by `x DESC` (NULLS FIRST); indexes declared `DESC NULLS LAST` (Drizzle's default) cannot
-- serve that order, so each list sorted every row. Each index below is in its list's whole order, so a page is
-- a Limit over an index scan.
DROP INDEX "interview_experiences_recent_idx";--> statement-breakpoint
CREATE INDEX "interview_experiences_recent_idx" ON "interview_experiences" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
DROP INDEX "company_insights_recent_idx";--> statement-breakpoint
DROP INDEX "company_insights_rating_idx";--> statement-breakpoint
DROP INDEX "company_insights_reviews_idx";--> statement-breakpoint
DROP INDEX "company_insights_salary_idx";--> statement-breakpoint
CREATE INDEX "company_insights_recent_idx" ON "company_insights" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "company_insights_rating_idx" ON "company_insights" USING btree ("average_rating" DESC NULLS FIRST,"total_ratings" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "company_insights_reviews_idx" ON "company_insights" USING btree ("total_ratings" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "company_insights_salary_idx" ON "company_insights" USING btree ("salary_max" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
DROP INDEX "company_insight_ratings_recent_idx";--> statement-breakpoint
CREATE INDEX "company_insight_ratings_recent_idx" ON "company_insight_ratings" USING btree ("insight_id","updated_at" DESC NULLS FIRST,"user_id");--> statement-breakpoint
-- Helpful-count updates leave room on the page for a HOT update (no new index entries, no heap growth). A row
-- with its vector in the heap is about 2.2 kB, and a HOT update needs room for a whole new version on the same
-- page: 30% of 8 kB is 2.4 kB (at 90% only 0.8 kB is kept free, and about half the votes were not HOT).
ALTER TABLE "interview_experiences" SET (fillfactor = 70);--> statement-breakpoint
-- The search vector stays in the heap (compressed only if that is needed to fit, out of line only past a page):
-- ranking a match reads its vector there instead of fetching it from TOAST, and the planner's seq-scan cost
-- counts the vectors (in TOAST they were invisible to it, so even selective searches scanned the table).
ALTER TABLE "interview_experiences" ALTER COLUMN "search" SET STORAGE MAIN;--> statement-breakpoint
-- SET STORAGE and fillfactor only apply to rows written afterwards. CLUSTER rewrites the table (allowed in a
-- transaction for one table, unlike VACUUM FULL; PostgreSQL and PGlite alike): each vector is detoasted and
-- stored again under MAIN, pages are filled to 70%, indexes are rebuilt, and no dead rows are left (an
-- UPDATE of every row would leave the old versions and double the heap until a vacuum).
CLUSTER "interview_experiences" USING "interview_experiences_recent_idx";--> statement-breakpoint
-- array_to_string is only STABLE (some element types print by settings); for text[] it is immutable, which a
-- generated column needs.
CREATE FUNCTION insight_roles_text(roles text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN array_to_string(roles, chr(31));--> statement-breakpoint
DROP INDEX "company_insights_company_trgm_idx";--> statement-breakpoint
ALTER TABLE "company_insights" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(company || chr(31) || industry || chr(31) || location || chr(31) || insight_roles_text(roles_offered))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "company_insights_search_trgm_idx" ON "company_insights" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- A user's ratings (the cascade when their account is deleted): the primary key leads with the insight.
CREATE INDEX "company_insight_ratings_user_idx" ON "company_insight_ratings" USING btree ("user_id");
