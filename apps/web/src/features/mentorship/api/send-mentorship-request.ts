import type { CreateMentorshipRequestBody, MentorshipResult } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { mentorshipKeys } from '../mentorship-query-keys';

/** POST /api/mentorship-requests (student): the mentorship page's payload or the directory modal's. */
export function sendMentorshipRequest(body: CreateMentorshipRequestBody): Promise<MentorshipResult> {
  return apiFetch<MentorshipResult>('/api/mentorship-requests', { method: 'POST', body });
}

export function useSendMentorshipRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMentorshipRequest,
    // Also after a 409: the list the student sees may be the stale one that let them try.
    onSettled: () => queryClient.invalidateQueries({ queryKey: mentorshipKeys.student }),
  });
}
