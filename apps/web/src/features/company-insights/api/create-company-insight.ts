import type { InsightFormBody, insightSavedResponseSchema } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { insightKeys } from '../insights-query-keys';
import { INSIGHTS_API } from './insights-api';

export type InsightSavedResponse = z.infer<typeof insightSavedResponseSchema>;

export interface CreateInsightVariables {
  body: InsightFormBody;
  /** One per form body, so a doubled or retried submit creates one insight. */
  idempotencyKey?: string;
}

export function createCompanyInsight({ body, idempotencyKey }: CreateInsightVariables) {
  return apiFetch<InsightSavedResponse>(INSIGHTS_API, { method: 'POST', body, idempotencyKey });
}

export function useCreateCompanyInsight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompanyInsight,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: insightKeys.lists }),
  });
}
