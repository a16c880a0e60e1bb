import type { InsightSort } from '@mentorbridge/shared';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { companyInsightRatings, companyInsights } from '../../db/schema/company-insights';
import { users } from '../../db/schema/users';
import { countedPage, isKeptSize } from '../../platform/cache/page-size';
import type { CachedReader } from '../../platform/cache/table-cache';
import type { Db } from '../../platform/db/database';
import { literalLimit } from '../../platform/db/literal-limit';
import { prepared } from '../../platform/db/prepared';
import { insightColumns } from './company-insights.repository';

export interface InsightListFilter {
  q?: string | undefined;
  industry?: string | undefined;
  size?: string | undefined;
  sort: InsightSort;
}

function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** U+001F joins the searched fields in `search_text`, so a typical search never matches across two fields. */
const FIELD_SEPARATOR = '\u001f';

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

/** The leading keys are those of each sort's index. */
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

export type SharedInsightRow = Awaited<ReturnType<typeof listInsightPage>>[number];

/** The page is chosen first; creators are joined to its rows only. */
export async function listInsightPage(db: Db, filter: InsightListFilter, limit: number, offset: number) {
  const name = `insights_page_${filter.sort}_${shapeOf(filter)}_${limit}`;
  const statement = prepared(db, name, () => {
    const page = pageOf(db, filter, limit);
    return db
      .select({ insight: insightColumns, creatorName: users.name, total: page.total })
      .from(page)
      .innerJoin(companyInsights, eq(companyInsights.id, page.id))
      .leftJoin(users, eq(users.id, companyInsights.creatorId))
      .orderBy(...ORDERS[filter.sort])
      .prepare(name);
  });
  return statement.execute({ offset, ...filterParams(filter) });
}

/**
 * Kept until an insight or an author's shown fields change; a rating changes neither (the trigger leaves out
 * the totals), so totals and the viewer's ratings are read beside the page, and the orders by the totals are
 * kept until a rating changes.
 */
export function insightPage(reader: CachedReader, filter: InsightListFilter, limit: number, offset: number) {
  const byTotals = filter.sort === 'rating' || filter.sort === 'reviews';
  return reader.cache.cached(
    byTotals ? [companyInsights, users, companyInsightRatings] : [companyInsights, users],
    `page:${JSON.stringify([filter.sort, shapeOf(filter), filterParams(filter), limit, offset])}`,
    async () =>
      countedPage(await listInsightPage(reader.db, filter, limit, offset), offset, () =>
        countInsights(reader.db, filter),
      ),
    isKeptSize,
  );
}

export interface OwnRating {
  rating: number;
  comment: string;
  ratedAt: Date;
}

export interface ReaderPart {
  ratingSum: number;
  totalRatings: number;
  own: OwnRating | null;
}

/** The rating totals of a page's insights and the viewer's own ratings of them, read afresh for every answer. */
export async function ratingsAmong(
  db: Db,
  viewerId: string,
  ids: string[],
): Promise<Map<string, ReaderPart>> {
  const statement = prepared(db, 'insights_ratings_among', () =>
    db
      .select({
        id: companyInsights.id,
        ratingSum: companyInsights.ratingSum,
        totalRatings: companyInsights.totalRatings,
        rating: companyInsightRatings.rating,
        comment: companyInsightRatings.comment,
        ratedAt: companyInsightRatings.updatedAt,
      })
      .from(companyInsights)
      .leftJoin(
        companyInsightRatings,
        and(
          eq(companyInsightRatings.insightId, companyInsights.id),
          eq(companyInsightRatings.userId, sql.placeholder('viewerId')),
        ),
      )
      .where(sql`${companyInsights.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare('insights_ratings_among'),
  );
  const rows = await statement.execute({ viewerId, ids });
  return new Map(
    rows.map(({ id, ratingSum, totalRatings, rating, comment, ratedAt }) => [
      id,
      {
        ratingSum,
        totalRatings,
        own: rating === null || ratedAt === null ? null : { rating, comment: comment ?? '', ratedAt },
      },
    ]),
  );
}

export async function countInsights(db: Db, filter: InsightListFilter): Promise<number> {
  const name = `insights_count_${shapeOf(filter)}`;
  const statement = prepared(db, name, () =>
    db.select({ n: count() }).from(companyInsights).where(listFilter(filter)).prepare(name),
  );
  const [row] = await statement.execute(filterParams(filter));
  return row?.n ?? 0;
}
