import type { AdminRequest } from '@mentorbridge/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type AdminRequestsParams, mentorshipKeys } from '../mentorship-query-keys';

export interface AdminRequestsPage {
  items: AdminRequest[];
  total: number;
}

export async function getAdminRequests(
  params: AdminRequestsParams,
  signal?: AbortSignal,
): Promise<AdminRequestsPage> {
  const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  if (params.status) query.set('status', params.status);
  if (params.q) query.set('q', params.q);
  const { data, headers } = await apiRequest<AdminRequest[]>(`/api/mentorship-requests?${query}`, { signal });
  const total = Number(headers.get('X-Total-Count') ?? Number.NaN);
  return { items: data, total: Number.isInteger(total) && total >= 0 ? total : data.length };
}

export function useAdminRequests(params: AdminRequestsParams) {
  return useQuery({
    queryKey: mentorshipKeys.adminList(params),
    queryFn: ({ signal }) => getAdminRequests(params, signal),
    placeholderData: keepPreviousData,
  });
}
