import type { InsightFormBody } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { insightKeys } from '../insights-query-keys';
import type { InsightSavedResponse } from './create-company-insight';
import { insightPath } from './insights-api';

export function updateCompanyInsight({ id, body }: { id: string; body: InsightFormBody }) {
  return apiFetch<InsightSavedResponse>(insightPath(id), { method: 'PUT', body });
}

export function useUpdateCompanyInsight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyInsight,
    onSuccess: (result) => {
      queryClient.setQueryData(insightKeys.detail(result.data._id), result.data);
      return queryClient.invalidateQueries({ queryKey: insightKeys.lists });
    },
  });
}
