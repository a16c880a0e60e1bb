import type { SuccessResponse } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { resourceKeys } from '../resources-query-keys';
import { resourcePath } from './resources-api';

export function deleteResource(id: string) {
  return apiFetch<SuccessResponse>(resourcePath(id), { method: 'DELETE' });
}

export function useDeleteResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all }),
  });
}
