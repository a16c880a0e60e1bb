import type { MentorshipStats } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { mentorshipKeys } from '../mentorship-query-keys';

/** GET /api/mentorship-requests/alumni/stats: the alumni's request counts by status. */
export function getMentorshipStats(signal?: AbortSignal): Promise<MentorshipStats> {
  return apiFetch<MentorshipStats>('/api/mentorship-requests/alumni/stats', { signal });
}

export function useMentorshipStats() {
  return useQuery({ queryKey: mentorshipKeys.stats, queryFn: ({ signal }) => getMentorshipStats(signal) });
}
