import type { SessionAnalytics, sessionAnalyticsResponseSchema } from '@mentorbridge/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import type { AnalyticsRange } from '../admin-params';
import { adminKeys } from '../admin-query-keys';
import { ADMIN_API } from './admin-api';

export async function getSessionAnalytics(
  range: AnalyticsRange,
  signal?: AbortSignal,
): Promise<SessionAnalytics> {
  const query = new URLSearchParams();
  if (range.from) query.set('from', range.from);
  if (range.to) query.set('to', range.to);
  const suffix = query.size > 0 ? `?${query}` : '';
  const body = await apiFetch<z.infer<typeof sessionAnalyticsResponseSchema>>(
    `${ADMIN_API}/analytics/sessions${suffix}`,
    { signal },
  );
  return body.data;
}

export function useSessionAnalytics(range: AnalyticsRange) {
  return useQuery({
    queryKey: adminKeys.sessionAnalytics(range),
    queryFn: ({ signal }) => getSessionAnalytics(range, signal),
    placeholderData: keepPreviousData,
  });
}
