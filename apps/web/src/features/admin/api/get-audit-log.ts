import { ADMIN_LIMITS, type AuditEntryView, type auditLogResponseSchema } from '@mentorbridge/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { type AuditListParams, toAuditQuery } from '../admin-params';
import { adminKeys } from '../admin-query-keys';
import { ADMIN_API, totalOf } from './admin-api';

export interface AuditPage {
  entries: AuditEntryView[];
  total: number;
}

export async function getAuditLog(
  params: AuditListParams,
  limit: number,
  signal?: AbortSignal,
): Promise<AuditPage> {
  const result = await apiRequest<z.infer<typeof auditLogResponseSchema>>(
    `${ADMIN_API}/audit-log?${toAuditQuery(params, limit)}`,
    { signal },
  );
  const entries = Array.isArray(result.data?.data) ? result.data.data : [];
  return { entries, total: totalOf(result, result.data?.total ?? entries.length) };
}

export function useAuditLog(params: AuditListParams, limit: number = ADMIN_LIMITS.auditPageSize) {
  return useQuery({
    queryKey: adminKeys.auditPage(params, limit),
    queryFn: ({ signal }) => getAuditLog(params, limit, signal),
    placeholderData: keepPreviousData,
  });
}

export const useRecentActivity = () => useAuditLog({ action: '', page: 1 }, ADMIN_LIMITS.recentActivity);
