import type { PlacementResourcesResponse } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from '../admin-query-keys';

/** GET /api/placement-resources (admin): the newest resources of every status and the platform's counts. */
export function getPlacementResources(signal?: AbortSignal) {
  return apiFetch<PlacementResourcesResponse>('/api/placement-resources', { signal });
}

export function usePlacementResources() {
  return useQuery({
    queryKey: adminKeys.overview('resources'),
    queryFn: ({ signal }) => getPlacementResources(signal),
    // Publishing happens on /admin/resources, whose mutations do not know this key: coming back refetches.
    staleTime: 0,
  });
}
