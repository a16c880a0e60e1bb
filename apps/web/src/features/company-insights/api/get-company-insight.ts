import type { CompanyInsight, insightResponseSchema } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { insightKeys } from '../insights-query-keys';
import { insightPath } from './insights-api';

/** GET /api/company-insights/{id}: one insight with its newest ratings. */
export async function getCompanyInsight(id: string, signal?: AbortSignal): Promise<CompanyInsight> {
  const body = await apiFetch<z.infer<typeof insightResponseSchema>>(insightPath(id), { signal });
  return body.data;
}

interface Options {
  /** Shown while the full record loads (the list's copy, which has no ratings). */
  placeholder?: CompanyInsight;
  enabled?: boolean;
}

export function useCompanyInsight(id: string, { placeholder, enabled = true }: Options = {}) {
  return useQuery({
    queryKey: insightKeys.detail(id),
    queryFn: ({ signal }) => getCompanyInsight(id, signal),
    placeholderData: placeholder,
    enabled,
  });
}
