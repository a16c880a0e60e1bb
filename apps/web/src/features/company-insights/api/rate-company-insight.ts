import type { CompanyInsight, RateInsightInput } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { insightKeys } from '../insights-query-keys';
import { insightPath, replaceCachedInsight } from './insights-api';

/** One rating per user; the answer is the insight itself. */
export function rateCompanyInsight({ id, body }: { id: string; body: RateInsightInput }) {
  return apiFetch<CompanyInsight>(insightPath(id, '/rate'), { method: 'POST', body });
}

export function useRateCompanyInsight() {
  const queryClient = useQueryClient();
  const userId = useSession()?._id;
  return useMutation({
    mutationFn: rateCompanyInsight,
    onSuccess: (insight) => {
      replaceCachedInsight(queryClient, insight, userId);
      // The card keeps its place; a sort by rating or reviews reloads when next shown.
      return queryClient.invalidateQueries({ queryKey: insightKeys.lists, refetchType: 'none' });
    },
  });
}
