-- The admin's session analytics read one range of days: the sessions booked in it and not cancelled, the
-- sessions held in it, and the mentorships accepted in it. Each comes from a partial index over that range
-- instead of a scan of the whole table; the statement names the same status literals, so the planner matches them.
CREATE INDEX "mentor_sessions_booked_idx" ON "mentor_sessions" USING btree ("created_at") WHERE "mentor_sessions"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "mentor_sessions_held_idx" ON "mentor_sessions" USING btree ("starts_at") WHERE "mentor_sessions"."status" in ('completed', 'no_show');--> statement-breakpoint
CREATE INDEX "mentorship_accepted_idx" ON "mentorship_requests" USING btree ("accepted_at") WHERE "mentorship_requests"."accepted_at" is not null;
