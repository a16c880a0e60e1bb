import type { adminReportsResponseSchema } from '@mentorbridge/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { type ReportListParams, toReportQuery } from '../admin-params';
import { adminKeys } from '../admin-query-keys';
import { ADMIN_API, totalOf } from './admin-api';

export type ReportsPage = z.infer<typeof adminReportsResponseSchema>;

export async function getReports(params: ReportListParams, signal?: AbortSignal): Promise<ReportsPage> {
  const result = await apiRequest<ReportsPage>(`${ADMIN_API}/reports?${toReportQuery(params)}`, { signal });
  const data = Array.isArray(result.data?.data) ? result.data.data : [];
  return {
    success: true,
    data,
    total: totalOf(result, result.data?.total ?? data.length),
    openCounts: result.data?.openCounts ?? {},
  };
}

export function useReports(params: ReportListParams) {
  return useQuery({
    queryKey: adminKeys.reportList(params),
    queryFn: ({ signal }) => getReports(params, signal),
    placeholderData: keepPreviousData,
  });
}
