import type { insightListResponseSchema } from '@mentorbridge/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { type InsightListParams, toInsightQuery } from '../insight-list-params';
import { insightKeys } from '../insights-query-keys';
import { INSIGHTS_API, type InsightPage } from './insights-api';

/** GET /api/company-insights?q=&industry=&size=&sort=&page=&limit= (the total is in X-Total-Count). */
export async function getCompanyInsights(
  params: InsightListParams,
  signal?: AbortSignal,
): Promise<InsightPage> {
  const { data, headers } = await apiRequest<z.infer<typeof insightListResponseSchema>>(
    `${INSIGHTS_API}?${toInsightQuery(params)}`,
    { signal },
  );
  const insights = Array.isArray(data?.data) ? data.data : [];
  const total = Number(headers.get('X-Total-Count'));
  return { insights, total: Number.isFinite(total) && total >= insights.length ? total : insights.length };
}

/** A page of insights; the previous page stays on screen while the next search or page loads. */
export function useCompanyInsights(params: InsightListParams) {
  return useQuery({
    queryKey: insightKeys.list(params),
    queryFn: ({ signal }) => getCompanyInsights(params, signal),
    placeholderData: keepPreviousData,
  });
}
