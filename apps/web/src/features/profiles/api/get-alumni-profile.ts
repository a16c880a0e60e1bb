import type { OwnAlumniProfileResponse } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { PROFILE_QUERY_KEYS } from '../profile-query-keys';

export function getAlumniProfile(signal?: AbortSignal): Promise<OwnAlumniProfileResponse> {
  return apiFetch<OwnAlumniProfileResponse>('/api/profile/alumni', { signal });
}

/** `isPrefill`: the wizard only uses it to fill the form, so a failure is silent and not retried. */
export function useAlumniProfile({ isPrefill = false }: { isPrefill?: boolean } = {}) {
  return useQuery({
    queryKey: PROFILE_QUERY_KEYS.alumni,
    queryFn: ({ signal }) => getAlumniProfile(signal),
    ...(isPrefill ? { retry: false } : {}),
  });
}
