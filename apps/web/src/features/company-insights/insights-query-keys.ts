import type { InsightListParams } from './insight-list-params';

export const insightKeys = {
  all: ['company-insights'] as const,
  lists: ['company-insights', 'list'] as const,
  list: (params: InsightListParams) => ['company-insights', 'list', params] as const,
  details: ['company-insights', 'detail'] as const,
  detail: (id: string) => ['company-insights', 'detail', id] as const,
};
