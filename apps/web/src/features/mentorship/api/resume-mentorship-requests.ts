import type { ResumeRequestsResponse } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { mentorshipKeys } from '../mentorship-query-keys';

export function resumeMentorshipRequests(): Promise<ResumeRequestsResponse> {
  return apiFetch<ResumeRequestsResponse>('/api/mentorship-requests/alumni/resume', { method: 'POST' });
}

export function useResumeMentorshipRequests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeMentorshipRequests,
    onSuccess: (result) => queryClient.setQueryData(mentorshipKeys.responsiveness, result.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mentorshipKeys.responsiveness }),
  });
}
