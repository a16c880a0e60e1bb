import type { UserStats, userStatsResponseSchema } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from '../admin-query-keys';
import { USERS_API } from './admin-api';

export async function getUserStats(signal?: AbortSignal): Promise<UserStats> {
  const body = await apiFetch<z.infer<typeof userStatsResponseSchema>>(`${USERS_API}/stats`, { signal });
  return body.data;
}

export function useUserStats() {
  return useQuery({ queryKey: adminKeys.userStats, queryFn: ({ signal }) => getUserStats(signal) });
}
