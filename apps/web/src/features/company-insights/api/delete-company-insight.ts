import type { SuccessResponse } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { insightKeys } from '../insights-query-keys';
import { insightPath, removeCachedInsight } from './insights-api';

export function deleteCompanyInsight(id: string) {
  return apiFetch<SuccessResponse>(insightPath(id), { method: 'DELETE' });
}

export function useDeleteCompanyInsight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompanyInsight,
    onSuccess: (_result, id) => {
      // Gone from the page at once; the reload then corrects the total.
      removeCachedInsight(queryClient, id);
      return queryClient.invalidateQueries({ queryKey: insightKeys.lists });
    },
  });
}
