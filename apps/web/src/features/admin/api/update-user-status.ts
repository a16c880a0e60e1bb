import type { AdminUser, AdminUserListResponse, userStatusResponseSchema } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from '../admin-query-keys';
import { userPath } from './admin-api';

export type UserStatusResponse = z.infer<typeof userStatusResponseSchema>;

export interface UpdateUserStatusInput {
  id: string;
  isActive: boolean;
  reason?: string;
}

/** PUT /api/users/{id}/status {isActive, reason?} (admin; server-rules "Admin"). */
export function updateUserStatus({ id, isActive, reason }: UpdateUserStatusInput) {
  return apiFetch<UserStatusResponse>(userPath(id, '/status'), {
    method: 'PUT',
    body: reason ? { isActive, reason } : { isActive },
  });
}

/** Puts the server's row in every cached page of the user table (part 2 section 4: the row updates locally). */
function replaceCachedUser(queryClient: ReturnType<typeof useQueryClient>, user: AdminUser) {
  queryClient.setQueriesData<AdminUserListResponse>({ queryKey: adminKeys.users }, (page) =>
    page && Array.isArray(page.data)
      ? { ...page, data: page.data.map((row) => (row._id === user._id ? user : row)) }
      : page,
  );
}

export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSuccess: (response) => {
      if (response?.data?._id) replaceCachedUser(queryClient, response.data);
      // The counts and the audit log changed; a status filter may now exclude the row.
      void queryClient.invalidateQueries({ queryKey: adminKeys.userStats });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}
