import type { ResourceStats, resourceStatsResponseSchema } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { resourceKeys } from '../resources-query-keys';
import { RESOURCES_API } from './resources-api';

export async function getResourceStats(signal?: AbortSignal): Promise<ResourceStats> {
  const body = await apiFetch<z.infer<typeof resourceStatsResponseSchema>>(`${RESOURCES_API}/stats`, {
    signal,
  });
  return body.data;
}

export function useResourceStats() {
  return useQuery({ queryKey: resourceKeys.stats, queryFn: ({ signal }) => getResourceStats(signal) });
}
