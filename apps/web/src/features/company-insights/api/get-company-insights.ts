import type { insightListResponseSchema } from '@mentorbridge/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { type InsightListParams, toInsightQuery } from '../insight-list-params';
import { insightKeys } from '../insights-query-keys';
import { INSIGHTS_API, type InsightPage } from './insights-api';

export async function getCompanyInsights(
  params: InsightListParams,
  signal?: AbortSignal,
): Promise<InsightPage> {
  const { data, headers } = await apiRequest<z.infer<typeof insightListResponseSchema>>(
    `${INSIGHTS_API}?${toInsightQuery(params)}`,
    { signal },
  );
  const insights = Array.isArray(data) ? data : [];
  const total = Number(headers.get('X-Total-Count'));
  return { insights, total: Number.isFinite(total) && total >= insights.length ? total : insights.length };
}

export function useCompanyInsights(params: InsightListParams) {
  return useQuery({
    queryKey: insightKeys.list(params),
    queryFn: ({ signal }) => getCompanyInsights(params, signal),
    placeholderData: keepPreviousData,
  });
}
