import type { DirectoryQuery } from '@mentorbridge/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { alumniProfiles } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';
import type { Executor } from '../../platform/db/database';

/** Search text is matched literally: LIKE's wildcards in it are escaped. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const listed = and(eq(users.role, 'alumni'), eq(users.isActive, true), eq(users.isProfileComplete, true));

function directoryFilter(query: DirectoryQuery): SQL | undefined {
  const conditions: Array<SQL | undefined> = [listed];
  // One trigram-indexed column holds name, college and company, so a search is one index scan.
  if (query.q)
    conditions.push(sql`${alumniProfiles.searchText} like ${containsPattern(query.q.toLowerCase())}`);
  if (query.college) conditions.push(sql`lower(${alumniProfiles.collegeName}) = lower(${query.college})`);
  if (query.company) conditions.push(sql`lower(${alumniProfiles.currentCompany}) = lower(${query.company})`);
  if (query.branch) conditions.push(sql`lower(${alumniProfiles.branch}) = lower(${query.branch})`);
  return and(...conditions);
}

/** One page of listed alumni, by name. */
export async function findAlumniPage(executor: Executor, query: DirectoryQuery) {
  const rows = await executor
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
    .where(directoryFilter(query))
    .orderBy(asc(users.name), asc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return rows;
}

/** How many listed alumni match (a separate query: a window count would materialise every match). */
export async function countAlumni(executor: Executor, query: DirectoryQuery): Promise<number> {
  const [row] = await executor
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .innerJoin(alumniProfiles, eq(alumniProfiles.userId, users.id))
    .where(directoryFilter(query));
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

export async function findUserWithProfiles(executor: Executor, id: string) {
  const [user] = await executor
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      isActive: users.isActive,
      avatar: users.avatar,
      avatarKey: users.avatarKey,
    })
    .from(users)
    .where(eq(users.id, id));
  return user;
}
