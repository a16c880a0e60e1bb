import type { OwnResponsiveness } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { mentorshipKeys } from '../mentorship-query-keys';

export function getOwnResponsiveness(signal?: AbortSignal): Promise<OwnResponsiveness> {
  return apiFetch<OwnResponsiveness>('/api/mentorship-requests/alumni/responsiveness', { signal });
}

export function useOwnResponsiveness() {
  return useQuery({
    queryKey: mentorshipKeys.responsiveness,
    queryFn: ({ signal }) => getOwnResponsiveness(signal),
  });
}
