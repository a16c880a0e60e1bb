import type { AdminRequest } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../admin-query-keys';
import { totalOf } from './admin-api';

export const OVERVIEW_LATEST = 5;

export interface LatestRequests {
  requests: AdminRequest[];
  total: number;
}

export async function getMentorshipRequests(signal?: AbortSignal): Promise<LatestRequests> {
  const result = await apiRequest<AdminRequest[]>(
    `/api/mentorship-requests?page=1&limit=${OVERVIEW_LATEST}`,
    {
      signal,
    },
  );
  const requests = Array.isArray(result.data) ? result.data : [];
  return { requests, total: totalOf(result, requests.length) };
}

export function useMentorshipRequests() {
  return useQuery({
    queryKey: adminKeys.overview('mentorship'),
    queryFn: ({ signal }) => getMentorshipRequests(signal),
  });
}
