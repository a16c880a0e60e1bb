-- Leaderboard read paths (docs/performance.md): a period view, an alumni's own rank and the top
-- contributors each ranked every alumni with a window over the whole table. Now a period view merges two index
-- ranges (the alumni whose maintained period is the current one, in the period's rank order; everyone else by
-- rating), the own rank counts the rows ahead of it in user_stats_rank_idx less the deactivated ones among them
-- (users_inactive_idx), and top contributors walk their own order.
CREATE INDEX "user_stats_points_rank_idx" ON "user_stats" USING btree ("points" DESC NULLS LAST,"rank_score" DESC NULLS LAST,"rating_average" DESC NULLS LAST,"joined_at","user_id") WHERE "user_stats"."is_ranked";--> statement-breakpoint
CREATE INDEX "user_stats_day_rank_idx" ON "user_stats" USING btree ("day_start",round(greatest("day_points", 0) * 0.7 + "rating_average" * 6, 2) desc nulls last,greatest("day_points", 0) desc nulls last,"rating_average" DESC NULLS LAST,"joined_at","user_id") WHERE "user_stats"."is_ranked";--> statement-breakpoint
CREATE INDEX "user_stats_week_rank_idx" ON "user_stats" USING btree ("week_start",round(greatest("week_points", 0) * 0.7 + "rating_average" * 6, 2) desc nulls last,greatest("week_points", 0) desc nulls last,"rating_average" DESC NULLS LAST,"joined_at","user_id") WHERE "user_stats"."is_ranked";--> statement-breakpoint
CREATE INDEX "user_stats_month_rank_idx" ON "user_stats" USING btree ("month_start",round(greatest("month_points", 0) * 0.7 + "rating_average" * 6, 2) desc nulls last,greatest("month_points", 0) desc nulls last,"rating_average" DESC NULLS LAST,"joined_at","user_id") WHERE "user_stats"."is_ranked";--> statement-breakpoint
CREATE INDEX "user_stats_rating_rank_idx" ON "user_stats" USING btree ("rating_average" DESC NULLS LAST,"joined_at","user_id") WHERE "user_stats"."is_ranked";--> statement-breakpoint
CREATE INDEX "users_inactive_idx" ON "users" USING btree ("id") WHERE not "users"."is_active";