import type { AdminUser, AdminUserListResponse } from '@mentorbridge/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toUserQuery, type UserListParams } from '../admin-params';
import { adminKeys } from '../admin-query-keys';
import { totalOf, USERS_API } from './admin-api';

/** One page of the user table: the answer's array and its `X-Total-Count`. */
export interface AdminUserPage {
  rows: AdminUser[];
  total: number;
}

export async function getAdminUsers(params: UserListParams, signal?: AbortSignal): Promise<AdminUserPage> {
  const result = await apiRequest<AdminUserListResponse>(`${USERS_API}?${toUserQuery(params)}`, { signal });
  const rows = Array.isArray(result.data) ? result.data : [];
  return { rows, total: totalOf(result, rows.length) };
}

export function useAdminUsers(params: UserListParams) {
  return useQuery({
    queryKey: adminKeys.userList(params),
    queryFn: ({ signal }) => getAdminUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}
