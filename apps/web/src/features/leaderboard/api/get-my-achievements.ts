import type { Achievements, AchievementsResponse } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { leaderboardKeys } from '../leaderboard-query-keys';

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
