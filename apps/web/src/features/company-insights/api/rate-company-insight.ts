import type { RateInsightInput } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { insightKeys } from '../insights-query-keys';
import type { InsightSavedResponse } from './create-company-insight';
import { insightPath, replaceCachedInsight } from './insights-api';

/** POST /api/company-insights/{id}/rate {rating, comment}: one rating per user; the answer is the insight. */
export function rateCompanyInsight({ id, body }: { id: string; body: RateInsightInput }) {
  return apiFetch<InsightSavedResponse>(insightPath(id, '/rate'), { method: 'POST', body });
}

export function useRateCompanyInsight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateCompanyInsight,
    onSuccess: (result) => {
      replaceCachedInsight(queryClient, result.data);
      // The card keeps its place; another sort by rating or reviews loads afresh when it is next shown.
      return queryClient.invalidateQueries({ queryKey: insightKeys.lists, refetchType: 'none' });
    },
  });
}
