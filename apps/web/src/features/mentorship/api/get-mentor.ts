import type { PublicUser } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { mentorshipKeys } from '../mentorship-query-keys';

export function getMentor(id: string, signal?: AbortSignal): Promise<PublicUser> {
  return apiFetch<PublicUser>(`/api/users/${encodeURIComponent(id)}`, { signal });
}

export function useMentor(id: string | null) {
  return useQuery({
    queryKey: mentorshipKeys.mentor(id ?? ''),
    queryFn: ({ signal }) => getMentor(id!, signal),
    enabled: Boolean(id),
  });
}
