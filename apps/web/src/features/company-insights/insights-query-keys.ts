import type { InsightListParams } from './insight-list-params';

/** Query keys of the company-insights feature, all under 'company-insights'. */
export const insightKeys = {
  all: ['company-insights'] as const,
  /** Every page of every search, filter and sort. */
  lists: ['company-insights', 'list'] as const,
  list: (params: InsightListParams) => ['company-insights', 'list', params] as const,
  details: ['company-insights', 'detail'] as const,
  detail: (id: string) => ['company-insights', 'detail', id] as const,
};
