import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { companyInsightRatings, companyInsights } from '../../db/schema/company-insights';
import { users } from '../../db/schema/users';
import type { Executor } from '../../platform/db/database';
import { literalLimit } from '../../platform/db/literal-limit';

const { searchText: _searchText, ...shownColumns } = getTableColumns(companyInsights);

export const insightColumns = shownColumns;

export type InsightRow = Omit<typeof companyInsights.$inferSelect, 'searchText'>;
export type NewInsight = typeof companyInsights.$inferInsert;

export type InsightViewRow = Omit<Awaited<ReturnType<typeof findInsightView>>[number], 'ratings'>;

const viewFields = {
  insight: insightColumns,
  creatorName: users.name,
  myRating: companyInsightRatings.rating,
  myComment: companyInsightRatings.comment,
  myRatedAt: companyInsightRatings.updatedAt,
};

const viewerRating = and(
  eq(companyInsightRatings.insightId, companyInsights.id),
  eq(companyInsightRatings.userId, sql.placeholder('viewerId')),
);

/** A rating as the detail shows it: `at` in epoch milliseconds, when it was last given. */
export interface ShownRating {
  userId: string;
  userName: string;
  rating: number;
  comment: string;
  at: number;
}

/**
 * One statement: the insight, its author's name, the viewer's own rating, and its `ratingsLimit` latest ratings
 * with their raters' names (from the recent-ratings index), built as JSON in the same statement.
 */
export async function findInsightView(
  executor: Executor,
  id: string,
  viewerId: string,
  ratingsLimit: number,
) {
  const r = companyInsightRatings;
  const latest = sql<ShownRating[]>`(
    select coalesce(json_agg(json_build_object(
        'userId', latest.user_id, 'userName', ${users.name}, 'rating', latest.rating,
        'comment', latest.comment, 'at', extract(epoch from latest.updated_at) * 1000
      ) order by latest.updated_at desc, latest.user_id), '[]'::json)
    from (
      select ${r.userId} as user_id, ${r.rating} as rating, ${r.comment} as comment, ${r.updatedAt} as updated_at
      from ${r} where ${r.insightId} = ${companyInsights.id}
      order by ${r.updatedAt} desc, ${r.userId} limit ${literalLimit(ratingsLimit)}
    ) latest
    join ${users} on ${users.id} = latest.user_id)`;
  return executor
    .select({ ...viewFields, ratings: latest })
    .from(companyInsights)
    .leftJoin(users, eq(users.id, companyInsights.creatorId))
    .leftJoin(companyInsightRatings, viewerRating)
    .where(eq(companyInsights.id, sql.placeholder('id')))
    .execute({ id, viewerId });
}

export async function findInsightAuthor(executor: Executor, id: string) {
  const [row] = await executor
    .select({ id: companyInsights.id, creatorId: companyInsights.creatorId })
    .from(companyInsights)
    .where(eq(companyInsights.id, id));
  return row;
}

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

export async function deleteInsightRow(executor: Executor, id: string) {
  await executor.delete(companyInsights).where(eq(companyInsights.id, id));
}

/**
 * Writes the user's rating (a new one or a change) and moves the insight's totals by the difference, in one
 * statement. The caller holds the insight's lock, so the rating read before the write is the current one.
 */
export async function saveRating(
  executor: Executor,
  values: { insightId: string; userId: string; rating: number; comment: string; at: Date },
) {
  const r = companyInsightRatings;
  await executor.execute(sql`
    with previous as (
      select ${r.rating} as rating from ${r}
      where ${r.insightId} = ${values.insightId} and ${r.userId} = ${values.userId}
    ), saved as (
      insert into ${r} (insight_id, user_id, rating, comment, created_at, updated_at)
      values (${values.insightId}, ${values.userId}, ${values.rating}, ${values.comment}, ${values.at}, ${values.at})
      on conflict (insight_id, user_id)
      do update set rating = excluded.rating, comment = excluded.comment, updated_at = excluded.updated_at
      returning 1
    )
    update ${companyInsights} set
      rating_sum = rating_sum + ${values.rating} - coalesce((select rating from previous), 0),
      total_ratings = total_ratings + (case when exists (select 1 from previous) then 0 else 1 end)
    where ${companyInsights.id} = ${values.insightId} and exists (select 1 from saved)`);
}

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

export async function listRatedInsightIds(executor: Executor, userId: string): Promise<string[]> {
  const rows = await executor
    .select({ insightId: companyInsightRatings.insightId })
    .from(companyInsightRatings)
    .where(eq(companyInsightRatings.userId, userId))
    .orderBy(asc(companyInsightRatings.insightId));
  return rows.map((row) => row.insightId);
}

export async function deleteRating(executor: Executor, insightId: string, userId: string) {
  const [row] = await executor
    .delete(companyInsightRatings)
    .where(and(eq(companyInsightRatings.insightId, insightId), eq(companyInsightRatings.userId, userId)))
    .returning({ rating: companyInsightRatings.rating });
  return row?.rating ?? null;
}
