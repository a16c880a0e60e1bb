import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { resourceKeys } from '../resources-query-keys';
import { type ResourceSavedResponse, replaceCachedResource, resourcePath } from './resources-api';

/** One per user: a new one replaces it. */
export function rateResource({ id, rating }: { id: string; rating: number }) {
  return apiFetch<ResourceSavedResponse>(resourcePath(id, '/rate'), { method: 'POST', body: { rating } });
}

export function useRateResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateResource,
    onSuccess: (result) => {
      if (result?.data) replaceCachedResource(queryClient, result.data);
      // The card keeps its place; a list sorted by rating loads afresh when next shown.
      return queryClient.invalidateQueries({ queryKey: resourceKeys.lists, refetchType: 'none' });
    },
  });
}
