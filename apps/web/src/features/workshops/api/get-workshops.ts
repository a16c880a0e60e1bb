import type { StudentWorkshop, StudentWorkshopsResponse } from '@mentorbridge/shared';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { workshopKeys } from '../workshops-query-keys';
import { WORKSHOPS_API } from './workshop-response';

/** The server allows up to 100. */
export const WORKSHOPS_PAGE_SIZE = 50;

export interface WorkshopPage {
  workshops: StudentWorkshop[];
  total: number;
}

export async function getWorkshops(
  params: { q: string; page: number; limit?: number },
  signal?: AbortSignal,
): Promise<WorkshopPage> {
  const query = new URLSearchParams({
    page: String(params.page),
    limit: String(params.limit ?? WORKSHOPS_PAGE_SIZE),
  });
  if (params.q) query.set('q', params.q);
  const { data, headers } = await apiRequest<StudentWorkshopsResponse>(
    `${WORKSHOPS_API}/workshops?${query}`,
    { signal },
  );
  const total = Number(headers.get('X-Total-Count'));
  return { workshops: data.data, total: Number.isFinite(total) ? total : data.data.length };
}

/** The previous results stay while typing. */
export function useWorkshops(q: string) {
  return useInfiniteQuery({
    queryKey: workshopKeys.studentList(q),
    queryFn: ({ pageParam, signal }) => getWorkshops({ q, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((sum, page) => sum + page.workshops.length, 0) < last.total && last.workshops.length > 0
        ? pages.length + 1
        : undefined,
    placeholderData: keepPreviousData,
  });
}

export function useWorkshopTotal(enabled: boolean) {
  return useQuery({
    queryKey: workshopKeys.studentTotal,
    queryFn: ({ signal }) => getWorkshops({ q: '', page: 1, limit: 1 }, signal),
    select: (page) => page.total,
    enabled,
  });
}
