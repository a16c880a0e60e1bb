import { RESOURCE_CATEGORIES } from '@mentorbridge/shared';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { resourceRatings, resources } from '../../db/schema/resources';
import { users } from '../../db/schema/users';
import type { Db } from '../../platform/db/database';
import { prepared } from '../../platform/db/prepared';
import type { ResourceScope, ResourceSort } from './resources.repository';

export interface ResourceListFilter {
  q?: string | undefined;
  category?: string | undefined;
  status?: string | undefined;
  sort: ResourceSort;
}

function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

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
    const pattern = sql.placeholder('pattern');
    conditions.push(
      or(
        sql`${resources.title} ilike ${pattern}`,
        sql`${resources.description} ilike ${pattern}`,
        // Each tag on its own, so a match never spans two tags.
        sql`exists (select 1 from unnest(${resources.tags}) as tag_list(tag) where tag_list.tag ilike ${pattern})`,
      ),
    );
  }
  return and(...conditions);
}

const SORTS: Record<ResourceSort, SQL[]> = {
  recent: [],
  downloads: [desc(resources.downloads)],
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

/** Each row carries the list's total, so one statement answers both; the viewer's ratings are read apart. */
export async function listResourcePage(
  db: Db,
  scope: ResourceScope,
  filter: ResourceListFilter,
  limit: number,
  offset: number,
) {
  const name = `resources_page_${filter.sort}_${shapeOf(scope, filter)}`;
  const statement = prepared(db, name, () => {
    const where = listFilter(scope, filter);
    return db
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
      .where(where)
      .orderBy(...SORTS[filter.sort], desc(resources.createdAt), asc(resources.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  });
  return statement.execute({ limit, offset, ...filterParams(scope, filter) });
}

export function resourcePageKey(
  scope: ResourceScope,
  filter: ResourceListFilter,
  limit: number,
  offset: number,
): string {
  return JSON.stringify([filter.sort, shapeOf(scope, filter), filterParams(scope, filter), limit, offset]);
}

export async function ratingsAmong(db: Db, viewerId: string, ids: string[]): Promise<Map<string, number>> {
  const statement = prepared(db, 'resources_ratings_among', () =>
    db
      .select({ id: resourceRatings.resourceId, rating: resourceRatings.rating })
      .from(resourceRatings)
      .where(
        and(
          sql`${resourceRatings.resourceId} = any(${sql.placeholder('ids')}::uuid[])`,
          eq(resourceRatings.userId, sql.placeholder('viewerId')),
        ),
      )
      .prepare('resources_ratings_among'),
  );
  const rows = await statement.execute({ viewerId, ids });
  return new Map(rows.map((row) => [row.id, row.rating]));
}

export async function countResources(
  db: Db,
  scope: ResourceScope,
  filter: ResourceListFilter,
): Promise<number> {
  const name = `resources_count_${shapeOf(scope, filter)}`;
  const statement = prepared(db, name, () =>
    db.select({ n: count() }).from(resources).where(listFilter(scope, filter)).prepare(name),
  );
  const [row] = await statement.execute(filterParams(scope, filter));
  return row?.n ?? 0;
}
