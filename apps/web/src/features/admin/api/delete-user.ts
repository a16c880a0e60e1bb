import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from '../admin-query-keys';
import { type AdminActResponse, userPath } from './admin-api';

export function deleteUser(id: string) {
  return apiFetch<AdminActResponse>(userPath(id), { method: 'DELETE' });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
