import type { Analytics, analyticsResponseSchema } from '@mentorbridge/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import type { AnalyticsRange } from '../admin-params';
import { adminKeys } from '../admin-query-keys';
import { ADMIN_API } from './admin-api';

export async function getAnalytics(range: AnalyticsRange, signal?: AbortSignal): Promise<Analytics> {
  const query = new URLSearchParams();
  if (range.from) query.set('from', range.from);
  if (range.to) query.set('to', range.to);
  const suffix = query.size > 0 ? `?${query}` : '';
  const body = await apiFetch<z.infer<typeof analyticsResponseSchema>>(`${ADMIN_API}/analytics${suffix}`, {
    signal,
  });
  return body.data;
}

export function useAnalytics(range: AnalyticsRange) {
  return useQuery({
    queryKey: adminKeys.analytics(range),
    queryFn: ({ signal }) => getAnalytics(range, signal),
    placeholderData: keepPreviousData,
  });
}
