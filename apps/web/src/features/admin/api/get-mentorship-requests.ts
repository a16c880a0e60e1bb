import type { AdminRequest } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../admin-query-keys';
import { totalOf } from './admin-api';

/** How many of the newest requests the overview lists. */
export const OVERVIEW_LATEST = 5;

export interface LatestRequests {
  requests: AdminRequest[];
  total: number;
}

/** GET /api/mentorship-requests (admin: every request, newest first; total in X-Total-Count). */
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
