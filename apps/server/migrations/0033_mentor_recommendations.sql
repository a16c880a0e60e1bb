-- Mentor recommendations. What each alumni offers is kept as normalised keys (`company:amazon`, `skill:java`,
-- `experience:google`) by row triggers on alumni_profiles, interview_experiences and workshops, and requests
-- waiting for each alumni by a trigger on mentorship_requests: a recommendation looks its student's keys up in
-- the primary key instead of reading profiles, experiences and workshops (docs/decisions/022).
ALTER TABLE "student_profiles" ADD COLUMN "target_roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- `lo` and `hi` hold a row's count in its kind's 6-bit slot (match-score.repository.ts reads them the same way),
-- so a recommendation sums two integers per matched row instead of counting ten kinds apart; the primary key
-- carries them, so the sum reads the index alone. An experience key counts up to 3 (its weight's cap), a
-- workshop topic once.
CREATE TABLE "mentor_match_keys" (
	"key" text NOT NULL,
	"alumni_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"lo" integer GENERATED ALWAYS AS (CASE "kind" WHEN 'company' THEN 1 WHEN 'previous' THEN 64 WHEN 'role' THEN 4096 WHEN 'experience' THEN 262144 * least("count", 3) WHEN 'skill' THEN 16777216 ELSE 0 END) STORED NOT NULL,
	"hi" integer GENERATED ALWAYS AS (CASE "kind" WHEN 'branch' THEN 1 WHEN 'college' THEN 64 WHEN 'interest' THEN 4096 WHEN 'industry' THEN 262144 WHEN 'workshop' THEN 16777216 ELSE 0 END) STORED NOT NULL,
	CONSTRAINT "mentor_match_keys_key_alumni_id_pk" PRIMARY KEY("key","alumni_id") INCLUDE ("lo", "hi"),
	CONSTRAINT "mentor_match_keys_kind_check" CHECK ("mentor_match_keys"."kind" in ('company', 'previous', 'role', 'skill', 'branch', 'college', 'interest', 'industry', 'experience', 'workshop')),
	CONSTRAINT "mentor_match_keys_count_check" CHECK ("mentor_match_keys"."count" >= 1)
);
--> statement-breakpoint
-- A student's wishes as the keys they look up, kept by a trigger on student_profiles: a recommendation reads
-- one row instead of normalising the profile again.
CREATE TABLE "student_wanted_keys" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"keys" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentor_pending_counts" (
	"alumni_id" uuid PRIMARY KEY NOT NULL,
	"pending_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mentor_pending_counts_check" CHECK ("mentor_pending_counts"."pending_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "mentor_match_keys" ADD CONSTRAINT "mentor_match_keys_alumni_id_users_id_fk" FOREIGN KEY ("alumni_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_wanted_keys" ADD CONSTRAINT "student_wanted_keys_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_pending_counts" ADD CONSTRAINT "mentor_pending_counts_alumni_id_users_id_fk" FOREIGN KEY ("alumni_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentor_match_keys_alumni_idx" ON "mentor_match_keys" USING btree ("alumni_id","kind");--> statement-breakpoint
-- Who a student is not sent to is read once per recommendation, each list from its own small index.
CREATE INDEX "mentor_pending_counts_count_idx" ON "mentor_pending_counts" USING btree ("pending_count");--> statement-breakpoint
CREATE INDEX "mentor_responsiveness_paused_idx" ON "mentor_responsiveness" USING btree ("user_id") WHERE "mentor_responsiveness"."paused_at" is not null;--> statement-breakpoint
CREATE INDEX "users_unlisted_alumni_idx" ON "users" USING btree ("id") WHERE "users"."role" = 'alumni' and not ("users"."is_active" and "users"."is_profile_complete" and "users"."is_verified");--> statement-breakpoint
-- One spelling for a company, skill or topic: case and runs of spaces do not matter.
CREATE FUNCTION match_key(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT nullif(lower(regexp_replace(btrim(value), '\s+', ' ', 'g')), '')
$$;
--> statement-breakpoint
-- A role as its words: "Sr. Software-Engineer" reads "sr software engineer".
CREATE FUNCTION match_role(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT nullif(array_to_string(array_remove(regexp_split_to_array(lower(coalesce(value, '')), '[^[:alnum:]+#]+'), ''), ' '), '')
$$;
--> statement-breakpoint
-- Every run of up to 4 words of a position, so the target role "software engineer" matches the position
-- "Senior Software Engineer II".
CREATE FUNCTION match_role_keys(value text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT array_to_string(words.w[i:j], ' ')), '{}'::text[])
  FROM (SELECT string_to_array(match_role(value), ' ') AS w) words,
       generate_series(1, coalesce(cardinality(words.w), 0)) AS i,
       generate_series(i, least(i + 3, cardinality(words.w))) AS j
$$;
--> statement-breakpoint
-- The keys a student's wishes look up: a target company is looked for as a current company, a previous one
-- and an experience's company; skills and interests as workshop topics too. The lists are cut to the
-- profile's bounds (older profiles may hold more), so no kind's count outgrows its 6-bit slot.
CREATE FUNCTION student_match_keys(companies text[], roles text[], skills text[], interests text[], branch text, college text)
RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT k.key), '{}'::text[]) FROM (
    SELECT kind || ':' || match_key(c) AS key FROM unnest(companies[1:10]) c, unnest(ARRAY['company', 'previous', 'experience']) kind
    UNION ALL SELECT 'role:' || match_role(r) FROM unnest(roles[1:11]) r
    UNION ALL SELECT kind || ':' || match_key(s) FROM unnest(skills[1:30]) s, unnest(ARRAY['skill', 'workshop']) kind
    UNION ALL SELECT kind || ':' || match_key(i) FROM unnest(interests[1:30]) i, unnest(ARRAY['interest', 'industry', 'workshop']) kind
    UNION ALL SELECT 'branch:' || match_key(branch)
    UNION ALL SELECT 'college:' || match_key(college)
  ) k WHERE k.key IS NOT NULL
$$;
--> statement-breakpoint
-- The interested job role (the specification's single role) counts as one more target role.
CREATE FUNCTION student_profile_keys_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO student_wanted_keys (student_id, keys)
  VALUES (NEW.user_id, student_match_keys(NEW.preferred_companies, array_append(NEW.target_roles, NEW.interested_job_role),
    NEW.technical_skills, NEW.career_interests, NEW.branch, NEW.college_name))
  ON CONFLICT (student_id) DO UPDATE SET keys = excluded.keys;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "student_profiles_wanted_keys"
  AFTER INSERT OR UPDATE OF preferred_companies, target_roles, interested_job_role, technical_skills,
    career_interests, branch, college_name
  ON "student_profiles" FOR EACH ROW EXECUTE FUNCTION student_profile_keys_changed();
--> statement-breakpoint
CREATE FUNCTION refresh_mentor_profile_keys(p alumni_profiles) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM mentor_match_keys
  WHERE alumni_id = p.user_id
    AND kind IN ('company', 'previous', 'role', 'skill', 'branch', 'college', 'interest', 'industry');
  INSERT INTO mentor_match_keys (key, alumni_id, kind, label)
  SELECT k.kind || ':' || k.value, p.user_id, k.kind, min(k.label)
  FROM (
    SELECT 'company' AS kind, match_key(p.current_company) AS value, btrim(p.current_company) AS label
    UNION ALL SELECT 'previous', match_key(c), btrim(c) FROM unnest(p.previous_companies) c
    UNION ALL SELECT 'role', r, btrim(p.current_position) FROM unnest(match_role_keys(p.current_position)) r
    UNION ALL SELECT 'skill', match_key(s), btrim(s) FROM unnest(p.technical_skills) s
    UNION ALL SELECT 'branch', match_key(p.branch), btrim(p.branch)
    UNION ALL SELECT 'college', match_key(p.college_name), btrim(p.college_name)
    UNION ALL SELECT 'interest', match_key(i), btrim(i) FROM unnest(p.career_interests || p.technical_skills) i
    UNION ALL SELECT 'industry', match_key(p.industry_domain), btrim(p.industry_domain)
  ) k
  WHERE k.value IS NOT NULL
  GROUP BY k.kind, k.value;
END
$$;
--> statement-breakpoint
CREATE FUNCTION mentor_profile_keys_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_mentor_profile_keys(NEW);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "alumni_profiles_match_keys"
  AFTER INSERT OR UPDATE OF current_company, previous_companies, current_position, technical_skills, branch,
    college_name, career_interests, industry_domain
  ON "alumni_profiles" FOR EACH ROW EXECUTE FUNCTION mentor_profile_keys_changed();
--> statement-breakpoint
-- A key counted down to nothing goes; the check keeps counts at 1 or more.
CREATE FUNCTION mentor_experience_keys_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD.alumni_id IS NOT NULL AND match_key(OLD.company) IS NOT NULL THEN
      DELETE FROM mentor_match_keys
      WHERE key = 'experience:' || match_key(OLD.company) AND alumni_id = OLD.alumni_id AND count = 1;
      UPDATE mentor_match_keys SET count = count - 1
      WHERE key = 'experience:' || match_key(OLD.company) AND alumni_id = OLD.alumni_id;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW.alumni_id IS NOT NULL AND match_key(NEW.company) IS NOT NULL THEN
      INSERT INTO mentor_match_keys (key, alumni_id, kind, label)
      VALUES ('experience:' || match_key(NEW.company), NEW.alumni_id, 'experience', btrim(NEW.company))
      ON CONFLICT (key, alumni_id) DO UPDATE SET count = mentor_match_keys.count + 1;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "interview_experiences_match_keys"
  AFTER INSERT OR DELETE OR UPDATE OF alumni_id, company ON "interview_experiences"
  FOR EACH ROW EXECUTE FUNCTION mentor_experience_keys_changed();
--> statement-breakpoint
-- A workshop's topics and its category ('Other' says nothing), each once.
CREATE FUNCTION workshop_topic_keys(w workshops) RETURNS TABLE (key text, label text) LANGUAGE sql IMMUTABLE AS $$
  SELECT 'workshop:' || match_key(t), min(btrim(t))
  FROM unnest(w.topics || CASE WHEN w.category = 'Other' THEN '{}'::text[] ELSE ARRAY[w.category] END) t
  WHERE match_key(t) IS NOT NULL
  GROUP BY match_key(t)
$$;
--> statement-breakpoint
-- Cancelled workshops (not active) do not count.
CREATE FUNCTION mentor_workshop_keys_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD.is_active THEN
      DELETE FROM mentor_match_keys m USING workshop_topic_keys(OLD) t
      WHERE m.key = t.key AND m.alumni_id = OLD.alumni_id AND m.count = 1;
      UPDATE mentor_match_keys m SET count = m.count - 1 FROM workshop_topic_keys(OLD) t
      WHERE m.key = t.key AND m.alumni_id = OLD.alumni_id;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW.is_active THEN
      INSERT INTO mentor_match_keys (key, alumni_id, kind, label)
      SELECT t.key, NEW.alumni_id, 'workshop', t.label FROM workshop_topic_keys(NEW) t
      ON CONFLICT (key, alumni_id) DO UPDATE SET count = mentor_match_keys.count + 1;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "workshops_match_keys"
  AFTER INSERT OR DELETE OR UPDATE OF alumni_id, topics, category, is_active ON "workshops"
  FOR EACH ROW EXECUTE FUNCTION mentor_workshop_keys_changed();
--> statement-breakpoint
CREATE FUNCTION mentor_pending_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD.status = 'pending' THEN
      UPDATE mentor_pending_counts SET pending_count = pending_count - 1 WHERE alumni_id = OLD.alumni_id;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW.status = 'pending' THEN
      INSERT INTO mentor_pending_counts (alumni_id, pending_count) VALUES (NEW.alumni_id, 1)
      ON CONFLICT (alumni_id) DO UPDATE SET pending_count = mentor_pending_counts.pending_count + 1;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "mentorship_requests_pending_count"
  AFTER INSERT OR DELETE OR UPDATE OF status, alumni_id ON "mentorship_requests"
  FOR EACH ROW EXECUTE FUNCTION mentor_pending_changed();
--> statement-breakpoint
SELECT refresh_mentor_profile_keys(p) FROM alumni_profiles p;--> statement-breakpoint
INSERT INTO student_wanted_keys (student_id, keys)
SELECT user_id, student_match_keys(preferred_companies, array_append(target_roles, interested_job_role),
  technical_skills, career_interests, branch, college_name)
FROM student_profiles;--> statement-breakpoint
INSERT INTO mentor_match_keys (key, alumni_id, kind, label, count)
SELECT 'experience:' || match_key(company), alumni_id, 'experience', min(btrim(company)), count(*)
FROM interview_experiences
WHERE alumni_id IS NOT NULL AND match_key(company) IS NOT NULL
GROUP BY match_key(company), alumni_id;--> statement-breakpoint
INSERT INTO mentor_match_keys (key, alumni_id, kind, label, count)
SELECT t.key, w.alumni_id, 'workshop', min(t.label), count(*)
FROM workshops w, workshop_topic_keys(w) t
WHERE w.is_active
GROUP BY t.key, w.alumni_id;--> statement-breakpoint
INSERT INTO mentor_pending_counts (alumni_id, pending_count)
SELECT alumni_id, count(*) FROM mentorship_requests WHERE status = 'pending' GROUP BY alumni_id;--> statement-breakpoint
CREATE TRIGGER "mentor_match_keys_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mentor_match_keys" FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER "student_wanted_keys_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "student_wanted_keys" FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER "mentor_pending_counts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mentor_pending_counts" FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
