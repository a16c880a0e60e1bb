import type { LeaderboardPeriod, LeaderboardQuery } from '@mentorbridge/shared';

/** Query keys of the leaderboard feature, all under 'leaderboard' so they never clash with another feature's. */
export const leaderboardKeys = {
  all: ['leaderboard'] as const,
  /** One ranking: a limit, a period and an optional level. */
  ranking: (query: LeaderboardQuery) =>
    ['leaderboard', 'ranking', query.limit, query.period, query.level ?? 'all'] as const,
  me: (period: LeaderboardPeriod) => ['leaderboard', 'me', period] as const,
  topContributors: (limit: number) => ['leaderboard', 'top-contributors', limit] as const,
  history: (page: number, limit: number) => ['leaderboard', 'history', page, limit] as const,
  achievements: ['leaderboard', 'achievements'] as const,
};
