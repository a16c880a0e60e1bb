import type { PublicUser } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { PROFILE_QUERY_KEYS } from '../profile-query-keys';

export function getPublicProfile(id: string, signal?: AbortSignal): Promise<PublicUser> {
  return apiFetch<PublicUser>(`/api/users/${encodeURIComponent(id)}`, { signal });
}

export function usePublicProfile(id: string) {
  return useQuery({
    queryKey: PROFILE_QUERY_KEYS.publicProfile(id),
    queryFn: ({ signal }) => getPublicProfile(id, signal),
  });
}
