import type { DirectoryQuery } from '@mentorbridge/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { alumniProfiles } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';
import type { Db, Executor } from '../../platform/db/database';
import { prepared } from '../../platform/db/prepared';

/** Search text is matched literally: LIKE's wildcards in it are escaped. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const listed = and(eq(users.role, 'alumni'), eq(users.isActive, true), eq(users.isProfileComplete, true));

type Filter = 'q' | 'college' | 'company' | 'branch';
const FILTERS: Filter[] = ['q', 'college', 'company', 'branch'];

/** The conditions of one variant (which filters are set), with placeholders for their values. */
function directoryFilter(active: Filter[]): SQL | undefined {
  const conditions: Array<SQL | undefined> = [listed];
  // One trigram-indexed column holds name, college and company, so a search is one index scan.
  if (active.includes('q')) conditions.push(sql`${alumniProfiles.searchText} like ${sql.placeholder('q')}`);
  if (active.includes('college'))
    conditions.push(sql`lower(${alumniProfiles.collegeName}) = lower(${sql.placeholder('college')})`);
  if (active.includes('company'))
    conditions.push(sql`lower(${alumniProfiles.currentCompany}) = lower(${sql.placeholder('company')})`);
  if (active.includes('branch'))
    conditions.push(sql`lower(${alumniProfiles.branch}) = lower(${sql.placeholder('branch')})`);
  return and(...conditions);
}

function variant(query: DirectoryQuery) {
  const active = FILTERS.filter((filter) => query[filter]);
  const values: Record<string, unknown> = {};
  for (const filter of active)
    values[filter] = filter === 'q' ? containsPattern(query.q!.toLowerCase()) : query[filter];
  return { active, key: active.join('_') || 'all', values };
}

/** One page of listed alumni, by name; a prepared statement per combination of filters. */
export async function findAlumniPage(db: Db, query: DirectoryQuery) {
  const { active, key, values } = variant(query);
  const statement = prepared(db, `directory_page_${key}`, () =>
    db
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
      })
      .from(users)
      .innerJoin(alumniProfiles, eq(alumniProfiles.userId, users.id))
      .where(directoryFilter(active))
      .orderBy(asc(users.name), asc(users.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`directory_page_${key}`),
  );
  return statement.execute({ ...values, limit: query.limit, offset: (query.page - 1) * query.limit });
}

/**
 * How many listed alumni match (a separate query: a window count would materialise every match). Without
 * filters it counts the partial index of listed alumni alone: every listed alumni has a saved profile.
 */
export async function countAlumni(db: Db, query: DirectoryQuery): Promise<number> {
  const { active, key, values } = variant(query);
  const statement = prepared(db, `directory_count_${key}`, () => {
    const base = db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(users);
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

/** The values the directory's filter menus offer. */
export async function findDirectoryFilters(executor: Executor) {
  const [colleges, companies, branches] = await Promise.all([
    distinctValues(executor, alumniProfiles.collegeName),
    distinctValues(executor, alumniProfiles.currentCompany),
    distinctValues(executor, alumniProfiles.branch),
  ]);
  return { colleges, companies, branches };
}
