import type { MentorAvailability } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { MENTOR_SESSIONS_API, mentorSessionKeys } from '../mentor-sessions-query-keys';

export async function getAvailability(signal?: AbortSignal): Promise<MentorAvailability> {
  return (
    await apiFetch<{ success: true; data: MentorAvailability }>(`${MENTOR_SESSIONS_API}/availability`, {
      signal,
    })
  ).data;
}

export function useAvailability() {
  return useQuery({
    queryKey: mentorSessionKeys.availability,
    queryFn: ({ signal }) => getAvailability(signal),
  });
}
