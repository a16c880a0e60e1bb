import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { pointsLedger, rankSnapshots, userStats } from '../../db/schema/leaderboard';
import { users } from '../../db/schema/users';
import type { CachedReader } from '../../platform/cache/table-cache';
import type { Executor } from '../../platform/db/database';

export type StatsRow = typeof userStats.$inferSelect;
export type LedgerRow = typeof pointsLedger.$inferSelect;

export type StatsCounter =
  | 'acceptedMentorships'
  | 'mentorshipSessions'
  | 'interviewExperiences'
  | 'resourcesShared'
  | 'mockInterviews'
  | 'fiveStarRatings'
  | 'companyInsights'
  | 'missedRequests'
  | 'helpfulVotes';

/** The no-op update of an existing row takes the same lock as `select ... for update`. */
export async function lockStats(executor: Executor, userId: string): Promise<StatsRow> {
  const [row] = await executor
    .insert(userStats)
    .values({
      userId,
      isRanked: sql`(select ${users.role} = 'alumni' from ${users} where ${users.id} = ${userId})`,
      joinedAt: sql`(select ${users.createdAt} from ${users} where ${users.id} = ${userId})`,
    })
    .onConflictDoUpdate({ target: userStats.userId, set: { userId: sql`excluded.user_id` } })
    .returning();
  return row!;
}

/**
 * Writes the ledger row and, only when it was new (a source pays once), the stats patch: one statement. The
 * caller holds the stats row's lock (`lockStats`), from which the patch was computed.
 */
export async function recordLedgerEvent(
  executor: Executor,
  values: typeof pointsLedger.$inferInsert,
  patch: Partial<Omit<typeof userStats.$inferInsert, 'userId'>>,
  counter: { name: StatsCounter; delta: number },
): Promise<boolean> {
  const event = executor
    .$with('event', { id: pointsLedger.id })
    .as(
      executor
        .insert(pointsLedger)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: pointsLedger.id })
        .getSQL(),
    );
  const column = userStats[counter.name];
  const updated = await executor
    .with(event)
    .update(userStats)
    .set({ ...patch, [counter.name]: sql`greatest(${column} + ${counter.delta}, 0)` })
    .where(and(eq(userStats.userId, values.userId), sql`exists (select 1 from ${sql.identifier('event')})`))
    .returning({ userId: userStats.userId });
  return updated.length > 0;
}

export async function findLedgerEvent(
  executor: Executor,
  source: { kind: string; sourceType: string; sourceId: string },
  isReversal: boolean,
): Promise<LedgerRow | undefined> {
  const [row] = await executor
    .select()
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.kind, source.kind),
        eq(pointsLedger.sourceType, source.sourceType),
        eq(pointsLedger.sourceId, source.sourceId),
        eq(pointsLedger.isReversal, isReversal),
      ),
    );
  return row;
}

export async function addRating(executor: Executor, userId: string, rating: number) {
  await executor
    .update(userStats)
    .set({
      ratingSum: sql`${userStats.ratingSum} + ${rating}`,
      ratingCount: sql`${userStats.ratingCount} + 1`,
    })
    .where(eq(userStats.userId, userId));
}

export async function removeRating(executor: Executor, userId: string, rating: number) {
  await executor
    .update(userStats)
    .set({
      ratingSum: sql`greatest(${userStats.ratingSum} - ${rating}, 0)`,
      ratingCount: sql`greatest(${userStats.ratingCount} - 1, 0)`,
    })
    .where(eq(userStats.userId, userId));
}

export interface RankedRow {
  user_id: string;
  name: string;
  email: string;
  avatar: string | null;
  points: number;
  rating_average: string | number;
  rating_count: number;
  accepted_mentorships: number;
  mentorship_sessions: number;
  interview_experiences: number;
  resources_shared: number;
  mock_interviews: number;
  five_star_ratings: number;
  company_insights: number;
  missed_requests: number;
  helpful_votes: number;
  current_streak: number;
  longest_streak: number;
  last_contribution_day: string | null;
  shown_points: number;
  score: string | number;
  rank: number;
  overall_rank: number;
  previous_rank: number | null;
}

export interface RankingOptions {
  period?: { startColumn: string; pointsColumn: string; start: string };
  band?: { min: number; max: number | null };
  userId?: string;
  byPoints?: boolean;
  limit: number;
  today: string;
}

const COLUMNS = sql`s.user_id, u.name, u.email, u.avatar, s.points, s.rating_average, s.rating_count,
  s.accepted_mentorships, s.mentorship_sessions, s.interview_experiences, s.resources_shared,
  s.mock_interviews, s.five_star_ratings, s.company_insights, s.missed_requests, s.helpful_votes,
  s.current_streak, s.longest_streak, s.last_contribution_day, s.joined_at`;

/** Exactly as user_stats_rank_idx stores it (DESC NULLS LAST), so the planner walks the index to the limit. */
const RANK_ORDER = sql`s.rank_score desc nulls last, s.points desc nulls last, s.rating_average desc nulls last, s.joined_at, s.user_id`;
const RANK_ORDER_WINDOW = sql`row_number() over (order by ${RANK_ORDER})::int`;

const previousSnapshot = (today: string) => sql`(select max(day) from ${rankSnapshots} where day < ${today})`;

const POINTS_ORDER = sql`s.points desc nulls last, s.rank_score desc nulls last, s.rating_average desc nulls last, s.joined_at, s.user_id`;

/** Counted as two ranges of user_stats_rank_idx less the few deactivated accounts, instead of numbering every alumni. */
const OVERALL_RANK = sql`(1
  + (select count(*) from ${userStats} o where o.is_ranked = true
      and (o.rank_score, o.points, o.rating_average) > (s.rank_score, s.points, s.rating_average))
  + (select count(*) from ${userStats} o where o.is_ranked = true
      and o.rank_score = s.rank_score and o.points = s.points and o.rating_average = s.rating_average
      and (o.joined_at, o.user_id) < (s.joined_at, s.user_id))
  - (select count(*) from ${users} iu join ${userStats} o on o.user_id = iu.id
      where not iu.is_active and o.is_ranked = true
        and ((o.rank_score, o.points, o.rating_average) > (s.rank_score, s.points, s.rating_average)
          or ((o.rank_score, o.points, o.rating_average) = (s.rank_score, s.points, s.rating_average)
            and (o.joined_at, o.user_id) < (s.joined_at, s.user_id)))))::int`;

type ReadPath = 'userAllTime' | 'topContributors' | 'period';

function readPathOf(options: RankingOptions): ReadPath | null {
  if (options.band) return null;
  if (options.userId) return options.period || options.byPoints ? null : 'userAllTime';
  if (options.byPoints) return options.period ? null : 'topContributors';
  return options.period ? 'period' : null;
}

async function findRankedByIndex(executor: Executor, options: RankingOptions, path: ReadPath) {
  const snapshotJoin = sql`left join ${rankSnapshots} snap
    on snap.user_id = s.user_id and snap.day = ${previousSnapshot(options.today)}`;
  let query: SQL;
  if (path === 'userAllTime') {
    // `offset 0` keeps the sub-query whole, so the counts run once instead of for rank and overall_rank.
    query = sql`
      select mine.*, mine.overall_rank as rank from (
        select ${COLUMNS}, s.points as shown_points, s.rank_score as score,
          ${OVERALL_RANK} as overall_rank, snap.rank as previous_rank
        from ${userStats} s
        join ${users} u on u.id = s.user_id and u.is_active = true
        ${snapshotJoin}
        where s.is_ranked = true and s.user_id = ${options.userId!}
        offset 0
      ) mine`;
  } else if (path === 'topContributors') {
    query = sql`
      select ${COLUMNS}, s.points as shown_points, s.rank_score as score,
        row_number() over (order by ${POINTS_ORDER})::int as rank,
        ${OVERALL_RANK} as overall_rank, snap.rank as previous_rank
      from ${userStats} s
      join ${users} u on u.id = s.user_id and u.is_active = true
      ${snapshotJoin}
      where s.is_ranked = true
      order by ${POINTS_ORDER}
      limit ${options.limit}`;
  } else {
    // Alumni in the current period score from its points; the others score by rating alone. Each side is a
    // Limit over its index range; the second is read only if one of its rows could place.
    const period = options.period!;
    const start = sql.raw(`s.${period.startColumn}`);
    const points = sql`greatest(${sql.raw(`s.${period.pointsColumn}`)}, 0)`;
    const score = sql`round(${points} * 0.7 + s.rating_average * 6, 2)`;
    query = sql`
      with current_period as materialized (
        select ${COLUMNS}, ${points} as shown_points, ${score} as score
        from ${userStats} s
        join ${users} u on u.id = s.user_id and u.is_active = true
        where s.is_ranked = true and ${start} = ${period.start}
        order by ${score} desc nulls last, ${points} desc nulls last, s.rating_average desc nulls last,
          s.joined_at, s.user_id
        limit ${options.limit}
      )
      select ranked.*, ranked.rank as overall_rank, null::int as previous_rank from (
        select top.*, row_number() over (
          order by top.score desc, top.shown_points desc, top.rating_average desc, top.joined_at, top.user_id
        )::int as rank
        from (
          select * from current_period
          union all
          (select ${COLUMNS}, 0 as shown_points, round(s.rating_average * 6, 2) as score
            from ${userStats} s
            join ${users} u on u.id = s.user_id and u.is_active = true
            where s.is_ranked = true and ${start} is distinct from ${period.start}
              and (select count(*) < ${options.limit} or min(c.score) <= (
                select max(r.rating_average) * 6 from ${userStats} r where r.is_ranked = true
              ) from current_period c)
            order by s.rating_average desc nulls last, s.joined_at, s.user_id
            limit ${options.limit})
        ) top
      ) ranked
      order by ranked.rank
      limit ${options.limit}`;
  }
  const result = await executor.execute(query);
  return (result as unknown as { rows: RankedRow[] }).rows;
}

/** Kept, as `shape` makes it, until a stat, a shown user field or a snapshot changes; the day is in `options`. */
export function rankedEntries<E>(
  reader: CachedReader,
  options: RankingOptions,
  shape: (row: RankedRow) => E,
) {
  return reader.cache.cached(
    [userStats, users, rankSnapshots],
    `ranked:${JSON.stringify(options)}`,
    async () => (await findRanked(reader.db, options)).map(shape),
  );
}

export async function findRanked(executor: Executor, options: RankingOptions): Promise<RankedRow[]> {
  if (!options.period && !options.band && !options.userId && !options.byPoints) {
    const result = await executor.execute(sql`
      select ${COLUMNS}, s.points as shown_points, s.rank_score as score,
        ${RANK_ORDER_WINDOW} as rank,
        ${RANK_ORDER_WINDOW} as overall_rank,
        snap.rank as previous_rank
      from ${userStats} s
      join ${users} u on u.id = s.user_id and u.is_active = true
      left join ${rankSnapshots} snap on snap.user_id = s.user_id and snap.day = ${previousSnapshot(options.today)}
      where s.is_ranked = true
      order by ${RANK_ORDER}
      limit ${options.limit}`);
    return (result as unknown as { rows: RankedRow[] }).rows;
  }
  const path = readPathOf(options);
  if (path) return findRankedByIndex(executor, options, path);
  const period = options.period;
  const shownPoints = period
    ? sql`greatest(case when s.${sql.raw(period.startColumn)} = ${period.start} then s.${sql.raw(period.pointsColumn)} else 0 end, 0)`
    : sql`s.points`;
  const score = period ? sql`round(${shownPoints} * 0.7 + s.rating_average * 6, 2)` : sql`s.rank_score`;
  const bandFilter = options.band
    ? options.band.max === null
      ? sql`and points >= ${options.band.min}`
      : sql`and points between ${options.band.min} and ${options.band.max}`
    : sql``;
  const userFilter = options.userId ? sql`and kept.user_id = ${options.userId}` : sql``;
  const finalOrder = options.byPoints ? sql`shown_points desc, overall_rank` : sql`overall_rank`;
  const result = await executor.execute(sql`
    with scored as (
      select ${COLUMNS}, ${shownPoints} as shown_points, ${score} as score
      from ${userStats} s
      join ${users} u on u.id = s.user_id and u.is_active = true
      where s.is_ranked = true
    ),
    ranked as (
      select *, row_number() over (
        order by score desc, shown_points desc, rating_average desc, joined_at asc, user_id asc
      )::int as overall_rank
      from scored
    ),
    kept as (
      select *, row_number() over (order by ${finalOrder})::int as rank
      from ranked where true ${bandFilter}
    )
    select kept.*, snap.rank as previous_rank
    from kept
    left join ${rankSnapshots} snap on snap.user_id = kept.user_id and snap.day = ${previousSnapshot(options.today)}
    where true ${userFilter}
    order by kept.rank
    limit ${options.limit}`);
  return (result as unknown as { rows: RankedRow[] }).rows;
}

/** Several instances: the first insert of the day wins. */
export async function insertRankSnapshot(executor: Executor, day: string, now: Date): Promise<number> {
  const result = await executor.execute(sql`
    insert into ${rankSnapshots} (day, user_id, rank, taken_at)
    select ${day}, s.user_id,
      ${RANK_ORDER_WINDOW},
      ${now.toISOString()}
    from ${userStats} s join ${users} u on u.id = s.user_id and u.is_active = true
    where s.is_ranked = true
      and not exists (select 1 from ${rankSnapshots} where day = ${day})
    on conflict do nothing`);
  return (
    (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ??
    (result as unknown as { affectedRows?: number }).affectedRows ??
    0
  );
}

export async function findStats(executor: Executor, userId: string): Promise<StatsRow | undefined> {
  const [row] = await executor.select().from(userStats).where(eq(userStats.userId, userId));
  return row;
}

export async function listLedger(executor: Executor, userId: string, limit: number, offset: number) {
  return executor
    .select()
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .orderBy(desc(pointsLedger.occurredAt), desc(pointsLedger.id))
    .limit(limit)
    .offset(offset);
}

export async function countLedger(executor: Executor, userId: string): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return row?.n ?? 0;
}
