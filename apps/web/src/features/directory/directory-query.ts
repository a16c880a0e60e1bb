import type { DirectorySort } from '@mentorbridge/shared';
import { paths } from '@/config/paths';

export interface DirectoryParams {
  q: string;
  college: string;
  company: string;
  branch: string;
  /** A student's "Best match"; by name when unset. Not a filter: clearing filters keeps it. */
  sort?: DirectorySort;
}

export const DIRECTORY_FILTER_KEYS = ['q', 'college', 'company', 'branch'] as const;
export const EMPTY_DIRECTORY_PARAMS: DirectoryParams = { q: '', college: '', company: '', branch: '' };

/** A multiple of the grid's 1, 2 and 3 columns. */
export const DIRECTORY_PAGE_SIZE = 12;

export function toDirectorySearch(
  params: DirectoryParams,
  page: number,
  limit = DIRECTORY_PAGE_SIZE,
): string {
  const search = new URLSearchParams();
  for (const key of DIRECTORY_FILTER_KEYS) {
    const value = params[key].trim();
    if (value) search.set(key, value);
  }
  if (params.sort === 'best-match') search.set('sort', params.sort);
  search.set('page', String(page));
  search.set('limit', String(limit));
  return search.toString();
}

export function hasActiveFilters(params: DirectoryParams): boolean {
  return DIRECTORY_FILTER_KEYS.some((key) => params[key].trim() !== '');
}

export function splitOverflow<T>(items: readonly T[], max: number): { shown: T[]; hidden: number } {
  return { shown: items.slice(0, max), hidden: Math.max(0, items.length - max) };
}

export function mentorshipRequestPath(alumniId: string): string {
  return `${paths.mentorship}?${new URLSearchParams({ mentor: alumniId })}`;
}

export function showingCountText(shown: number, total: number): string {
  return `Showing ${shown} of ${total} alumni`;
}

export function foundCountText(total: number): string {
  return `${total} alumni found`;
}
