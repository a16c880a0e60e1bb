import { RESOURCE_CATEGORIES } from '@mentorbridge/shared';
import { and, asc, count, desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { resourceCounters, resourceRatings, resources } from '../../db/schema/resources';
import { users } from '../../db/schema/users';
import { countedPage, isKeptSize, type ListPage } from '../../platform/cache/page-size';
import type { CachedReader } from '../../platform/cache/table-cache';
import type { Db } from '../../platform/db/database';
import { prepared } from '../../platform/db/prepared';
import type { ResourceScope, ResourceSort } from './resources.repository';

export interface ResourceListFilter {
  q?: string | undefined;
  category?: string | undefined;
  status?: string | undefined;
  sort: ResourceSort;
}

/** The separator of `resource_search_text` (migration 0027) is left out, so a match never spans two fields. */
function containsPattern(text: string) {
  return `%${text.replaceAll('\u001f', '').replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const searchText = sql`resource_search_text(${resources.title}, ${resources.description}, ${resources.tags})`;

/** The named categories as an SQL array literal: our own constants, so the plan can use them as such. */
const NAMED_CATEGORIES = sql.raw(
  `array[${RESOURCE_CATEGORIES.filter((category) => category !== 'Other')
    .map((category) => `'${category.replaceAll("'", "''")}'`)
    .join(', ')}]::text[]`,
);

function listFilter(scope: ResourceScope, filter: ResourceListFilter): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  // A literal, not a parameter, so the planner can use the partial index on published resources.
  if (scope.kind === 'published') conditions.push(sql`${resources.status} = 'published'`);
  if (scope.kind === 'uploader') conditions.push(eq(resources.uploaderId, sql.placeholder('uploaderId')));
  if (filter.status) conditions.push(eq(resources.status, sql.placeholder('status')));
  if (filter.category === 'Other') {
    // 'Other' holds every custom category (the upload stores the custom name instead of 'Other').
    conditions.push(sql`${resources.category} <> all(${NAMED_CATEGORIES})`);
  } else if (filter.category) {
    conditions.push(eq(resources.category, sql.placeholder('category')));
  }
  if (filter.q) {
    conditions.push(sql`${searchText} ilike ${sql.placeholder('pattern')}`);
  }
  return and(...conditions);
}

const SORTS: Record<ResourceSort, SQL[]> = {
  recent: [],
  downloads: [desc(resourceCounters.downloads)],
  rating: [desc(resources.averageRating), desc(resources.totalRatings)],
  title: [asc(sql`lower(${resources.title})`)],
};

function shapeOf(scope: ResourceScope, filter: ResourceListFilter) {
  const category = filter.category === 'Other' ? 'o' : filter.category ? 'c' : '';
  return `${scope.kind}_${filter.q ? 'q' : ''}${category}${filter.status ? 's' : ''}`;
}

function filterParams(scope: ResourceScope, filter: ResourceListFilter) {
  return {
    ...(scope.kind === 'uploader' ? { uploaderId: scope.uploaderId } : {}),
    ...(filter.q ? { pattern: containsPattern(filter.q) } : {}),
    ...(filter.category && filter.category !== 'Other' ? { category: filter.category } : {}),
    ...(filter.status ? { status: filter.status } : {}),
  };
}

export type SharedResourceRow = Awaited<ReturnType<typeof listResourcePage>>[number];

/** A bound OFFSET 0 would be dropped: written as it is, it keeps the matches' scan apart from the order. */
const NO_OFFSET = sql.raw('0') as unknown as Placeholder;

/**
 * A search's page is chosen among its matches, found by the trigram index (the order's index would test every
 * resource); the ordinal keeps the page's order through the joins.
 */
function searchPage(db: Db, where: SQL | undefined, sort: ResourceSort) {
  const matches = db
    .select({
      id: resources.id,
      createdAt: resources.createdAt,
      averageRating: resources.averageRating,
      totalRatings: resources.totalRatings,
      titleKey: sql<string>`lower(${resources.title})`.as('title_key'),
      downloads: resourceCounters.downloads,
    })
    .from(resources)
    .innerJoin(resourceCounters, eq(resourceCounters.resourceId, resources.id))
    .where(where)
    .offset(NO_OFFSET)
    .as('matches');
  const orders: Record<ResourceSort, SQL[]> = {
    recent: [],
    downloads: [desc(matches.downloads)],
    rating: [desc(matches.averageRating), desc(matches.totalRatings)],
    title: [asc(matches.titleKey)],
  };
  const order = sql.join([...orders[sort], desc(matches.createdAt), asc(matches.id)], sql`, `);
  return db
    .select({
      id: matches.id,
      ordinal: sql<number>`row_number() over (order by ${order})`.as('ordinal'),
      total: sql<number>`(count(*) over ())::int`.as('total'),
    })
    .from(matches)
    .orderBy(sql`${order}`)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
}

/** Each row carries the list's total, so one statement answers both; counts and ratings are read apart. */
async function listResourcePage(
  db: Db,
  scope: ResourceScope,
  filter: ResourceListFilter,
  limit: number,
  offset: number,
) {
  const name = `resources_page_${filter.sort}_${shapeOf(scope, filter)}`;
  const statement = prepared(db, name, () => {
    const where = listFilter(scope, filter);
    if (filter.q) {
      const page = searchPage(db, where, filter.sort);
      return db
        .select({
          resource: resources,
          uploaderName: users.name,
          uploaderEmail: users.email,
          total: page.total,
        })
        .from(page)
        .innerJoin(resources, eq(resources.id, page.id))
        .leftJoin(users, eq(users.id, resources.uploaderId))
        .orderBy(page.ordinal)
        .prepare(name);
    }
    const query = db
      .select({
        resource: resources,
        uploaderName: users.name,
        uploaderEmail: users.email,
        total:
          sql<number>`(select count(*) from ${resources} ${where ? sql`where ${where}` : sql``})::int`.as(
            'total',
          ),
      })
      .from(resources)
      .leftJoin(users, eq(users.id, resources.uploaderId))
      .$dynamic();
    // An inner join, so the plan can walk the downloads index: every resource has its counters row.
    const sorted =
      filter.sort === 'downloads'
        ? query.innerJoin(resourceCounters, eq(resourceCounters.resourceId, resources.id))
        : query;
    return sorted
      .where(where)
      .orderBy(...SORTS[filter.sort], desc(resources.createdAt), asc(resources.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  });
  return statement.execute({ limit, offset, ...filterParams(scope, filter) });
}

/**
 * One statement (two past the last row); kept until resources or users change, and the downloads order until
 * a download too. No page holds the counts: `countsAmong` reads them for every answer.
 */
export function resourcePage(
  reader: CachedReader,
  scope: ResourceScope,
  filter: ResourceListFilter,
  limit: number,
  offset: number,
): Promise<ListPage<SharedResourceRow>> {
  const tables = filter.sort === 'downloads' ? [resources, users, resourceCounters] : [resources, users];
  const key = JSON.stringify([
    filter.sort,
    shapeOf(scope, filter),
    filterParams(scope, filter),
    limit,
    offset,
  ]);
  return reader.cache.cached(
    tables,
    `resource-page:${key}`,
    async () =>
      countedPage(await listResourcePage(reader.db, scope, filter, limit, offset), offset, () =>
        countResources(reader.db, scope, filter),
      ),
    isKeptSize,
  );
}

export interface ReaderCounts {
  views: number;
  downloads: number;
  myRating: number | null;
}

/** The counts of a page's resources and the viewer's own ratings of them, read afresh for every answer. */
export async function countsAmong(
  db: Db,
  viewerId: string,
  ids: string[],
): Promise<Map<string, ReaderCounts>> {
  const statement = prepared(db, 'resources_counts_among', () =>
    db
      .select({
        id: resourceCounters.resourceId,
        views: resourceCounters.views,
        downloads: resourceCounters.downloads,
        myRating: resourceRatings.rating,
      })
      .from(resourceCounters)
      .leftJoin(
        resourceRatings,
        and(
          eq(resourceRatings.resourceId, resourceCounters.resourceId),
          eq(resourceRatings.userId, sql.placeholder('viewerId')),
        ),
      )
      .where(sql`${resourceCounters.resourceId} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare('resources_counts_among'),
  );
  const rows = await statement.execute({ viewerId, ids });
  return new Map(rows.map(({ id, ...counts }) => [id, counts]));
}

async function countResources(db: Db, scope: ResourceScope, filter: ResourceListFilter): Promise<number> {
  const name = `resources_count_${shapeOf(scope, filter)}`;
  const statement = prepared(db, name, () =>
    db.select({ n: count() }).from(resources).where(listFilter(scope, filter)).prepare(name),
  );
  const [row] = await statement.execute(filterParams(scope, filter));
  return row?.n ?? 0;
}
