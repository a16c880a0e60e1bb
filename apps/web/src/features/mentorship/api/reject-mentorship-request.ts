import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { mentorshipKeys } from '../mentorship-query-keys';
import type { AnswerResponse } from './answer-response';

/** PUT /api/mentorship-requests/{id}/reject with an optional reason. */
export function rejectMentorshipRequest({
  id,
  rejectionReason,
}: {
  id: string;
  rejectionReason?: string;
}): Promise<AnswerResponse> {
  return apiFetch<AnswerResponse>(`/api/mentorship-requests/${encodeURIComponent(id)}/reject`, {
    method: 'PUT',
    body: rejectionReason ? { rejectionReason } : {},
  });
}

export function useRejectMentorshipRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectMentorshipRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mentorshipKeys.alumni }),
  });
}
