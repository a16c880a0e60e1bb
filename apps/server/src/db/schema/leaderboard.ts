import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The points ledger, append-only: one row per event. A source pays once (the unique index) and is reversed
 * at most once; `points` is what the event actually paid after the daily cap and the floor at 0, `reason`
 * says why it paid less than `nominal_points`.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sourceType: text('source_type').notNull(),
    sourceId: text('source_id').notNull(),
    isReversal: boolean('is_reversal').notNull().default(false),
    nominalPoints: integer('nominal_points').notNull(),
    points: integer('points').notNull(),
    reason: text('reason'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** The calendar day of the event in the platform time zone. */
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [
    // The kinds of POINT_EVENTS in the shared package (a test checks the two lists agree).
    check(
      'points_ledger_kind_check',
      sql`${table.kind} in ('mentorship_accepted', 'workshop_attendee', 'workshop_hosted', 'experience_posted', 'resource_published', 'five_star_feedback', 'insight_added', 'helpful_vote', 'request_missed')`,
    ),
    uniqueIndex('points_ledger_source_idx').on(
      table.kind,
      table.sourceType,
      table.sourceId,
      table.isReversal,
    ),
    index('points_ledger_user_idx').on(table.userId, table.occurredAt),
  ],
);

/**
 * Each user's totals, kept in the transaction of every event so a leaderboard read is one indexed query.
 * A row exists for every alumni (a trigger on users inserts it) and for anyone who earned points.
 */
export const userStats = pgTable(
  'user_stats',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Alumni are ranked; others only keep their totals. */
    isRanked: boolean('is_ranked').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    points: integer('points').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** ratingSum / ratingCount to two decimals, 0 without ratings. */
    ratingAverage: numeric('rating_average', { precision: 4, scale: 2, mode: 'number' })
      .notNull()
      .generatedAlwaysAs(
        sql`case when rating_count > 0 then round(rating_sum::numeric / rating_count, 2) else 0 end`,
      ),
    /** points × 0.7 + average rating × 6. */
    rankScore: numeric('rank_score', { precision: 12, scale: 2, mode: 'number' })
      .notNull()
      .generatedAlwaysAs(
        sql`round(points * 0.7 + (case when rating_count > 0 then round(rating_sum::numeric / rating_count, 2) else 0 end) * 6, 2)`,
      ),
    acceptedMentorships: integer('accepted_mentorships').notNull().default(0),
    mentorshipSessions: integer('mentorship_sessions').notNull().default(0),
    interviewExperiences: integer('interview_experiences').notNull().default(0),
    resourcesShared: integer('resources_shared').notNull().default(0),
    mockInterviews: integer('mock_interviews').notNull().default(0),
    fiveStarRatings: integer('five_star_ratings').notNull().default(0),
    companyInsights: integer('company_insights').notNull().default(0),
    missedRequests: integer('missed_requests').notNull().default(0),
    helpfulVotes: integer('helpful_votes').notNull().default(0),
    currentStreak: integer('current_streak').notNull().default(0),
    longestStreak: integer('longest_streak').notNull().default(0),
    lastContributionDay: date('last_contribution_day', { mode: 'string' }),
    /** Positive points earned on `cap_day`, for the daily cap. */
    capDay: date('cap_day', { mode: 'string' }),
    capPoints: integer('cap_points').notNull().default(0),
    /**
     * Net points of the current platform day, week (from Monday) and month, each with the period it counts:
     * the period leaderboards read these (a stale period counts 0) instead of summing the ledger.
     */
    dayStart: date('day_start', { mode: 'string' }),
    dayPoints: integer('day_points').notNull().default(0),
    weekStart: date('week_start', { mode: 'string' }),
    weekPoints: integer('week_points').notNull().default(0),
    monthStart: date('month_start', { mode: 'string' }),
    monthPoints: integer('month_points').notNull().default(0),
  },
  (table) => [
    check('user_stats_points_check', sql`${table.points} >= 0`),
    // The rank order of server-rules: rankScore, then points, then rating, then earliest join.
    index('user_stats_rank_idx')
      .on(
        table.rankScore.desc(),
        table.points.desc(),
        table.ratingAverage.desc(),
        table.joinedAt.asc(),
        table.userId.asc(),
      )
      .where(sql`${table.isRanked}`),
    // Top contributors: points, then the rank order (at equal points rankScore follows the rating).
    index('user_stats_points_rank_idx')
      .on(
        table.points.desc(),
        table.rankScore.desc(),
        table.ratingAverage.desc(),
        table.joinedAt.asc(),
        table.userId.asc(),
      )
      .where(sql`${table.isRanked}`),
    // A period view: the alumni whose maintained period is the current one, in the period's rank order
    // (score from the period's points, then those points, rating, earliest join).
    ...(
      [
        ['user_stats_day_rank_idx', table.dayStart, table.dayPoints],
        ['user_stats_week_rank_idx', table.weekStart, table.weekPoints],
        ['user_stats_month_rank_idx', table.monthStart, table.monthPoints],
      ] as const
    ).map(([name, start, points]) =>
      index(name)
        .on(
          start,
          sql`round(greatest(${points}, 0) * 0.7 + ${table.ratingAverage} * 6, 2) desc nulls last`,
          sql`greatest(${points}, 0) desc nulls last`,
          table.ratingAverage.desc(),
          table.joinedAt.asc(),
          table.userId.asc(),
        )
        .where(sql`${table.isRanked}`),
    ),
    // A period view: everyone else counts 0 points in the period, so ranks by rating, then earliest join.
    index('user_stats_rating_rank_idx')
      .on(table.ratingAverage.desc(), table.joinedAt.asc(), table.userId.asc())
      .where(sql`${table.isRanked}`),
  ],
);

/** Each ranked alumni's all-time rank, once a day (the snapshot job): rankChange reads the latest. */
export const rankSnapshots = pgTable(
  'rank_snapshots',
  {
    day: date('day', { mode: 'string' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.userId] }),
    // The cascade when an account is deleted: the primary key leads with the day (a row per alumni per day).
    index('rank_snapshots_user_idx').on(table.userId),
  ],
);
