import type { InsightSort } from '@mentorbridge/shared';
import { and, asc, count, desc, eq, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { companyInsightRatings, companyInsights } from '../../db/schema/company-insights';
import { users } from '../../db/schema/users';
import type { Db } from '../../platform/db/database';
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

/** A bound LIMIT counts as a tenth of the table in a generic plan, so every execution would be replanned. */
function literalLimit(value: number): Placeholder {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Not a whole number: ${value}`);
  // Drizzle types LIMIT and OFFSET as a number (bound) or a placeholder; raw SQL is written as it is.
  return sql.raw(String(value)) as unknown as Placeholder;
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

export function insightPageKey(filter: InsightListFilter, limit: number, offset: number): string {
  return JSON.stringify([filter.sort, shapeOf(filter), filterParams(filter), limit, offset]);
}

export interface OwnRating {
  rating: number;
  comment: string;
  ratedAt: Date;
}

export async function ratingsAmong(db: Db, viewerId: string, ids: string[]): Promise<Map<string, OwnRating>> {
  const statement = prepared(db, 'insights_ratings_among', () =>
    db
      .select({
        id: companyInsightRatings.insightId,
        rating: companyInsightRatings.rating,
        comment: companyInsightRatings.comment,
        ratedAt: companyInsightRatings.updatedAt,
      })
      .from(companyInsightRatings)
      .where(
        and(
          sql`${companyInsightRatings.insightId} = any(${sql.placeholder('ids')}::uuid[])`,
          eq(companyInsightRatings.userId, sql.placeholder('viewerId')),
        ),
      )
      .prepare('insights_ratings_among'),
  );
  const rows = await statement.execute({ viewerId, ids });
  return new Map(rows.map(({ id, ...own }) => [id, own]));
}

export async function countInsights(db: Db, filter: InsightListFilter): Promise<number> {
  const name = `insights_count_${shapeOf(filter)}`;
  const statement = prepared(db, name, () =>
    db.select({ n: count() }).from(companyInsights).where(listFilter(filter)).prepare(name),
  );
  const [row] = await statement.execute(filterParams(filter));
  return row?.n ?? 0;
}
