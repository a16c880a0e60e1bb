import type { EndMentorship, EndMentorshipResult } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { mentorshipSpaceKeys, spacePath } from '../mentorship-space-query-keys';

export function endMentorship({ mentorshipId, body }: { mentorshipId: string; body: EndMentorship }) {
  return apiFetch<EndMentorshipResult>(`${spacePath(mentorshipId)}/end`, { method: 'POST', body });
}

/** `onEnded`: the page refreshes what other features show of it (request lists, sessions). */
export function useEndMentorship(mentorshipId: string, onEnded?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndMentorship) => endMentorship({ mentorshipId, body }),
    onSuccess: () => onEnded?.(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mentorshipSpaceKeys.space(mentorshipId) }),
  });
}
