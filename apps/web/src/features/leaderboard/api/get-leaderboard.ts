import {
  LEADERBOARD_LIMITS,
  type LeaderboardEntry,
  type LeaderboardPeriod,
  type LeaderboardQuery,
  type Level,
} from '@mentorbridge/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { leaderboardKeys } from '../leaderboard-query-keys';

export const RANK_LOOKUP_LIMIT = LEADERBOARD_LIMITS.maxLimit;

export interface LeaderboardRequest {
  limit?: number;
  period?: LeaderboardPeriod;
  level?: Level;
}

function toQuery({ limit, period, level }: LeaderboardRequest): LeaderboardQuery {
  return {
    limit: limit ?? LEADERBOARD_LIMITS.defaultLimit,
    period: period ?? 'all-time',
    ...(level ? { level } : {}),
  };
}

/** A level renumbers the ranks within it. */
export function getLeaderboard(
  request: LeaderboardRequest,
  signal?: AbortSignal,
): Promise<LeaderboardEntry[]> {
  const query = toQuery(request);
  const search = new URLSearchParams({ limit: String(query.limit), period: query.period });
  if (query.level) search.set('level', query.level);
  return apiFetch<LeaderboardEntry[]>(`/api/leaderboard?${search}`, { signal });
}

/** The previous ranking stays on screen while another period or level loads. */
export function useLeaderboard(request: LeaderboardRequest) {
  const query = toQuery(request);
  return useQuery({
    queryKey: leaderboardKeys.ranking(query),
    queryFn: ({ signal }) => getLeaderboard(query, signal),
    placeholderData: keepPreviousData,
    // Points move whenever anyone contributes: a visit always asks again, showing the last answer meanwhile.
    staleTime: 0,
  });
}

/** Every caller shares the one `limit=1000` call; a failure is ignored (the badge simply does not show). */
export function useRankedEntry(userId: string) {
  const query = toQuery({ limit: RANK_LOOKUP_LIMIT });
  return useQuery({
    queryKey: leaderboardKeys.ranking(query),
    queryFn: ({ signal }) => getLeaderboard(query, signal),
    select: (entries) => entries.find((entry) => entry.user._id === userId),
    retry: false,
  });
}
