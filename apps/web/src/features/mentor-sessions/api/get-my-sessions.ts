import type { MentorSession } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { MENTOR_SESSIONS_API, mentorSessionKeys } from '../mentor-sessions-query-keys';

export function getMySessions(signal?: AbortSignal): Promise<MentorSession[]> {
  return apiFetch<MentorSession[]>(`${MENTOR_SESSIONS_API}?scope=all`, { signal });
}

export function useMySessions() {
  return useQuery({ queryKey: mentorSessionKeys.mine, queryFn: ({ signal }) => getMySessions(signal) });
}
