import type { InsightSort } from '@mentorbridge/shared';
import { and, asc, count, desc, eq, getTableColumns, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { companyInsightRatings, companyInsights } from '../../db/schema/company-insights';
import { users } from '../../db/schema/users';
import type { Db, Executor } from '../../platform/db/database';
import { prepared } from '../../platform/db/prepared';

/** Every column but the generated `search_text`, which no answer shows. */
const { searchText: _searchText, ...insightColumns } = getTableColumns(companyInsights);

export type InsightRow = Omit<typeof companyInsights.$inferSelect, 'searchText'>;
export type NewInsight = typeof companyInsights.$inferInsert;
export type RatingRow = typeof companyInsightRatings.$inferSelect;

/** An insight with its creator's name (null once the account is gone) and the viewer's own rating. */
export type InsightViewRow = Awaited<ReturnType<typeof findInsightView>>[number];

export interface InsightListFilter {
  q?: string | undefined;
  industry?: string | undefined;
  size?: string | undefined;
  sort: InsightSort;
}

/** An insight as a reader sees it: its creator's name and the viewer's own rating. */
const viewFields = {
  insight: insightColumns,
  creatorName: users.name,
  myRating: companyInsightRatings.rating,
  myComment: companyInsightRatings.comment,
};

/** The viewer's rating of the insight: indexed by the primary key (insight_id, user_id) or by user. */
const viewerRating = and(
  eq(companyInsightRatings.insightId, companyInsights.id),
  eq(companyInsightRatings.userId, sql.placeholder('viewerId')),
);

/** `%text%` for ILIKE with the text's own `\`, `%` and `_` escaped: the search is a literal substring. */
function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Joins the searched fields in `search_text`: a search containing it could match across two fields. */
const FIELD_SEPARATOR = '\u001f';

/** Only a search containing the separator (never typed in practice) needs the fields one by one. */
const needsFieldByField = (q: string) => q.includes(FIELD_SEPARATOR);

function listFilter(filter: InsightListFilter): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (filter.q) {
    const pattern = sql.placeholder('pattern');
    conditions.push(
      needsFieldByField(filter.q)
        ? or(
            // Field by field, each role on its own, so a match never spans two of them.
            sql`${companyInsights.company} ilike ${pattern}`,
            sql`${companyInsights.industry} ilike ${pattern}`,
            sql`${companyInsights.location} ilike ${pattern}`,
            sql`exists (select 1 from unnest(${companyInsights.rolesOffered}) as roles(role_name) where roles.role_name ilike ${pattern})`,
          )
        : // Company, industry, location and each role, apart: one trigram-indexed match.
          sql`${companyInsights.searchText} ilike ${pattern}`,
    );
  }
  if (filter.industry) conditions.push(eq(companyInsights.industry, sql.placeholder('industry')));
  if (filter.size) conditions.push(eq(companyInsights.companySize, sql.placeholder('size')));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Each sort's keys, ties by newest first, then id; the leading keys are those of its index. */
const ORDERS: Record<InsightSort, SQL[]> = {
  recent: [desc(companyInsights.createdAt), asc(companyInsights.id)],
  rating: [
    desc(companyInsights.averageRating),
    desc(companyInsights.totalRatings),
    desc(companyInsights.createdAt),
    asc(companyInsights.id),
  ],
  reviews: [desc(companyInsights.totalRatings), desc(companyInsights.createdAt), asc(companyInsights.id)],
  salary: [desc(companyInsights.salaryMax), desc(companyInsights.createdAt), asc(companyInsights.id)],
};

/** One prepared statement per sort and shape of the filter (which parts are present), built on first use. */
function shapeOf(filter: InsightListFilter) {
  const q = filter.q ? (needsFieldByField(filter.q) ? 'qf' : 'q') : '';
  return `${q}${filter.industry ? 'i' : ''}${filter.size ? 's' : ''}`;
}

function filterParams(filter: InsightListFilter) {
  return {
    ...(filter.q ? { pattern: containsPattern(filter.q) } : {}),
    ...(filter.industry ? { industry: filter.industry } : {}),
    ...(filter.size ? { size: filter.size } : {}),
  };
}

/**
 * The page size written into the statement (validated, so one statement per size in use): a generic plan
 * then knows the page has that many rows, where a bound LIMIT counts as a tenth of the table and makes it
 * prefer reading the table whole over looking the page's rows up by key, so PostgreSQL would plan every
 * execution afresh.
 */
function literalLimit(value: number): Placeholder {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Not a whole number: ${value}`);
  // Drizzle types LIMIT and OFFSET as a number (bound) or a placeholder; raw SQL is written as it is.
  return sql.raw(String(value)) as unknown as Placeholder;
}

/**
 * The page's ids in the sort's order (a Limit over the sort's index when nothing filters), with the total:
 * unfiltered, one count of the table (run once per statement); filtered, a window over the matches, which
 * are all read to order the page anyway.
 */
function pageOf(db: Db, filter: InsightListFilter, limit: number) {
  const where = listFilter(filter);
  const total = where
    ? sql<number>`(count(*) over ())::int`
    : sql<number>`(select count(*) from ${companyInsights})::int`;
  return db
    .select({ id: companyInsights.id, total: total.as('total') })
    .from(companyInsights)
    .where(where)
    .orderBy(...ORDERS[filter.sort])
    .limit(literalLimit(limit))
    .offset(sql.placeholder('offset'))
    .as('page');
}

/**
 * A page of insights in the requested order, each row with the total of the whole list. The page is chosen
 * first; creators and the viewer's ratings are joined to its rows only.
 */
export async function listInsightViews(
  db: Db,
  filter: InsightListFilter,
  viewerId: string,
  limit: number,
  offset: number,
) {
  const name = `insights_list_${filter.sort}_${shapeOf(filter)}_${limit}`;
  const statement = prepared(db, name, () => {
    const page = pageOf(db, filter, limit);
    return db
      .select({ ...viewFields, total: page.total })
      .from(page)
      .innerJoin(companyInsights, eq(companyInsights.id, page.id))
      .leftJoin(users, eq(users.id, companyInsights.creatorId))
      .leftJoin(companyInsightRatings, viewerRating)
      .orderBy(...ORDERS[filter.sort])
      .prepare(name);
  });
  return statement.execute({ viewerId, offset, ...filterParams(filter) });
}

/** The total alone: only needed for a page past the end, which answers no row to carry it. */
export async function countInsights(db: Db, filter: InsightListFilter): Promise<number> {
  const name = `insights_count_${shapeOf(filter)}`;
  const statement = prepared(db, name, () =>
    db.select({ n: count() }).from(companyInsights).where(listFilter(filter)).prepare(name),
  );
  const [row] = await statement.execute(filterParams(filter));
  return row?.n ?? 0;
}

export async function findInsightView(executor: Executor, id: string, viewerId: string) {
  return executor
    .select(viewFields)
    .from(companyInsights)
    .leftJoin(users, eq(users.id, companyInsights.creatorId))
    .leftJoin(companyInsightRatings, viewerRating)
    .where(eq(companyInsights.id, sql.placeholder('id')))
    .execute({ id, viewerId });
}

/** The newest ratings of an insight with their authors' names. */
export async function listRatings(executor: Executor, insightId: string, limit: number) {
  return executor
    .select({ rating: companyInsightRatings, userName: users.name })
    .from(companyInsightRatings)
    .innerJoin(users, eq(users.id, companyInsightRatings.userId))
    .where(eq(companyInsightRatings.insightId, insightId))
    .orderBy(desc(companyInsightRatings.updatedAt), asc(companyInsightRatings.userId))
    .limit(limit);
}

/** Who wrote an insight (for reports); undefined when there is no such insight. */
export async function findInsightAuthor(executor: Executor, id: string) {
  const [row] = await executor
    .select({ id: companyInsights.id, creatorId: companyInsights.creatorId })
    .from(companyInsights)
    .where(eq(companyInsights.id, id));
  return row;
}

/** The insight row, locked for the rest of the transaction (edits, deletes and ratings serialise on it). */
export async function lockInsight(executor: Executor, id: string): Promise<InsightRow | undefined> {
  const [row] = await executor
    .select(insightColumns)
    .from(companyInsights)
    .where(eq(companyInsights.id, id))
    .for('update');
  return row;
}

export async function insertInsight(executor: Executor, values: NewInsight): Promise<InsightRow> {
  const [row] = await executor.insert(companyInsights).values(values).returning(insightColumns);
  return row!;
}

export async function updateInsight(executor: Executor, id: string, patch: Partial<NewInsight>) {
  await executor.update(companyInsights).set(patch).where(eq(companyInsights.id, id));
}

/** Deletes an insight; its ratings go with it (ON DELETE CASCADE). */
export async function deleteInsightRow(executor: Executor, id: string) {
  await executor.delete(companyInsights).where(eq(companyInsights.id, id));
}

export async function findRating(executor: Executor, insightId: string, userId: string) {
  const [row] = await executor
    .select({ rating: companyInsightRatings.rating })
    .from(companyInsightRatings)
    .where(and(eq(companyInsightRatings.insightId, insightId), eq(companyInsightRatings.userId, userId)));
  return row;
}

/** Writes the user's rating of an insight, replacing an earlier one. */
export async function upsertRating(
  executor: Executor,
  values: { insightId: string; userId: string; rating: number; comment: string; at: Date },
) {
  await executor
    .insert(companyInsightRatings)
    .values({
      insightId: values.insightId,
      userId: values.userId,
      rating: values.rating,
      comment: values.comment,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .onConflictDoUpdate({
      target: [companyInsightRatings.insightId, companyInsightRatings.userId],
      set: { rating: values.rating, comment: values.comment, updatedAt: values.at },
    });
}

/** Moves the maintained sum and count by a rating's difference (the caller holds the row lock). */
export async function adjustRatingTotals(
  executor: Executor,
  id: string,
  sumDelta: number,
  countDelta: number,
) {
  await executor
    .update(companyInsights)
    .set({
      ratingSum: sql`${companyInsights.ratingSum} + ${sumDelta}`,
      totalRatings: sql`${companyInsights.totalRatings} + ${countDelta}`,
    })
    .where(eq(companyInsights.id, id));
}

/** The insights a user rated, in id order (company_insight_ratings_user_idx). */
export async function listRatedInsightIds(executor: Executor, userId: string): Promise<string[]> {
  const rows = await executor
    .select({ insightId: companyInsightRatings.insightId })
    .from(companyInsightRatings)
    .where(eq(companyInsightRatings.userId, userId))
    .orderBy(asc(companyInsightRatings.insightId));
  return rows.map((row) => row.insightId);
}

/** Deletes the user's rating of an insight and returns it; null when there was none. */
export async function deleteRating(executor: Executor, insightId: string, userId: string) {
  const [row] = await executor
    .delete(companyInsightRatings)
    .where(and(eq(companyInsightRatings.insightId, insightId), eq(companyInsightRatings.userId, userId)))
    .returning({ rating: companyInsightRatings.rating });
  return row?.rating ?? null;
}
