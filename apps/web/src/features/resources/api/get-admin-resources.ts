import type { resourceListResponseSchema } from '@mentorbridge/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { type ResourceListParams, toResourceQuery } from '../resource-list-params';
import { resourceKeys } from '../resources-query-keys';
import { RESOURCES_API, type ResourcePage, readResourcePage } from './resources-api';

export async function getAdminResources(
  params: ResourceListParams,
  signal?: AbortSignal,
): Promise<ResourcePage> {
  const result = await apiRequest<z.infer<typeof resourceListResponseSchema>>(
    `${RESOURCES_API}/admin/all?${toResourceQuery(params)}`,
    { signal },
  );
  return readResourcePage(result);
}

export function useAdminResources(params: ResourceListParams) {
  return useQuery({
    queryKey: resourceKeys.adminList(params),
    queryFn: ({ signal }) => getAdminResources(params, signal),
    placeholderData: keepPreviousData,
  });
}
