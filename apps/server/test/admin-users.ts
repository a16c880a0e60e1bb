import { randomBytes } from 'node:crypto';
import type { Role } from '@mentorbridge/shared';
import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AppInstance } from '../src/platform/context';
import { bearer, createUser, signIn } from './factories';

type NewUser = NonNullable<Parameters<typeof createUser>[1]>;

export async function person(app: AppInstance, role: Role, overrides: Partial<NewUser> = {}) {
  const user = await createUser(app, { role, ...overrides });
  const { token } = await signIn(app, user.email);
  return { ...user, token, headers: bearer(token) };
}
export type Person = Awaited<ReturnType<typeof person>>;

/** Heard before it returns, as a request's write is (NOTIFY may lag on PostgreSQL). */
export async function account(app: AppInstance, role: Role, overrides: Partial<NewUser> = {}) {
  const user = await createUser(app, { role, ...overrides });
  await app.ctx.cache.settled();
  return user;
}

export async function rows<T>(app: AppInstance, query: SQL): Promise<T[]> {
  return ((await app.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function scalar(app: AppInstance, query: SQL): Promise<number> {
  const [row] = await rows<{ n: number | string }>(app, query);
  return Number(row?.n ?? 0);
}

export async function roleCounts(app: AppInstance) {
  const read = async (query: SQL) =>
    Object.fromEntries(
      (await rows<{ role: string; is_active: boolean; n: number }>(app, query))
        .filter((row) => row.n > 0)
        .map((row) => [`${row.role}:${row.is_active}`, Number(row.n)]),
    );
  return {
    maintained: await read(sql`select role, is_active, total as n from user_role_counts`),
    actual: await read(sql`select role, is_active, count(*)::int as n from users group by role, is_active`),
  };
}

export function auditOf(app: AppInstance, targetId: string) {
  return rows<{
    action: string;
    actor_id: string | null;
    target_type: string;
    target_label: string;
    reason: string | null;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }>(
    app,
    sql`select action, actor_id, target_type, target_label, reason, before, after from audit_log
      where target_id = ${targetId} order by created_at, id`,
  );
}

/** Like `account`, makes this instance forget its kept lists at once. */
export async function setStats(
  app: AppInstance,
  userId: string,
  stats: Partial<
    Record<
      | 'points'
      | 'accepted_mentorships'
      | 'mentorship_sessions'
      | 'interview_experiences'
      | 'resources_shared'
      | 'mock_interviews'
      | 'five_star_ratings'
      | 'company_insights'
      | 'missed_requests',
      number
    >
  >,
) {
  const columns = Object.keys(stats);
  await app.ctx.db.execute(sql`
    insert into user_stats (user_id, joined_at, ${sql.raw(columns.join(', '))})
    values (${userId}, now(), ${sql.join(
      Object.values(stats).map((value) => sql`${value}`),
      sql`, `,
    )})
    on conflict (user_id) do update set ${sql.raw(columns.map((column) => `${column} = excluded.${column}`).join(', '))}`);
  await app.ctx.cache.settled();
}

/** Every foreign key to users is read from the catalog, so a table added later is checked too. */
export async function rowsReferring(app: AppInstance, ids: string[]) {
  const keys = await rows<{ tbl: string; col: string }>(
    app,
    sql`select c.conrelid::regclass::text as tbl, a.attname as col
      from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.contype = 'f' and c.confrelid = 'users'::regclass order by 1, 2`,
  );
  expect(keys.length).toBeGreaterThan(20);
  const found: Record<string, number> = {};
  for (const { tbl, col } of keys) {
    const n = await scalar(
      app,
      sql`select count(*)::int as n from ${sql.identifier(tbl)} where ${sql.identifier(col)} in ${ids}`,
    );
    if (n > 0) found[`${tbl}.${col}`] = n;
  }
  return found;
}

export async function aggregateMismatches(app: AppInstance) {
  return rows<{ what: string; id: string }>(
    app,
    sql`
      select 'helpful_count' as what, e.id::text as id from interview_experiences e
        where e.helpful_count <> (select count(*) from interview_helpful_votes v where v.experience_id = e.id)
      union all
      select 'insight_ratings', i.id::text from company_insights i
        where (i.rating_sum, i.total_ratings) <> (select coalesce(sum(r.rating), 0), count(*)
          from company_insight_ratings r where r.insight_id = i.id)
      union all
      select 'resource_ratings', r.id::text from resources r
        where (r.rating_sum, r.total_ratings) <> (select coalesce(sum(x.rating), 0), count(*)
          from resource_ratings x where x.resource_id = r.id)
      union all
      select 'feedback_ratings', s.user_id::text from user_stats s
        where (s.rating_sum, s.rating_count) <> (select coalesce(sum(f.rating), 0), count(*)
          from workshop_feedback f where f.alumni_id = s.user_id)
      union all
      select 'workshop_confirmed', w.id::text from workshops w
        where w.confirmed_count <> (select count(*) from workshop_bookings b
          where b.workshop_id = w.id and b.status = 'Confirmed')
      union all
      select 'mentor_review_stats', m.alumni_id::text from mentor_review_stats m
        where (m.rating_sum, m.review_count) <> (select coalesce(sum(r.rating), 0), count(*)
          from mentor_session_reviews r where r.alumni_id = m.alumni_id and r.status = 'visible')      union all
      select 'points', s.user_id::text from user_stats s
        where s.points <> (select coalesce(sum(l.points), 0) from points_ledger l where l.user_id = s.user_id)`,
  );
}

let address = 0;

export async function uploadPdf(
  app: AppInstance,
  headers: Record<string, string>,
  title = 'Placement Notes',
) {
  const boundary = `----mbadmin${randomBytes(8).toString('hex')}`;
  const fields = { title, description: 'Notes for the placement season.', category: 'Study Material' };
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="notes.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  address++;
  const response = await app.inject({
    method: 'POST',
    url: '/api/resources',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
    remoteAddress: `10.91.${Math.floor(address / 250)}.${(address % 250) + 1}`,
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json().data._id as string;
}

export async function review(
  app: AppInstance,
  adminHeaders: Record<string, string>,
  id: string,
  payload: { isVerified: boolean; reason?: string },
) {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/resources/admin/${id}/verify`,
    headers: adminHeaders,
    payload,
  });
  if (response.statusCode !== 200) throw new Error(`review failed: ${response.body}`);
}
