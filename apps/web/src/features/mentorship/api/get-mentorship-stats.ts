import type { MentorshipStats } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { mentorshipKeys } from '../mentorship-query-keys';

export function getMentorshipStats(signal?: AbortSignal): Promise<MentorshipStats> {
  return apiFetch<MentorshipStats>('/api/mentorship-requests/alumni/stats', { signal });
}

export function useMentorshipStats() {
  return useQuery({ queryKey: mentorshipKeys.stats, queryFn: ({ signal }) => getMentorshipStats(signal) });
}
