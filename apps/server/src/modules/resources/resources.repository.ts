import type { ResourceStats } from '@mentorbridge/shared';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { resourceCounters, resourceRatings, resources } from '../../db/schema/resources';
import { users } from '../../db/schema/users';
import type { Executor } from '../../platform/db/database';

export type ResourceRow = typeof resources.$inferSelect;
export type NewResource = typeof resources.$inferInsert;
export type ResourceSort = 'recent' | 'downloads' | 'rating' | 'title';

export type ResourceViewRow = Awaited<ReturnType<typeof findResourceView>>[number];

export type ResourceScope =
  | { kind: 'published' }
  | { kind: 'uploader'; uploaderId: string }
  | { kind: 'all' };

function selectViews(executor: Executor) {
  return executor
    .select({
      resource: resources,
      uploaderName: users.name,
      uploaderEmail: users.email,
      myRating: resourceRatings.rating,
      views: sql<number>`coalesce(${resourceCounters.views}, 0)`,
      downloads: sql<number>`coalesce(${resourceCounters.downloads}, 0)`,
    })
    .from(resources)
    .leftJoin(users, eq(users.id, resources.uploaderId))
    .leftJoin(resourceCounters, eq(resourceCounters.resourceId, resources.id))
    .leftJoin(
      resourceRatings,
      and(
        eq(resourceRatings.resourceId, resources.id),
        eq(resourceRatings.userId, sql.placeholder('viewerId')),
      ),
    );
}

export async function findResourceView(executor: Executor, id: string, viewerId: string) {
  return selectViews(executor)
    .where(eq(resources.id, sql.placeholder('id')))
    .execute({ id, viewerId });
}

export async function findResource(executor: Executor, id: string): Promise<ResourceRow | undefined> {
  const [row] = await executor.select().from(resources).where(eq(resources.id, id));
  return row;
}

export async function lockResource(executor: Executor, id: string): Promise<ResourceRow | undefined> {
  const [row] = await executor.select().from(resources).where(eq(resources.id, id)).for('update');
  return row;
}

export async function insertResource(executor: Executor, values: NewResource): Promise<ResourceRow> {
  const [row] = await executor.insert(resources).values(values).returning();
  return row!;
}

export async function updateResource(executor: Executor, id: string, patch: Partial<NewResource>) {
  await executor.update(resources).set(patch).where(eq(resources.id, id));
}

export async function deleteResourceRow(executor: Executor, id: string) {
  await executor.delete(resources).where(eq(resources.id, id));
}

/** The row is made with its resource (a trigger, migration 0025), so a count is one update. */
export async function countView(executor: Executor, id: string) {
  await executor
    .update(resourceCounters)
    .set({ views: sql`${resourceCounters.views} + 1` })
    .where(eq(resourceCounters.resourceId, id));
}

export async function countDownload(executor: Executor, id: string) {
  await executor
    .update(resourceCounters)
    .set({ downloads: sql`${resourceCounters.downloads} + 1` })
    .where(eq(resourceCounters.resourceId, id));
}

export async function setCounters(
  executor: Executor,
  id: string,
  counts: { views: number; downloads: number },
) {
  await executor.update(resourceCounters).set(counts).where(eq(resourceCounters.resourceId, id));
}

export async function findRating(executor: Executor, resourceId: string, userId: string) {
  const [row] = await executor
    .select({ rating: resourceRatings.rating })
    .from(resourceRatings)
    .where(and(eq(resourceRatings.resourceId, resourceId), eq(resourceRatings.userId, userId)));
  return row;
}

export async function upsertRating(
  executor: Executor,
  values: { resourceId: string; userId: string; rating: number; at: Date },
) {
  await executor
    .insert(resourceRatings)
    .values({
      resourceId: values.resourceId,
      userId: values.userId,
      rating: values.rating,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .onConflictDoUpdate({
      target: [resourceRatings.resourceId, resourceRatings.userId],
      set: { rating: values.rating, updatedAt: values.at },
    });
}

export async function adjustRatingTotals(
  executor: Executor,
  id: string,
  sumDelta: number,
  countDelta: number,
) {
  await executor
    .update(resources)
    .set({
      ratingSum: sql`${resources.ratingSum} + ${sumDelta}`,
      totalRatings: sql`${resources.totalRatings} + ${countDelta}`,
    })
    .where(eq(resources.id, id));
}

/** The average is the mean of rated resources' own averages, so unrated ones do not pull it to 0. */
export async function resourceStats(executor: Executor, uploaderId: string | null): Promise<ResourceStats> {
  const [row] = await executor
    .select({
      totalUploads: count(),
      totalDownloads: sql<number>`coalesce(sum(${resourceCounters.downloads}), 0)`.mapWith(Number),
      averageRating:
        sql<number>`coalesce(round(avg(${resources.ratingSum}::numeric / nullif(${resources.totalRatings}, 0)), 1), 0)`.mapWith(
          Number,
        ),
      pending: sql<number>`count(*) filter (where ${resources.status} = 'pending')`.mapWith(Number),
      published: sql<number>`count(*) filter (where ${resources.status} = 'published')`.mapWith(Number),
      refused: sql<number>`count(*) filter (where ${resources.status} = 'refused')`.mapWith(Number),
    })
    .from(resources)
    .leftJoin(resourceCounters, eq(resourceCounters.resourceId, resources.id))
    .where(uploaderId === null ? undefined : eq(resources.uploaderId, uploaderId));
  return row!;
}

export async function listRatedResourceIds(executor: Executor, userId: string): Promise<string[]> {
  const rows = await executor
    .select({ resourceId: resourceRatings.resourceId })
    .from(resourceRatings)
    .where(eq(resourceRatings.userId, userId))
    .orderBy(asc(resourceRatings.resourceId));
  return rows.map((row) => row.resourceId);
}

export async function deleteRating(executor: Executor, resourceId: string, userId: string) {
  const [row] = await executor
    .delete(resourceRatings)
    .where(and(eq(resourceRatings.resourceId, resourceId), eq(resourceRatings.userId, userId)))
    .returning({ rating: resourceRatings.rating });
  return row?.rating ?? null;
}

export async function lockUnpublishedOf(executor: Executor, uploaderId: string) {
  return executor
    .select()
    .from(resources)
    .where(and(eq(resources.uploaderId, uploaderId), ne(resources.status, 'published')))
    .orderBy(asc(resources.id))
    .for('update');
}
