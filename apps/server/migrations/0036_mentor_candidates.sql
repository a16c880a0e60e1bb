-- "Mentors for you" ranked every alumni sharing one of the student's keys on each read (thousands of key rows
-- for a typical student). Each student now keeps a candidate set (student_mentor_candidates), scored live;
-- the alumni whose keys changed since it was computed are found through mentor_key_changes, which records
-- the last transaction that changed each alumni's keys.
CREATE TABLE "mentor_key_changes" (
	"alumni_id" uuid PRIMARY KEY NOT NULL,
	"changed_xid" "xid8" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_mentor_candidates" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"keys" text[] NOT NULL,
	"alumni_ids" uuid[] NOT NULL,
	"matches" integer[] NOT NULL,
	"outside_max" integer,
	"computed_xmin" "xid8" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_mentor_candidates" ADD CONSTRAINT "student_mentor_candidates_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentor_key_changes_xid_idx" ON "mentor_key_changes" USING btree ("changed_xid");--> statement-breakpoint
CREATE FUNCTION mentor_key_changes_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mentor_key_changes (alumni_id, changed_xid)
  SELECT DISTINCT alumni_id, pg_current_xact_id() FROM changed_rows
  ON CONFLICT (alumni_id) DO UPDATE SET changed_xid = excluded.changed_xid
    WHERE mentor_key_changes.changed_xid <> excluded.changed_xid;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "mentor_match_keys_inserted_track" AFTER INSERT ON "mentor_match_keys"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION mentor_key_changes_track();--> statement-breakpoint
CREATE TRIGGER "mentor_match_keys_updated_track" AFTER UPDATE ON "mentor_match_keys"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION mentor_key_changes_track();--> statement-breakpoint
CREATE TRIGGER "mentor_match_keys_deleted_track" AFTER DELETE ON "mentor_match_keys"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION mentor_key_changes_track();--> statement-breakpoint
-- Emptied keys leave no rows to name: every candidate set is computed again.
CREATE FUNCTION mentor_key_changes_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM student_mentor_candidates;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "mentor_match_keys_truncated_track" AFTER TRUNCATE ON "mentor_match_keys"
  FOR EACH STATEMENT EXECUTE FUNCTION mentor_key_changes_truncated();--> statement-breakpoint
CREATE TRIGGER "student_mentor_candidates_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "student_mentor_candidates" FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER "mentor_key_changes_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mentor_key_changes" FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
