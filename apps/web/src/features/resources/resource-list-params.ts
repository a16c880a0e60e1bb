import { RESOURCE_LIMITS, RESOURCE_SORTS, type ResourceStatus } from '@mentorbridge/shared';

export type ResourceSort = (typeof RESOURCE_SORTS)[number];

export interface ResourceListParams {
  q: string;
  category: string;
  status: ResourceStatus | '';
  sort: ResourceSort;
  page: number;
}

export const RESOURCE_PAGE_SIZE = RESOURCE_LIMITS.defaultPageSize;

export const DEFAULT_RESOURCE_PARAMS: ResourceListParams = {
  q: '',
  category: '',
  status: '',
  sort: 'recent',
  page: 1,
};

export const SORT_LABELS: Record<ResourceSort, string> = {
  recent: 'Most recent',
  downloads: 'Most downloaded',
  rating: 'Highest rated',
  title: 'Title (A-Z)',
};

export const SORT_OPTIONS = RESOURCE_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

export function toResourceQuery(params: ResourceListParams, limit = RESOURCE_PAGE_SIZE): URLSearchParams {
  const query = new URLSearchParams();
  if (params.q.trim()) query.set('q', params.q.trim());
  if (params.category) query.set('category', params.category);
  if (params.status) query.set('status', params.status);
  query.set('sort', params.sort);
  query.set('page', String(params.page));
  query.set('limit', String(limit));
  return query;
}

export const hasActiveFilters = (params: ResourceListParams) => Boolean(params.q.trim() || params.category);

export const pageCountOf = (total: number, limit = RESOURCE_PAGE_SIZE) =>
  Math.max(1, Math.ceil(total / limit));

/** Below it the rows become cards: no sideways scroll at 375 px. */
export const TABLE_MEDIA_QUERY = '(min-width: 1024px)';
