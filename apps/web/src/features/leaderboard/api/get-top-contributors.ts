import { LEADERBOARD_LIMITS, type LeaderboardEntry } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { leaderboardKeys } from '../leaderboard-query-keys';

export function getTopContributors(limit: number, signal?: AbortSignal): Promise<LeaderboardEntry[]> {
  return apiFetch<LeaderboardEntry[]>(`/api/leaderboard/top-contributors?limit=${limit}`, { signal });
}

export function useTopContributors(limit: number = LEADERBOARD_LIMITS.defaultTopContributors) {
  return useQuery({
    queryKey: leaderboardKeys.topContributors(limit),
    queryFn: ({ signal }) => getTopContributors(limit, signal),
    staleTime: 0,
  });
}
