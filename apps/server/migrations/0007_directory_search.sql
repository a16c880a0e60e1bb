DROP INDEX "alumni_college_trgm_idx";--> statement-breakpoint
DROP INDEX "alumni_company_trgm_idx";--> statement-breakpoint
ALTER TABLE "alumni_profiles" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "alumni_search_trgm_idx" ON "alumni_profiles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
UPDATE "alumni_profiles" AS p SET "search_text" = lower(concat_ws(' ', u."name", p."college_name", p."current_company")) FROM "users" AS u WHERE u."id" = p."user_id";
