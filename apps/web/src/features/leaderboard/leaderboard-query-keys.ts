import type { LeaderboardPeriod, LeaderboardQuery } from '@mentorbridge/shared';

export const leaderboardKeys = {
  all: ['leaderboard'] as const,
  ranking: (query: LeaderboardQuery) =>
    ['leaderboard', 'ranking', query.limit, query.period, query.level ?? 'all'] as const,
  me: (period: LeaderboardPeriod) => ['leaderboard', 'me', period] as const,
  topContributors: (limit: number) => ['leaderboard', 'top-contributors', limit] as const,
  history: (page: number, limit: number) => ['leaderboard', 'history', page, limit] as const,
  achievements: ['leaderboard', 'achievements'] as const,
};
