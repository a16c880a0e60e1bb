import type { MentorshipSpaceResponse } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { mentorshipSpaceKeys, spacePath } from '../mentorship-space-query-keys';

export async function getMentorshipSpace(id: string, signal?: AbortSignal) {
  return (await apiFetch<MentorshipSpaceResponse>(spacePath(id), { signal })).data;
}

export function useMentorshipSpace(id: string) {
  return useQuery({
    queryKey: mentorshipSpaceKeys.space(id),
    queryFn: ({ signal }) => getMentorshipSpace(id, signal),
  });
}
