import type { SuccessResponse } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { mentorshipKeys } from '../mentorship-query-keys';

export function withdrawMentorshipRequest(id: string): Promise<SuccessResponse> {
  return apiFetch<SuccessResponse>(`/api/mentorship-requests/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useWithdrawMentorshipRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawMentorshipRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mentorshipKeys.student }),
  });
}
