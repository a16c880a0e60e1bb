import { paths } from '@/config/paths';

/** The directory's search and filters, as strings ('' = not set); kept in the page's URL. */
export interface DirectoryParams {
  q: string;
  college: string;
  company: string;
  branch: string;
}

export const DIRECTORY_FILTER_KEYS = ['q', 'college', 'company', 'branch'] as const;
export const EMPTY_DIRECTORY_PARAMS: DirectoryParams = { q: '', college: '', company: '', branch: '' };

/** Cards per page: a multiple of the grid's 1, 2 and 3 columns. */
export const DIRECTORY_PAGE_SIZE = 12;

/** The GET /api/users/alumni query string: only the parameters that are set, then page and limit. */
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
  search.set('page', String(page));
  search.set('limit', String(limit));
  return search.toString();
}

export function hasActiveFilters(params: DirectoryParams): boolean {
  return DIRECTORY_FILTER_KEYS.some((key) => params[key].trim() !== '');
}

/** The first `max` items and how many more there are, for the cards' '+N' chips. */
export function splitOverflow<T>(items: readonly T[], max: number): { shown: T[]; hidden: number } {
  return { shown: items.slice(0, max), hidden: Math.max(0, items.length - max) };
}

/** Request Mentorship goes to the mentorship page with the alumni preselected (part 1 section 2). */
export function mentorshipRequestPath(alumniId: string): string {
  return `${paths.mentorship}?${new URLSearchParams({ mentor: alumniId })}`;
}

/** 'Showing X of Y alumni' (part 1 section 2, the dashboard's Find tab). */
export function showingCountText(shown: number, total: number): string {
  return `Showing ${shown} of ${total} alumni`;
}

/** The count of the directory page (part 2 section 2.4). */
export function foundCountText(total: number): string {
  return `${total} alumni found`;
}
