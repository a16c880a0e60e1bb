import type { AcceptMentorshipRequest, MentorshipResult } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { mentorshipKeys } from '../mentorship-query-keys';

/** PUT /api/mentorship-requests/{id}/accept with the reply and optional meeting details. */
export function acceptMentorshipRequest({
  id,
  body,
}: {
  id: string;
  body: AcceptMentorshipRequest;
}): Promise<MentorshipResult> {
  return apiFetch<MentorshipResult>(`/api/mentorship-requests/${encodeURIComponent(id)}/accept`, {
    method: 'PUT',
    body,
  });
}

export function useAcceptMentorshipRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptMentorshipRequest,
    // Lists and stats reload after each answer (part 2 section 4), also after a 409 "already answered".
    onSettled: () => queryClient.invalidateQueries({ queryKey: mentorshipKeys.alumni }),
  });
}
