import type { StudentRequest } from '@mentorbridge/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { mentorshipKeys } from '../mentorship-query-keys';

export function getStudentRequests(signal?: AbortSignal): Promise<StudentRequest[]> {
  return apiFetch<StudentRequest[]>('/api/mentorship-requests/student', { signal });
}

export const studentRequestsQuery = () =>
  queryOptions({ queryKey: mentorshipKeys.student, queryFn: ({ signal }) => getStudentRequests(signal) });

export function useStudentRequests() {
  return useQuery(studentRequestsQuery());
}
