import { z } from 'zod';
import { dataResponseSchema, limitParam, pageParam } from './common';

/** A reversal pays back exactly what its event paid. */
export const POINT_EVENTS = {
  mentorship_accepted: { points: 10, counter: 'acceptedMentorships' },
  workshop_attendee: { points: 20, counter: 'mentorshipSessions' },
  workshop_hosted: { points: 25, counter: 'mockInterviews' },
  experience_posted: { points: 15, counter: 'interviewExperiences' },
  resource_published: { points: 10, counter: 'resourcesShared' },
  five_star_feedback: { points: 10, counter: 'fiveStarRatings' },
  insight_added: { points: 15, counter: 'companyInsights' },
  helpful_vote: { points: 2, counter: 'helpfulVotes' },
  request_missed: { points: -5, counter: 'missedRequests' },
  /** Paid to the alumni when a booked 1:1 session ends; taken back if it is marked a no-show afterwards. */
  mentor_session_completed: { points: 20, counter: 'mentorshipSessions' },
} as const;

export type PointEventKind = keyof typeof POINT_EVENTS;
export const POINT_EVENT_KINDS = Object.keys(POINT_EVENTS) as PointEventKind[];

export const LEADERBOARD_LIMITS = {
  /** Per day of the platform's calendar (anti-farming). */
  dailyCap: 200,
  defaultLimit: 100,
  maxLimit: 1000,
  defaultTopContributors: 4,
  maxTopContributors: 50,
  recentFeedback: 5,
  historyPageSize: 20,
  historyMaxPageSize: 100,
} as const;

/** Why an event paid less than its value: the history explains the total. */
export const POINT_REASONS = {
  dailyCap: 'Daily limit of 200 points reached',
  floor: 'Total points cannot go below 0',
} as const;

export const LEVELS = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'] as const;
export type Level = (typeof LEVELS)[number];

export const LEVEL_BANDS: ReadonlyArray<{ level: Level; min: number; max: number | null }> = [
  { level: 'Bronze', min: 0, max: 99 },
  { level: 'Silver', min: 100, max: 199 },
  { level: 'Gold', min: 200, max: 299 },
  { level: 'Platinum', min: 300, max: 499 },
  { level: 'Diamond', min: 500, max: null },
];

export function levelFor(points: number): Level {
  let level: Level = 'Bronze';
  for (const band of LEVEL_BANDS) if (points >= band.min) level = band.level;
  return level;
}

export function rankScore(points: number, ratingAverage: number): number {
  return Math.round((points * 0.7 + ratingAverage * 6) * 100) / 100;
}

export interface BadgeStats {
  ratingAverage: number;
  sessionsConducted: number;
  helpfulVotes: number;
}

export const BADGES = [
  { name: 'Star Mentor', description: 'Average rating of at least 4.0', stat: 'ratingAverage', target: 4 },
  { name: 'Top Rated', description: 'Average rating of at least 4.5', stat: 'ratingAverage', target: 4.5 },
  {
    name: '50 Sessions',
    description: '50 or more sessions conducted',
    stat: 'sessionsConducted',
    target: 50,
  },
  {
    name: '100 Sessions',
    description: '100 or more sessions conducted',
    stat: 'sessionsConducted',
    target: 100,
  },
  { name: 'Community Hero', description: 'At least 50 helpful votes', stat: 'helpfulVotes', target: 50 },
] as const satisfies ReadonlyArray<{
  name: string;
  description: string;
  stat: keyof BadgeStats;
  target: number;
}>;

export type BadgeName = (typeof BADGES)[number]['name'];

export function badgesFor(stats: BadgeStats): BadgeName[] {
  return BADGES.filter((badge) => stats[badge.stat] >= badge.target).map((badge) => badge.name);
}

export function badgeProgress(stats: BadgeStats) {
  return BADGES.map((badge) => ({
    name: badge.name,
    description: badge.description,
    current: stats[badge.stat],
    target: badge.target,
    earned: stats[badge.stat] >= badge.target,
    percent: Math.min(100, Math.floor((stats[badge.stat] / badge.target) * 100)),
  }));
}

export const LEADERBOARD_PERIODS = ['all-time', 'monthly', 'weekly', 'daily'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

export const leaderboardQuerySchema = z.object({
  limit: limitParam({
    maxLimit: LEADERBOARD_LIMITS.maxLimit,
    defaultLimit: LEADERBOARD_LIMITS.defaultLimit,
    wording: 'range',
  }),
  level: z.enum(LEVELS, { error: `level must be one of ${LEVELS.join(', ')}` }).optional(),
  period: z
    .enum(LEADERBOARD_PERIODS, { error: `period must be one of ${LEADERBOARD_PERIODS.join(', ')}` })
    .default('all-time'),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

export const leaderboardMeQuerySchema = leaderboardQuerySchema.pick({ period: true });

export const topContributorsQuerySchema = z.object({
  limit: limitParam({
    maxLimit: LEADERBOARD_LIMITS.maxTopContributors,
    defaultLimit: LEADERBOARD_LIMITS.defaultTopContributors,
    wording: 'range',
  }),
});

export const pointsHistoryQuerySchema = z.object({
  page: pageParam({ maxPage: 100_000, wording: 'named' }),
  limit: limitParam({
    maxLimit: LEADERBOARD_LIMITS.historyMaxPageSize,
    defaultLimit: LEADERBOARD_LIMITS.historyPageSize,
    wording: 'range',
  }),
});

export const contributionsSchema = z.object({
  acceptedMentorships: z.number(),
  mentorshipSessions: z.number(),
  interviewExperiences: z.number(),
  resourcesShared: z.number(),
  mockInterviews: z.number(),
  fiveStarRatings: z.number(),
  companyInsights: z.number(),
  missedRequests: z.number(),
});
export type Contributions = z.infer<typeof contributionsSchema>;

/**
 * What a contributions total adds up, wherever one is shown (leaderboard, admin user table): what the alumni
 * gave. Missed requests are a penalty counter, so they are left out.
 */
export const COUNTED_CONTRIBUTIONS = [
  'acceptedMentorships',
  'mentorshipSessions',
  'interviewExperiences',
  'resourcesShared',
  'mockInterviews',
  'fiveStarRatings',
  'companyInsights',
] as const satisfies ReadonlyArray<keyof Contributions>;

export function totalContributions(contributions: Contributions): number {
  return COUNTED_CONTRIBUTIONS.reduce((sum, key) => sum + contributions[key], 0);
}

export const leaderboardEntrySchema = z.object({
  _id: z.string(),
  user: z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    profile: z.object({ avatar: z.string().nullable() }),
  }),
  rank: z.number(),
  rankScore: z.number(),
  /** 0 before the first daily snapshot. */
  rankChange: z.number(),
  level: z.enum(LEVELS),
  points: z.number(),
  rating: z.object({ average: z.number(), total: z.number() }),
  contributions: contributionsSchema,
  streak: z.object({ current: z.number(), longest: z.number() }),
  badges: z.array(z.string()),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardResponseSchema = z.array(leaderboardEntrySchema);

/**
 * `GET /api/leaderboard/me`: the alumni's own entry, or null for a student or admin, who are not ranked (the
 * spec's leaderboard screen loads it for every signed-in user and shows the own-rank card to alumni only).
 */
export const myLeaderboardEntryResponseSchema = leaderboardEntrySchema.nullable();

export const pointsHistoryItemSchema = z.object({
  _id: z.string(),
  kind: z.enum(POINT_EVENT_KINDS as [PointEventKind, ...PointEventKind[]]),
  isReversal: z.boolean(),
  /** What the event paid after the daily cap and the floor at 0. */
  nominalPoints: z.number(),
  points: z.number(),
  reason: z.string().nullable(),
  sourceType: z.string(),
  sourceId: z.string(),
  occurredAt: z.string(),
});
export type PointsHistoryItem = z.infer<typeof pointsHistoryItemSchema>;
export const pointsHistoryResponseSchema = z.array(pointsHistoryItemSchema);

export const badgeProgressSchema = z.object({
  name: z.string(),
  description: z.string(),
  current: z.number(),
  target: z.number(),
  earned: z.boolean(),
  percent: z.number(),
});

export const achievementsSchema = z.object({
  averageRating: z.number(),
  totalRatings: z.number(),
  totalSessionsConducted: z.number(),
  leaderboardPoints: z.number(),
  totalHelpfulVotes: z.number(),
  badges: z.array(z.string()),
  level: z.enum(LEVELS),
  rank: z.number().nullable(),
  streak: z.object({ current: z.number(), longest: z.number() }),
  contributions: contributionsSchema,
  badgeProgress: z.array(badgeProgressSchema),
  recentFeedback: z.array(
    z.object({
      _id: z.string(),
      rating: z.number(),
      comment: z.string().nullable(),
      workshopTitle: z.string(),
      studentName: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type Achievements = z.infer<typeof achievementsSchema>;
export const achievementsResponseSchema = dataResponseSchema(achievementsSchema);
export type AchievementsResponse = z.infer<typeof achievementsResponseSchema>;

export const LEADERBOARD_MESSAGES = {
  loadFailed: 'Failed to load leaderboard. Please try again later.',
  achievementsFailed: 'Failed to fetch achievements',
  alumniOnly: 'Only alumni are ranked on the leaderboard',
} as const;
