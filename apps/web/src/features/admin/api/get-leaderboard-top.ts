import type { LeaderboardEntry } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from '../admin-query-keys';

export const ADMIN_LEADERBOARD_LIMIT = 100;

export async function getLeaderboardTop(signal?: AbortSignal): Promise<LeaderboardEntry[]> {
  const body = await apiFetch<LeaderboardEntry[]>(`/api/leaderboard?limit=${ADMIN_LEADERBOARD_LIMIT}`, {
    signal,
  });
  return Array.isArray(body) ? body : [];
}

export function useLeaderboardTop() {
  return useQuery({
    queryKey: adminKeys.overview('leaderboard'),
    queryFn: ({ signal }) => getLeaderboardTop(signal),
  });
}
