import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from '../admin-query-keys';
import { type AdminActResponse, userPath } from './admin-api';

/** DELETE /api/users/{id} (admin): 'User deleted successfully'. */
export function deleteUser(id: string) {
  return apiFetch<AdminActResponse>(userPath(id), { method: 'DELETE' });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    // The table, the counts, the reports of their content and the audit log all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
