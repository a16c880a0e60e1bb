import {
  COMPANY_SIZES,
  INDUSTRIES,
  INSIGHT_LIMITS,
  INSIGHT_SORTS,
  type InsightSort,
} from '@mentorbridge/shared';

export interface InsightListParams {
  q: string;
  industry: string;
  size: string;
  sort: InsightSort;
  page: number;
}

export const INSIGHT_PAGE_SIZE = INSIGHT_LIMITS.defaultPageSize;

export const DEFAULT_LIST_PARAMS: InsightListParams = {
  q: '',
  industry: '',
  size: '',
  sort: 'recent',
  page: 1,
};

export const SORT_LABELS: Record<InsightSort, string> = {
  recent: 'Most recent',
  rating: 'Highest rated',
  reviews: 'Most reviewed',
  salary: 'Highest salary',
};

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  list.includes(value as T) ? (value as T) : '';

/** Unknown values (an edited address) fall back to the defaults. */
export function readListParams(search: URLSearchParams): InsightListParams {
  const page = Number(search.get('page'));
  return {
    q: (search.get('q') ?? '').slice(0, INSIGHT_LIMITS.searchMax),
    industry: oneOf(INDUSTRIES, search.get('industry')),
    size: oneOf(COMPANY_SIZES, search.get('size')),
    sort: oneOf(INSIGHT_SORTS, search.get('sort')) || 'recent',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function writeListParams(params: InsightListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q.trim()) search.set('q', params.q.trim());
  if (params.industry) search.set('industry', params.industry);
  if (params.size) search.set('size', params.size);
  if (params.sort !== 'recent') search.set('sort', params.sort);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

export function toInsightQuery(params: InsightListParams, limit = INSIGHT_PAGE_SIZE): URLSearchParams {
  const query = new URLSearchParams();
  if (params.q.trim()) query.set('q', params.q.trim());
  if (params.industry) query.set('industry', params.industry);
  if (params.size) query.set('size', params.size);
  query.set('sort', params.sort);
  query.set('page', String(params.page));
  query.set('limit', String(limit));
  return query;
}

export const hasActiveFilters = (params: InsightListParams) =>
  Boolean(params.q.trim() || params.industry || params.size);
