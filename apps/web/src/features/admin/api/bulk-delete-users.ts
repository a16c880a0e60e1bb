import type { bulkDeleteUsersResponseSchema } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from '../admin-query-keys';
import { USERS_API } from './admin-api';

/** All or nothing, in one transaction. */
export function bulkDeleteUsers(ids: string[]) {
  return apiFetch<z.infer<typeof bulkDeleteUsersResponseSchema>>(`${USERS_API}/bulk-delete`, {
    method: 'POST',
    body: { ids },
  });
}

export function useBulkDeleteUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkDeleteUsers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
