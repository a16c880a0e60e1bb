import type { ResourceStats, resourceStatsResponseSchema } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from '../admin-query-keys';

/** The platform's resources by status: an admin's stats count every uploader's. */
export async function getResourceCounts(signal?: AbortSignal): Promise<ResourceStats> {
  const body = await apiFetch<z.infer<typeof resourceStatsResponseSchema>>('/api/resources/stats', {
    signal,
  });
  return body.data;
}

export function useResourceCounts() {
  return useQuery({
    queryKey: adminKeys.overview('resourceCounts'),
    queryFn: ({ signal }) => getResourceCounts(signal),
    // Publishing happens on /admin/resources, whose mutations do not know this key: coming back refetches.
    staleTime: 0,
  });
}
