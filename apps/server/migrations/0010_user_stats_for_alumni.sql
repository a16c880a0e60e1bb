-- Every alumni has a stats row from the moment the account exists, whichever code path creates it, so the
-- leaderboard is one indexed read of user_stats (alumni without points rank last, by join date).
CREATE FUNCTION user_stats_for_new_alumni() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_stats (user_id, is_ranked, joined_at)
  VALUES (NEW.id, true, NEW.created_at)
  ON CONFLICT (user_id) DO UPDATE SET is_ranked = true;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_alumni_stats AFTER INSERT ON users
  FOR EACH ROW WHEN (NEW.role = 'alumni') EXECUTE FUNCTION user_stats_for_new_alumni();
--> statement-breakpoint
INSERT INTO user_stats (user_id, is_ranked, joined_at)
SELECT id, true, created_at FROM users WHERE role = 'alumni'
ON CONFLICT (user_id) DO NOTHING;
