import type { LeaderboardEntry } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from '../admin-query-keys';

/** The admin dashboard's leaderboard load (part 2 section 7: limit 100). */
export const ADMIN_LEADERBOARD_LIMIT = 100;

/** GET /api/leaderboard?limit=100: the ranked contributors, best first. */
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
