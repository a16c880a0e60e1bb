import type { VerifyResourceInput } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { resourceKeys } from '../resources-query-keys';
import { RESOURCES_API, type ResourceSavedResponse } from './resources-api';

/** `isVerified: false` unpublishes, or refuses when a reason goes with it. */
export function verifyResource({ id, body }: { id: string; body: VerifyResourceInput }) {
  return apiFetch<ResourceSavedResponse>(`${RESOURCES_API}/admin/${encodeURIComponent(id)}/verify`, {
    method: 'PUT',
    body,
  });
}

export function useVerifyResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyResource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all }),
  });
}
