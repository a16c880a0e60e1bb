import type { AlumniRequest, RequestStatus } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { mentorshipKeys } from '../mentorship-query-keys';

export function getAlumniRequests(status: RequestStatus, signal?: AbortSignal): Promise<AlumniRequest[]> {
  return apiFetch<AlumniRequest[]>(`/api/mentorship-requests/alumni?status=${status}`, { signal });
}

export function useAlumniRequests(status: RequestStatus) {
  return useQuery({
    queryKey: mentorshipKeys.alumniList(status),
    queryFn: ({ signal }) => getAlumniRequests(status, signal),
  });
}
