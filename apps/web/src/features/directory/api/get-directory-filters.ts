import type { DirectoryFilters } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function getDirectoryFilters(signal?: AbortSignal): Promise<DirectoryFilters> {
  return apiFetch<DirectoryFilters>('/api/users/alumni/filters', { signal });
}

export function useDirectoryFilters() {
  return useQuery({
    queryKey: ['directory', 'filters'],
    queryFn: ({ signal }) => getDirectoryFilters(signal),
    staleTime: 5 * 60_000,
  });
}
