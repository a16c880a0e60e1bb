import { type PlacementResourcesResponse, RESOURCE_LIMITS } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from '../admin-query-keys';

/** The newest resources of every status; the counts by status are `getResourceCounts`. */
export function getPlacementResources(signal?: AbortSignal) {
  return apiFetch<PlacementResourcesResponse>(
    `/api/placement-resources?limit=${RESOURCE_LIMITS.dashboardLatest}`,
    { signal },
  );
}

export function usePlacementResources() {
  return useQuery({
    queryKey: adminKeys.overview('resources'),
    queryFn: ({ signal }) => getPlacementResources(signal),
    // Publishing happens on /admin/resources, whose mutations do not know this key: coming back refetches.
    staleTime: 0,
  });
}
