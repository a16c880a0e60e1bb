import type { AlumniListItem } from '@mentorbridge/shared';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { DIRECTORY_PAGE_SIZE, type DirectoryParams, toDirectorySearch } from '../directory-query';

export interface AlumniPage {
  items: AlumniListItem[];
  total: number;
}

export async function getAlumniDirectory(
  params: DirectoryParams,
  page: number,
  signal?: AbortSignal,
): Promise<AlumniPage> {
  const { data, headers } = await apiRequest<AlumniListItem[]>(
    `/api/users/alumni?${toDirectorySearch(params, page)}`,
    { signal },
  );
  const items = Array.isArray(data) ? data : [];
  const total = Number(headers.get('X-Total-Count'));
  return { items, total: Number.isFinite(total) && total >= items.length ? total : items.length };
}

/** The previous results stay on screen while a search runs. */
export function useAlumniDirectory(params: DirectoryParams) {
  return useInfiniteQuery({
    queryKey: ['directory', 'alumni', params],
    queryFn: ({ pageParam, signal }) => getAlumniDirectory(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.items.length, 0);
      return last.items.length === DIRECTORY_PAGE_SIZE && loaded < last.total ? pages.length + 1 : undefined;
    },
    placeholderData: keepPreviousData,
  });
}
