import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { resourceKeys } from '../resources-query-keys';
import { type ResourceEditBody, type ResourceSavedResponse, resourcePath } from './resources-api';

export function updateResource({ id, body }: { id: string; body: ResourceEditBody }) {
  return apiFetch<ResourceSavedResponse>(resourcePath(id), { method: 'PUT', body });
}

export function useUpdateResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateResource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all }),
  });
}
