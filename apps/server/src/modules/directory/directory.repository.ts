import type { DirectoryQuery } from '@mentorbridge/shared';
import { and, asc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { mentorReviewStats } from '../../db/schema/mentor-reviews';
import { mentorResponsiveness, mentorshipRequests } from '../../db/schema/mentorship';
import { alumniProfiles } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';
import { isKeptSize } from '../../platform/cache/page-size';
import type { CachedReader } from '../../platform/cache/table-cache';
import type { Db, Executor } from '../../platform/db/database';
import { pageTotal } from '../../platform/db/paging';
import { prepared } from '../../platform/db/prepared';

function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Literals, so generic plans (prepared statements after five runs) may use `users_directory_idx`. */
const listed = sql`${users.role} = 'alumni' and ${users.isActive} and ${users.isProfileComplete}`;

type Filter = 'q' | 'college' | 'company' | 'branch';
const FILTERS: Filter[] = ['q', 'college', 'company', 'branch'];

export function directoryFilter(active: Filter[]): SQL | undefined {
  const conditions: Array<SQL | undefined> = [listed];
  if (active.includes('q')) conditions.push(sql`${alumniProfiles.searchText} like ${sql.placeholder('q')}`);
  if (active.includes('college'))
    conditions.push(sql`lower(${alumniProfiles.collegeName}) = lower(${sql.placeholder('college')})`);
  if (active.includes('company'))
    conditions.push(sql`lower(${alumniProfiles.currentCompany}) = lower(${sql.placeholder('company')})`);
  if (active.includes('branch'))
    conditions.push(sql`lower(${alumniProfiles.branch}) = lower(${sql.placeholder('branch')})`);
  return and(...conditions);
}

export function variant(query: DirectoryQuery) {
  const active = FILTERS.filter((filter) => query[filter]);
  const values: Record<string, unknown> = {};
  for (const filter of active)
    values[filter] = filter === 'q' ? containsPattern(query.q!.toLowerCase()) : query[filter];
  return { active, key: active.join('_') || 'all', values };
}

/** With a bound LIMIT a generic plan assumes a tenth of the table and is never chosen: replanned every time. */
export function literalLimit(value: number): Placeholder {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Not a whole number: ${value}`);
  // Drizzle types LIMIT as a number (bound) or a placeholder; raw SQL is written as it is.
  return sql.raw(String(value)) as unknown as Placeholder;
}

function pageOf(db: Db, active: Filter[], limit: number) {
  const total = active.length
    ? sql<number>`(count(*) over ())::int`
    : sql<number>`(select count(*) from ${users} where ${listed})::int`;
  const base = db
    .select({ id: users.id, total: total.as('total') })
    .from(users)
    .$dynamic();
  return (active.length ? base.innerJoin(alumniProfiles, eq(alumniProfiles.userId, users.id)) : base)
    .where(directoryFilter(active))
    .orderBy(asc(users.name), asc(users.id))
    .limit(literalLimit(limit))
    .offset(sql.placeholder('offset'))
    .as('page');
}

type AlumniRow = Awaited<ReturnType<typeof findAlumniPage>>[number];

/** What the directory's cards and an alumni's page show of their responsiveness. */
export const responsivenessColumns = {
  answeredCount: mentorResponsiveness.answeredCount,
  replySecondsTotal: mentorResponsiveness.replySecondsTotal,
  lastActiveAt: mentorResponsiveness.lastActiveAt,
  pausedAt: mentorResponsiveness.pausedAt,
};

/** A mentor's visible ratings as kept (mentor-sessions' reviews); the service shows them from three on. */
export const reviewColumns = {
  count: sql<number>`coalesce(${mentorReviewStats.reviewCount}, 0)`.mapWith(Number),
  sum: sql<number>`coalesce(${mentorReviewStats.ratingSum}, 0)`.mapWith(Number),
};

/** An alumni's public page in one statement: account, profile, figures and the viewer's accepted request. */
export async function findPublicAlumni(db: Db, viewerId: string, id: string) {
  const statement = prepared(db, 'directory_public_alumni', () =>
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        isActive: users.isActive,
        avatar: users.avatar,
        profile: alumniProfiles,
        responsiveness: responsivenessColumns,
        reviews: reviewColumns,
        hasAccepted: sql<boolean>`exists (
          select 1 from ${mentorshipRequests}
          where ${mentorshipRequests.studentId} = ${sql.placeholder('viewerId')}
            and ${mentorshipRequests.alumniId} = ${users.id}
            and ${mentorshipRequests.acceptedAt} is not null)`,
      })
      .from(users)
      .leftJoin(alumniProfiles, eq(alumniProfiles.userId, users.id))
      .leftJoin(mentorResponsiveness, eq(mentorResponsiveness.userId, users.id))
      .leftJoin(mentorReviewStats, eq(mentorReviewStats.alumniId, users.id))
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('directory_public_alumni'),
  );
  const [row] = await statement.execute({ viewerId, id });
  return row;
}

/** Kept, as `shape` makes it, until an alumni, a profile, a responsiveness figure or a rating changes. */
export function alumniPage<I>(
  reader: CachedReader,
  query: DirectoryQuery,
  limit: number,
  offset: number,
  shape: (row: AlumniRow) => I,
) {
  const { q, college, company, branch } = query;
  return reader.cache.cached(
    [users, alumniProfiles, mentorResponsiveness, mentorReviewStats],
    `page:${JSON.stringify([q, college, company, branch, limit, offset])}`,
    async () => {
      const rows = await findAlumniPage(reader.db, query, limit, offset);
      const total = await pageTotal(rows, offset, () => countAlumni(reader.db, query));
      return { items: rows.map(shape), total };
    },
    isKeptSize,
  );
}

export function directoryFilters(reader: CachedReader) {
  return reader.cache.cached([users, alumniProfiles], 'filters', () => findDirectoryFilters(reader.db));
}

export async function findAlumniPage(db: Db, query: DirectoryQuery, limit: number, offset: number) {
  const { active, key, values } = variant(query);
  const name = `directory_page_${key}_${limit}`;
  const statement = prepared(db, name, () => {
    const page = pageOf(db, active, limit);
    return db
      .select({
        id: users.id,
        name: users.name,
        avatar: users.avatar,
        currentCompany: alumniProfiles.currentCompany,
        currentPosition: alumniProfiles.currentPosition,
        graduationYear: alumniProfiles.graduationYear,
        collegeName: alumniProfiles.collegeName,
        branch: alumniProfiles.branch,
        technicalSkills: alumniProfiles.technicalSkills,
        careerInterests: alumniProfiles.careerInterests,
        responsiveness: responsivenessColumns,
        reviews: reviewColumns,
        total: page.total,
      })
      .from(page)
      .innerJoin(users, eq(users.id, page.id))
      .innerJoin(alumniProfiles, eq(alumniProfiles.userId, users.id))
      .leftJoin(mentorResponsiveness, eq(mentorResponsiveness.userId, users.id))
      .leftJoin(mentorReviewStats, eq(mentorReviewStats.alumniId, users.id))
      .orderBy(asc(users.name), asc(users.id))
      .prepare(name);
  });
  return statement.execute({ ...values, offset });
}

/** Without filters it counts the partial index alone: every listed alumni has a saved profile. */
export async function countAlumni(db: Db, query: DirectoryQuery): Promise<number> {
  const { active, key, values } = variant(query);
  const statement = prepared(db, `directory_count_${key}`, () => {
    const base = db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .$dynamic();
    return (active.length ? base.innerJoin(alumniProfiles, eq(alumniProfiles.userId, users.id)) : base)
      .where(directoryFilter(active))
      .prepare(`directory_count_${key}`);
  });
  const [row] = await statement.execute(values);
  return row?.total ?? 0;
}

type TextColumn =
  | typeof alumniProfiles.collegeName
  | typeof alumniProfiles.currentCompany
  | typeof alumniProfiles.branch;

async function distinctValues(executor: Executor, column: TextColumn) {
  const rows = await executor
    .selectDistinct({ value: column })
    .from(users)
    .innerJoin(alumniProfiles, eq(alumniProfiles.userId, users.id))
    .where(and(listed, sql`${column} is not null`))
    .orderBy(column)
    .limit(500);
  return rows.map((row) => row.value!);
}

export async function findDirectoryFilters(executor: Executor) {
  const [colleges, companies, branches] = await Promise.all([
    distinctValues(executor, alumniProfiles.collegeName),
    distinctValues(executor, alumniProfiles.currentCompany),
    distinctValues(executor, alumniProfiles.branch),
  ]);
  return { colleges, companies, branches };
}
