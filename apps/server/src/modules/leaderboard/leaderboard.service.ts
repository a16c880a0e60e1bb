import {
  badgesFor,
  dateIn,
  LEADERBOARD_MESSAGES,
  LEVEL_BANDS,
  type LeaderboardEntry,
  type LeaderboardPeriod,
  type LeaderboardQuery,
  levelFor,
  type PointsHistoryItem,
} from '@mentorbridge/shared';
import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import {
  countLedger,
  findRanked,
  findStats,
  insertRankSnapshot,
  listLedger,
  type RankedRow,
  type RankingOptions,
  rankedEntries,
  type StatsRow,
} from './leaderboard.repository';
import { PERIOD_COLUMNS, periodStarts, previousDay } from './periods';

function liveStreak(stats: { current: number; longest: number; lastDay: string | null }, today: string) {
  const alive = stats.lastDay === today || stats.lastDay === previousDay(today);
  return { current: alive ? stats.current : 0, longest: stats.longest };
}

function toEntry(row: RankedRow, today: string, isAllTime: boolean): LeaderboardEntry {
  const average = Number(row.rating_average);
  return {
    _id: row.user_id,
    user: {
      _id: row.user_id,
      name: row.name,
      email: row.email,
      profile: { avatar: row.avatar },
    },
    rank: row.rank,
    rankScore: Number(row.score),
    // Snapshots hold the all-time ranking; a period view has no yesterday to compare with.
    rankChange: isAllTime && row.previous_rank !== null ? row.previous_rank - row.overall_rank : 0,
    level: levelFor(row.points),
    points: row.shown_points,
    rating: { average, total: row.rating_count },
    contributions: {
      acceptedMentorships: row.accepted_mentorships,
      mentorshipSessions: row.mentorship_sessions,
      interviewExperiences: row.interview_experiences,
      resourcesShared: row.resources_shared,
      mockInterviews: row.mock_interviews,
      fiveStarRatings: row.five_star_ratings,
      companyInsights: row.company_insights,
      missedRequests: row.missed_requests,
    },
    streak: liveStreak(
      { current: row.current_streak, longest: row.longest_streak, lastDay: row.last_contribution_day },
      today,
    ),
    badges: badgesFor({
      ratingAverage: average,
      sessionsConducted: row.mentorship_sessions,
      helpfulVotes: row.helpful_votes,
    }),
  };
}

function today(ctx: AppContext): string {
  return dateIn(ctx.clock.now(), ctx.config.PLATFORM_TIME_ZONE);
}

async function ranked(
  ctx: AppContext,
  period: LeaderboardPeriod,
  options: Omit<RankingOptions, 'today' | 'period'>,
) {
  const day = today(ctx);
  const columns = period === 'all-time' ? undefined : PERIOD_COLUMNS[period];
  return rankedEntries(
    ctx,
    {
      ...options,
      ...(columns
        ? {
            period: {
              startColumn: columns.start,
              pointsColumn: columns.points,
              start: periodStarts(day)[columns.key],
            },
          }
        : {}),
      today: day,
    },
    (row) => toEntry(row, day, period === 'all-time'),
  );
}

export async function getLeaderboard(ctx: AppContext, query: LeaderboardQuery): Promise<LeaderboardEntry[]> {
  const band = query.level ? LEVEL_BANDS.find((item) => item.level === query.level) : undefined;
  return ranked(ctx, query.period, { limit: query.limit, ...(band ? { band } : {}) });
}

export async function getMyEntry(
  ctx: AppContext,
  user: AuthUser,
  period: LeaderboardPeriod,
): Promise<LeaderboardEntry | null> {
  if (user.role !== 'alumni') return null;
  const [entry] = await ranked(ctx, period, { limit: 1, userId: user.id });
  // Every active alumni has a stats row (a trigger makes it with the account).
  if (!entry) throw notFound(LEADERBOARD_MESSAGES.alumniOnly);
  return entry;
}

export async function getTopContributors(ctx: AppContext, limit: number) {
  return ranked(ctx, 'all-time', { limit, byPoints: true });
}

export async function getPointsHistory(
  ctx: AppContext,
  user: AuthUser,
  page: number,
  limit: number,
): Promise<{ items: PointsHistoryItem[]; total: number }> {
  const [rows, total] = await Promise.all([
    listLedger(ctx.db, user.id, limit, (page - 1) * limit),
    countLedger(ctx.db, user.id),
  ]);
  return {
    total,
    items: rows.map((row) => ({
      _id: row.id,
      kind: row.kind as PointsHistoryItem['kind'],
      isReversal: row.isReversal,
      nominalPoints: row.nominalPoints,
      points: row.points,
      reason: row.reason,
      sourceType: row.sourceType,
      sourceId: row.sourceId,
      occurredAt: row.occurredAt.toISOString(),
    })),
  };
}

export async function getStanding(ctx: AppContext, userId: string) {
  const day = today(ctx);
  const [stats, rows] = await Promise.all([
    findStats(ctx.db, userId),
    findRanked(ctx.db, { limit: 1, userId, today: day }),
  ]);
  return { stats: stats ?? null, rank: rows[0]?.rank ?? null, today: day, liveStreak: streakOf(stats, day) };
}

function streakOf(stats: StatsRow | undefined, day: string) {
  if (!stats) return { current: 0, longest: 0 };
  return liveStreak(
    { current: stats.currentStreak, longest: stats.longestStreak, lastDay: stats.lastContributionDay },
    day,
  );
}

export async function snapshotRanks(ctx: AppContext): Promise<number> {
  return insertRankSnapshot(ctx.db, today(ctx), ctx.clock.now());
}
