import type { Achievements, AchievementsResponse } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { leaderboardKeys } from '../leaderboard-query-keys';

/**
 * GET /api/alumni-features/my-achievements: the alumni's stats, badges, level, rank, streak, badge progress
 * and the last 5 feedback items.
 */
export async function getMyAchievements(signal?: AbortSignal): Promise<Achievements> {
  return (await apiFetch<AchievementsResponse>('/api/alumni-features/my-achievements', { signal })).data;
}

export function useMyAchievements() {
  return useQuery({
    queryKey: leaderboardKeys.achievements,
    queryFn: ({ signal }) => getMyAchievements(signal),
    staleTime: 0,
  });
}
