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

/** Append-only; the unique index makes a source pay once. `points` is after the daily cap and floor. */
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
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [
    check(
      'points_ledger_kind_check',
      sql`${table.kind} in ('mentorship_accepted', 'workshop_attendee', 'workshop_hosted', 'experience_posted', 'resource_published', 'five_star_feedback', 'insight_added', 'helpful_vote', 'request_missed', 'mentor_session_completed')`,
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

/** Kept in each event's transaction; a trigger on users inserts a row for every alumni. */
export const userStats = pgTable(
  'user_stats',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    isRanked: boolean('is_ranked').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    points: integer('points').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    ratingAverage: numeric('rating_average', { precision: 4, scale: 2, mode: 'number' })
      .notNull()
      .generatedAlwaysAs(
        sql`case when rating_count > 0 then round(rating_sum::numeric / rating_count, 2) else 0 end`,
      ),
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
    capDay: date('cap_day', { mode: 'string' }),
    capPoints: integer('cap_points').notNull().default(0),
    dayStart: date('day_start', { mode: 'string' }),
    dayPoints: integer('day_points').notNull().default(0),
    weekStart: date('week_start', { mode: 'string' }),
    weekPoints: integer('week_points').notNull().default(0),
    monthStart: date('month_start', { mode: 'string' }),
    monthPoints: integer('month_points').notNull().default(0),
  },
  (table) => [
    check('user_stats_points_check', sql`${table.points} >= 0`),
    index('user_stats_rank_idx')
      .on(
        table.rankScore.desc(),
        table.points.desc(),
        table.ratingAverage.desc(),
        table.joinedAt.asc(),
        table.userId.asc(),
      )
      .where(sql`${table.isRanked}`),
    index('user_stats_points_rank_idx')
      .on(
        table.points.desc(),
        table.rankScore.desc(),
        table.ratingAverage.desc(),
        table.joinedAt.asc(),
        table.userId.asc(),
      )
      .where(sql`${table.isRanked}`),
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
    index('user_stats_rating_rank_idx')
      .on(table.ratingAverage.desc(), table.joinedAt.asc(), table.userId.asc())
      .where(sql`${table.isRanked}`),
  ],
);

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
    index('rank_snapshots_user_idx').on(table.userId),
  ],
);
