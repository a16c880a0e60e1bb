import { LEADERBOARD_LIMITS, type PointsHistoryItem } from '@mentorbridge/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { leaderboardKeys } from '../leaderboard-query-keys';

export interface PointsHistoryPage {
  items: PointsHistoryItem[];
  total: number;
}

export async function getPointsHistory(
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<PointsHistoryPage> {
  const { data, headers } = await apiRequest<PointsHistoryItem[]>(
    `/api/leaderboard/me/history?page=${page}&limit=${limit}`,
    { signal },
  );
  const items = Array.isArray(data) ? data : [];
  const total = Number(headers.get('X-Total-Count'));
  return { items, total: Number.isFinite(total) && total >= items.length ? total : items.length };
}

export function usePointsHistory(page: number, limit: number = LEADERBOARD_LIMITS.historyPageSize) {
  return useQuery({
    queryKey: leaderboardKeys.history(page, limit),
    queryFn: ({ signal }) => getPointsHistory(page, limit, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
