import type { AdminUser, userStatusResponseSchema } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from '../admin-query-keys';
import { userPath } from './admin-api';
import type { AdminUserPage } from './get-users';

export type UserStatusResponse = z.infer<typeof userStatusResponseSchema>;

export interface UpdateUserStatusInput {
  id: string;
  isActive: boolean;
  reason?: string;
}

export function updateUserStatus({ id, isActive, reason }: UpdateUserStatusInput) {
  return apiFetch<UserStatusResponse>(userPath(id, '/status'), {
    method: 'PUT',
    body: reason ? { isActive, reason } : { isActive },
  });
}

/** The row updates locally rather than refetching every page. */
function replaceCachedUser(queryClient: ReturnType<typeof useQueryClient>, user: AdminUser) {
  queryClient.setQueriesData<AdminUserPage>({ queryKey: adminKeys.users }, (page) =>
    page && Array.isArray(page.rows)
      ? { ...page, rows: page.rows.map((row) => (row._id === user._id ? user : row)) }
      : page,
  );
}

export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSuccess: (response) => {
      if (response?.data?._id) replaceCachedUser(queryClient, response.data);
      // A status filter may no longer match the row.
      void queryClient.invalidateQueries({ queryKey: adminKeys.userStats });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}
