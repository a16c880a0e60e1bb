import type { AdminUserListResponse } from '@mentorbridge/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toUserQuery, type UserListParams } from '../admin-params';
import { adminKeys } from '../admin-query-keys';
import { totalOf, USERS_API } from './admin-api';

/** GET /api/users?q=&role=&status=&sort=&page=&limit= (admin): one page of the user table. */
export async function getAdminUsers(
  params: UserListParams,
  signal?: AbortSignal,
): Promise<AdminUserListResponse> {
  const result = await apiRequest<AdminUserListResponse>(`${USERS_API}?${toUserQuery(params)}`, { signal });
  const data = Array.isArray(result.data?.data) ? result.data.data : [];
  const total = totalOf(result, result.data?.total ?? data.length);
  return { ...result.data, data, total, totalPages: result.data?.totalPages ?? 1 };
}

export function useAdminUsers(params: UserListParams) {
  return useQuery({
    queryKey: adminKeys.userList(params),
    queryFn: ({ signal }) => getAdminUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}
