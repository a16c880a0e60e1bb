import {
  dateIn,
  LEADERBOARD_LIMITS,
  POINT_EVENTS,
  POINT_REASONS,
  type PointEventKind,
} from '@mentorbridge/shared';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/database';
import {
  addRating,
  findLedgerEvent,
  lockStats,
  recordLedgerEvent,
  removeRating,
  type StatsRow,
} from './leaderboard.repository';
import { periodPatch, previousDay } from './periods';

export interface PointSource {
  kind: PointEventKind;
  sourceType: string;
  sourceId: string;
}

export interface PaidEvent {
  points: number;
  reason: string | null;
}

function nextStreak(stats: StatsRow, today: string) {
  // Already counted, or an older event recorded late (demo data): the streak only moves forward.
  if (stats.lastContributionDay && stats.lastContributionDay >= today) return {};
  const current = stats.lastContributionDay === previousDay(today) ? stats.currentStreak + 1 : 1;
  return {
    currentStreak: current,
    longestStreak: Math.max(stats.longestStreak, current),
    lastContributionDay: today,
  };
}

/** In the caller's transaction; positive points stop at the daily cap, a penalty at a total of 0. */
export async function awardPoints(
  ctx: AppContext,
  tx: Executor,
  userId: string,
  source: PointSource,
  occurredAt: Date = ctx.clock.now(),
): Promise<PaidEvent | null> {
  const now = occurredAt;
  const today = dateIn(now, ctx.config.PLATFORM_TIME_ZONE);
  // The row lock serialises one user's events, so the cap and the total stay exact under concurrency.
  const stats = await lockStats(tx, userId);
  const event = POINT_EVENTS[source.kind];
  const nominal = event.points;
  let points: number;
  let reason: string | null = null;
  if (nominal > 0) {
    const usedToday = stats.capDay === today ? stats.capPoints : 0;
    points = Math.min(nominal, Math.max(0, LEADERBOARD_LIMITS.dailyCap - usedToday));
    if (points < nominal) reason = POINT_REASONS.dailyCap;
  } else {
    points = 0 - Math.min(-nominal, stats.points);
    if (points > nominal) reason = POINT_REASONS.floor;
  }
  const usedToday = stats.capDay === today ? stats.capPoints : 0;
  const isNew = await recordLedgerEvent(
    tx,
    {
      userId,
      ...source,
      isReversal: false,
      nominalPoints: nominal,
      points,
      reason,
      occurredAt: now,
      day: today,
    },
    {
      points: stats.points + points,
      ...periodPatch(stats, today, points),
      ...(nominal > 0 ? { capDay: today, capPoints: usedToday + points, ...nextStreak(stats, today) } : {}),
    },
    { name: event.counter, delta: 1 },
  );
  return isNew ? { points, reason } : null;
}

/** Nothing happens for a source that never paid or was reversed already. */
export async function reversePoints(
  ctx: AppContext,
  tx: Executor,
  source: PointSource,
): Promise<PaidEvent | null> {
  const original = await findLedgerEvent(tx, source, false);
  if (!original) return null;
  const now = ctx.clock.now();
  const today = dateIn(now, ctx.config.PLATFORM_TIME_ZONE);
  const stats = await lockStats(tx, original.userId);
  const wanted = -original.points;
  const points = wanted < 0 ? 0 - Math.min(-wanted, stats.points) : wanted;
  const reason = points !== wanted ? POINT_REASONS.floor : null;
  const isNew = await recordLedgerEvent(
    tx,
    {
      userId: original.userId,
      ...source,
      isReversal: true,
      nominalPoints: wanted,
      points,
      reason,
      occurredAt: now,
      day: today,
    },
    { points: stats.points + points, ...periodPatch(stats, today, points) },
    { name: POINT_EVENTS[source.kind].counter, delta: -1 },
  );
  return isNew ? { points, reason } : null;
}

export async function recordRatingReceived(tx: Executor, userId: string, rating: number): Promise<void> {
  await lockStats(tx, userId);
  await addRating(tx, userId, rating);
}

export async function recordRatingWithdrawn(tx: Executor, userId: string, rating: number): Promise<void> {
  await lockStats(tx, userId);
  await removeRating(tx, userId, rating);
}
