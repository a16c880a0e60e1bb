import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as auditLog from '../src/db/schema/audit-log';
import * as companyInsights from '../src/db/schema/company-insights';
import * as contact from '../src/db/schema/contact';
import * as contentReports from '../src/db/schema/content-reports';
import * as idempotency from '../src/db/schema/idempotency';
import * as interviewExperiences from '../src/db/schema/interview-experiences';
import * as jobs from '../src/db/schema/jobs';
import * as leaderboard from '../src/db/schema/leaderboard';
import * as mail from '../src/db/schema/mail';
import * as mentorReviews from '../src/db/schema/mentor-reviews';
import * as mentorSessions from '../src/db/schema/mentor-sessions';
import * as mentorship from '../src/db/schema/mentorship';
import * as mentorshipSpace from '../src/db/schema/mentorship-space';
import * as meta from '../src/db/schema/meta';
import * as notifications from '../src/db/schema/notifications';
import * as profiles from '../src/db/schema/profiles';
import * as recommendations from '../src/db/schema/recommendations';
import * as resources from '../src/db/schema/resources';
import * as users from '../src/db/schema/users';
import * as workshops from '../src/db/schema/workshops';
import { rows } from './admin-users';
import { createTestApp } from './test-app';

const SCHEMAS = [
  auditLog,
  companyInsights,
  contact,
  contentReports,
  idempotency,
  interviewExperiences,
  jobs,
  leaderboard,
  mail,
  mentorReviews,
  mentorSessions,
  mentorship,
  mentorshipSpace,
  meta,
  notifications,
  profiles,
  recommendations,
  resources,
  users,
  workshops,
];

/**
 * The columns a table's change trigger may leave out: what no cached read shows (sign-ins, secrets), and counts
 * that the lists read afresh beside their cached pages (votes, ratings, seats taken).
 */
const NOT_NOTIFIED: Record<string, string[]> = {
  users: [
    'id',
    'password_hash',
    'is_verified',
    'token_version',
    'google_id',
    'last_login_at',
    'created_at',
    'updated_at',
    'avatar_key',
  ],
  interview_experiences: ['helpful_count'],
  company_insights: ['rating_sum', 'total_ratings'],
  workshops: ['confirmed_count', 'held_count'],
};

describe('the change trigger', async () => {
  const { app } = await createTestApp();

  it('is on every table of the database, so a cached read may read any of them', async () => {
    const missing = await rows<{ name: string }>(
      app,
      sql`
        select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind in ('r', 'p')
          and not exists (
            select 1 from pg_trigger t
            where t.tgrelid = c.oid and t.tgfoid = 'notify_table_changed'::regproc
          )
        order by 1`,
    );
    expect(missing.map((row) => row.name)).toEqual([]);
  });

  it('leaves out of notifications only the columns listed here', async () => {
    const left = await rows<{ name: string; columns: string[] }>(
      app,
      sql`
        select c.relname as name, array(
          select a.attname::text from pg_attribute a
          where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
            and not (a.attnum = any(t.tgattr::int2[]))
          order by a.attnum) as columns
        from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where t.tgfoid = 'notify_table_changed'::regproc and cardinality(t.tgattr::int2[]) > 0
        order by 1`,
    );
    expect(Object.fromEntries(left.map((row) => [row.name, row.columns]))).toEqual(NOT_NOTIFIED);
  });

  it('covers every table the schema declares', async () => {
    const declared = SCHEMAS.flatMap((schema) => Object.values(schema))
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table as PgTable));
    const present = await rows<{ name: string }>(
      app,
      sql`
        select distinct c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where t.tgfoid = 'notify_table_changed'::regproc`,
    );
    const covered = new Set(present.map((row) => row.name));
    expect(declared.filter((name) => !covered.has(name))).toEqual([]);
    expect(declared.length).toBeGreaterThan(30);
  });
});
