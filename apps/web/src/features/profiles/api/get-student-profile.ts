import type { OwnStudentProfileResponse } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { PROFILE_QUERY_KEYS } from '../profile-query-keys';

export function getStudentProfile(signal?: AbortSignal): Promise<OwnStudentProfileResponse> {
  return apiFetch<OwnStudentProfileResponse>('/api/profile/student', { signal });
}

/** `isPrefill`: the wizard only uses it to fill the form, so a failure is silent and not retried. */
export function useStudentProfile({ isPrefill = false }: { isPrefill?: boolean } = {}) {
  return useQuery({
    queryKey: PROFILE_QUERY_KEYS.student,
    queryFn: ({ signal }) => getStudentProfile(signal),
    ...(isPrefill ? { retry: false } : {}),
  });
}
