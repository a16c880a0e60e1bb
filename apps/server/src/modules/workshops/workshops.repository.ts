import { and, asc, count, desc, eq, gt, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alumniProfiles } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';
import { workshops } from '../../db/schema/workshops';
import { isKeptSize } from '../../platform/cache/page-size';
import type { CachedReader } from '../../platform/cache/table-cache';
import type { Db, Executor } from '../../platform/db/database';
import { prepared } from '../../platform/db/prepared';

export type WorkshopRow = typeof workshops.$inferSelect;

export async function insertWorkshop(executor: Executor, values: typeof workshops.$inferInsert) {
  const [row] = await executor.insert(workshops).values(values).returning();
  return row!;
}

export async function updateWorkshop(
  executor: Executor,
  id: string,
  patch: Partial<typeof workshops.$inferInsert>,
) {
  const [row] = await executor.update(workshops).set(patch).where(eq(workshops.id, id)).returning();
  return row!;
}

export async function lockWorkshop(executor: Executor, id: string) {
  const [row] = await executor.select().from(workshops).where(eq(workshops.id, id)).for('update');
  return row;
}

/** The workshop locked, with its host's name and mail address (not locked) for the mail a booking sends. */
export async function lockWorkshopWithHost(executor: Executor, id: string) {
  const [row] = await executor
    .select({ workshop: workshops, host: { id: users.id, name: users.name, email: users.email } })
    .from(workshops)
    .innerJoin(users, eq(users.id, workshops.alumniId))
    .where(eq(workshops.id, id))
    .for('update', { of: workshops });
  return row;
}

export async function findWorkshop(executor: Executor, id: string) {
  const [row] = await executor.select().from(workshops).where(eq(workshops.id, id));
  return row;
}

/** The separator of `search_text`'s fields is dropped from the search, so a match never spans two. */
function escapeLike(text: string) {
  return `%${text.replaceAll('\x1f', '').replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Literals, not parameters, so every plan (the generic one too) may use `workshops_open_idx`. */
const OPEN = sql`${workshops.isActive} and ${workshops.completedAt} is null and ${workshops.hostActive}`;

function openWorkshopsFilter(withSearch: boolean) {
  const conditions: Array<SQL | undefined> = [OPEN, gt(workshops.scheduledAt, sql.placeholder('now'))];
  if (withSearch) {
    // The host's name and company, the category, title and description (migration 0035).
    conditions.push(sql`${workshops.searchText} ilike ${sql.placeholder('pattern')}`);
  }
  return and(...conditions);
}

/** With a bound LIMIT a generic plan assumes a tenth of the table and is never chosen: replanned every time. */
function literalLimit(value: number): Placeholder {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Not a whole number: ${value}`);
  // Drizzle types LIMIT as a number (bound) or a placeholder; raw SQL is written as it is.
  return sql.raw(String(value)) as unknown as Placeholder;
}

/** Searched, every match is read to be filtered anyway, so a window counts them in the same pass. */
function openPage(db: Db, withSearch: boolean, limit: number) {
  const total = withSearch
    ? sql<number>`(count(*) over ())::int`
    : sql<number>`(select count(*) from ${workshops} where ${openWorkshopsFilter(false)})::int`;
  // When the soonest of the listed workshops starts, the list changes (it leaves, the pages shift).
  const soonest = withSearch
    ? sql<Date>`min(${workshops.scheduledAt}) over ()`
    : sql<Date>`(select min(${workshops.scheduledAt}) from ${workshops} where ${openWorkshopsFilter(false)})`;
  return db
    .select({ id: workshops.id, total: total.as('total'), soonest: soonest.as('soonest') })
    .from(workshops)
    .where(openWorkshopsFilter(withSearch))
    .orderBy(asc(workshops.scheduledAt), asc(workshops.id))
    .limit(literalLimit(limit))
    .offset(sql.placeholder('offset'))
    .as('page');
}

const studentColumns = {
  id: workshops.id,
  alumniId: workshops.alumniId,
  title: workshops.title,
  description: workshops.description,
  category: workshops.category,
  isPaid: workshops.isPaid,
  price: workshops.price,
  duration: workshops.duration,
  maxParticipants: workshops.maxParticipants,
  confirmedCount: workshops.confirmedCount,
  heldCount: workshops.heldCount,
  scheduledAt: workshops.scheduledAt,
  meetingLink: workshops.meetingLink,
  prerequisites: workshops.prerequisites,
  topics: workshops.topics,
};

/**
 * Kept until a workshop (its counts included), a host or a profile changes, or the soonest listed workshop
 * starts: the list is then no longer what it was.
 */
export function openWorkshopPage(
  reader: CachedReader,
  now: Date,
  q: string | undefined,
  limit: number,
  offset: number,
) {
  return reader.cache.cached(
    [workshops, users, alumniProfiles],
    `open:${JSON.stringify([q ?? null, limit, offset])}`,
    async () => {
      const rows = await listOpenWorkshops(reader.db, now, q, limit, offset);
      const first = rows[0];
      const counted = first
        ? { total: first.total, soonest: first.soonest }
        : offset === 0
          ? { total: 0, soonest: null }
          : await countOpenWorkshops(reader.db, now, q);
      return { rows, total: counted.total, soonest: counted.soonest?.getTime() ?? null };
    },
    (page) => isKeptSize(page) && (page.soonest === null || page.soonest > now.getTime()),
  );
}

/** The page is chosen first; hosts are joined to its rows only. */
export async function listOpenWorkshops(
  db: Db,
  now: Date,
  q: string | undefined,
  limit: number,
  offset: number,
) {
  const name = `${q ? 'open_workshops_search' : 'open_workshops'}_${limit}`;
  const statement = prepared(db, name, () => {
    const page = openPage(db, Boolean(q), limit);
    return db
      .select({
        workshop: studentColumns,
        mentorName: users.name,
        mentorAvatar: users.avatar,
        company: alumniProfiles.currentCompany,
        position: alumniProfiles.currentPosition,
        total: page.total,
        soonest: sql<Date>`${page.soonest}`.mapWith(workshops.scheduledAt),
      })
      .from(page)
      .innerJoin(workshops, eq(workshops.id, page.id))
      .innerJoin(users, eq(users.id, workshops.alumniId))
      .leftJoin(alumniProfiles, eq(alumniProfiles.userId, workshops.alumniId))
      .orderBy(asc(workshops.scheduledAt), asc(workshops.id))
      .prepare(name);
  });
  return statement.execute({ now, offset, ...(q ? { pattern: escapeLike(q) } : {}) });
}

export type StudentWorkshopRow = Awaited<ReturnType<typeof listOpenWorkshops>>[number]['workshop'];

export async function countOpenWorkshops(
  db: Db,
  now: Date,
  q: string | undefined,
): Promise<{ total: number; soonest: Date | null }> {
  const name = q ? 'open_workshops_search_count' : 'open_workshops_count';
  const statement = prepared(db, name, () => {
    return db
      .select({
        n: count(),
        soonest: sql<Date | null>`min(${workshops.scheduledAt})`.mapWith(workshops.scheduledAt),
      })
      .from(workshops)
      .where(openWorkshopsFilter(Boolean(q)))
      .prepare(name);
  });
  const [row] = await statement.execute({ now, ...(q ? { pattern: escapeLike(q) } : {}) });
  return { total: row?.n ?? 0, soonest: row?.soonest ?? null };
}

export async function lockOpenWorkshopsOf(executor: Executor, alumniId: string) {
  return executor
    .select()
    .from(workshops)
    .where(and(eq(workshops.alumniId, alumniId), eq(workshops.isActive, true), isNull(workshops.completedAt)))
    .orderBy(asc(workshops.id))
    .for('update');
}

export const OWNER_WORKSHOPS_CAP = 500;

export async function listOwnerWorkshops(executor: Executor, alumniId: string) {
  return executor
    .select()
    .from(workshops)
    .where(eq(workshops.alumniId, alumniId))
    .orderBy(desc(workshops.scheduledAt))
    .limit(OWNER_WORKSHOPS_CAP);
}

export async function countOwnerWorkshops(executor: Executor, alumniId: string): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(workshops).where(eq(workshops.alumniId, alumniId));
  return row?.n ?? 0;
}
