import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A 64-bit transaction id (`pg_current_xact_id()`), read and written as its decimal text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * What each alumni offers, one row per normalised value: `key` is `<kind>:<value>` (`company:amazon`,
 * `skill:java`, `experience:google`). Kept by triggers on alumni_profiles, interview_experiences and
 * workshops (migration 0033), so a recommendation looks up the student's keys instead of reading profiles,
 * experiences and workshops. `count` is the experiences or active workshops behind a key, else 1.
 */
export const mentorMatchKeys = pgTable(
  'mentor_match_keys',
  {
    key: text('key').notNull(),
    alumniId: uuid('alumni_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    label: text('label').notNull(),
    count: integer('count').notNull().default(1),
    /**
     * The row's count in its kind's 6-bit slot (`MATCH_SLOTS` in match-score.repository.ts): a score sums two
     * integers. The primary key INCLUDEs both (migration 0033; Drizzle cannot say so).
     */
    lo: integer('lo')
      .notNull()
      .generatedAlwaysAs(
        sql`CASE "kind" WHEN 'company' THEN 1 WHEN 'previous' THEN 64 WHEN 'role' THEN 4096 WHEN 'experience' THEN 262144 * least("count", 3) WHEN 'skill' THEN 16777216 ELSE 0 END`,
      ),
    hi: integer('hi')
      .notNull()
      .generatedAlwaysAs(
        sql`CASE "kind" WHEN 'branch' THEN 1 WHEN 'college' THEN 64 WHEN 'interest' THEN 4096 WHEN 'industry' THEN 262144 WHEN 'workshop' THEN 16777216 ELSE 0 END`,
      ),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.alumniId] }),
    index('mentor_match_keys_alumni_idx').on(table.alumniId, table.kind),
    check(
      'mentor_match_keys_kind_check',
      sql`${table.kind} in ('company', 'previous', 'role', 'skill', 'branch', 'college', 'interest', 'industry', 'experience', 'workshop')`,
    ),
    check('mentor_match_keys_count_check', sql`${table.count} >= 1`),
  ],
);

/** A student's target companies and roles, skills, interests, branch and college as keys, kept by a trigger. */
export const studentWantedKeys = pgTable('student_wanted_keys', {
  studentId: uuid('student_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  keys: text('keys').array().notNull().default(sql`'{}'::text[]`),
});

/** Requests waiting for each alumni's answer, kept by a trigger on mentorship_requests. */
export const mentorPendingCounts = pgTable(
  'mentor_pending_counts',
  {
    alumniId: uuid('alumni_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    pendingCount: integer('pending_count').notNull().default(0),
  },
  (table) => [
    index('mentor_pending_counts_count_idx').on(table.pendingCount),
    check('mentor_pending_counts_check', sql`${table.pendingCount} >= 0`),
  ],
);

/**
 * Each student's candidate mentors for "Mentors for you", so that a recommendation scores a few hundred stored
 * candidates instead of every alumni sharing a key. Every alumni whose match score (the key part, without
 * standing) is above `outside_max` is in the set, paused, excluded and unlisted ones included, since
 * exclusions are read live; `outside_max` is null when every alumni sharing a key is in. Valid while the
 * student's keys equal `keys`; the alumni whose keys changed since (`mentor_key_changes` at or after
 * `computed_xmin`) are scored live beside it. Written by a recommendation that could not prove its answer
 * from the set (recommendations.repository.ts says when).
 */
export const studentMentorCandidates = pgTable('student_mentor_candidates', {
  studentId: uuid('student_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  keys: text('keys').array().notNull(),
  alumniIds: uuid('alumni_ids').array().notNull(),
  matches: integer('matches').array().notNull(),
  outsideMax: integer('outside_max'),
  /** The oldest transaction the computing statement could not see: a later change has a transaction id ≥. */
  computedXmin: xid8('computed_xmin').notNull(),
});

/** The last transaction that changed an alumni's match keys, kept by a trigger on mentor_match_keys. */
export const mentorKeyChanges = pgTable(
  'mentor_key_changes',
  {
    /** No foreign key: the rows a user's deletion cascades to are tracked after the user is gone. */
    alumniId: uuid('alumni_id').primaryKey(),
    changedXid: xid8('changed_xid').notNull(),
  },
  (table) => [index('mentor_key_changes_xid_idx').on(table.changedXid)],
);
