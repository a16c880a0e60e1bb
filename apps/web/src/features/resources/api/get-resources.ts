import type { resourceListResponseSchema } from '@mentorbridge/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { type ResourceListParams, toResourceQuery } from '../resource-list-params';
import { resourceKeys } from '../resources-query-keys';
import { RESOURCES_API, type ResourcePage, readResourcePage } from './resources-api';

/** Students get the published ones, alumni their own in every status, admins all. */
export async function getResources(params: ResourceListParams, signal?: AbortSignal): Promise<ResourcePage> {
  const result = await apiRequest<z.infer<typeof resourceListResponseSchema>>(
    `${RESOURCES_API}?${toResourceQuery(params)}`,
    { signal },
  );
  return readResourcePage(result);
}

/** The previous page stays on screen while the next search or page loads. */
export function useResources(params: ResourceListParams) {
  return useQuery({
    queryKey: resourceKeys.list(params),
    queryFn: ({ signal }) => getResources(params, signal),
    placeholderData: keepPreviousData,
  });
}
