import type { RecommendationAnalytics, recommendationAnalyticsResponseSchema } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from '../admin-query-keys';
import { ADMIN_API } from './admin-api';

/** Under `adminKeys.all`, so every admin act reads it again. */
export const recommendationAnalyticsKey = [...adminKeys.all, 'analytics', 'recommendations'] as const;

export async function getRecommendationAnalytics(signal?: AbortSignal): Promise<RecommendationAnalytics> {
  const body = await apiFetch<z.infer<typeof recommendationAnalyticsResponseSchema>>(
    `${ADMIN_API}/analytics/recommendations`,
    { signal },
  );
  return body.data;
}

export function useRecommendationAnalytics() {
  return useQuery({
    queryKey: recommendationAnalyticsKey,
    queryFn: ({ signal }) => getRecommendationAnalytics(signal),
  });
}
