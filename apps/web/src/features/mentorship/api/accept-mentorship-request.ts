import type { AcceptMentorshipRequest, MentorshipResult } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { mentorshipKeys } from '../mentorship-query-keys';

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
    // Also after a 409 "already answered".
    onSettled: () => queryClient.invalidateQueries({ queryKey: mentorshipKeys.alumni }),
  });
}
