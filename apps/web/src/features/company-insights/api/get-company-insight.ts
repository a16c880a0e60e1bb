import type { CompanyInsight } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { insightKeys } from '../insights-query-keys';
import { insightPath } from './insights-api';

export function getCompanyInsight(id: string, signal?: AbortSignal): Promise<CompanyInsight> {
  return apiFetch<CompanyInsight>(insightPath(id), { signal });
}

interface Options {
  /** The list's copy, which has no ratings but the caller's own. */
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
