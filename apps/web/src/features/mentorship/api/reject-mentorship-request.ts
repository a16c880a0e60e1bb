import type { MentorshipResult, RejectMentorshipRequest } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { mentorshipKeys } from '../mentorship-query-keys';

export function rejectMentorshipRequest({
  id,
  rejectionReason,
}: {
  id: string;
  rejectionReason?: string;
}): Promise<MentorshipResult> {
  return apiFetch<MentorshipResult>(`/api/mentorship-requests/${encodeURIComponent(id)}/reject`, {
    method: 'PUT',
    body: (rejectionReason ? { rejectionReason } : {}) satisfies RejectMentorshipRequest,
  });
}

export function useRejectMentorshipRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectMentorshipRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mentorshipKeys.alumni }),
  });
}
