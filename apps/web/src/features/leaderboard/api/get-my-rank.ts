import type { LeaderboardEntry, LeaderboardPeriod } from '@mentorbridge/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { leaderboardKeys } from '../leaderboard-query-keys';

export function getMyRank(period: LeaderboardPeriod, signal?: AbortSignal): Promise<LeaderboardEntry> {
  return apiFetch<LeaderboardEntry>(`/api/leaderboard/me?period=${encodeURIComponent(period)}`, { signal });
}

/** `isEnabled` is false for students and admins, who are not ranked. */
export function useMyRank(period: LeaderboardPeriod, isEnabled: boolean) {
  return useQuery({
    queryKey: leaderboardKeys.me(period),
    queryFn: ({ signal }) => getMyRank(period, signal),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
