import type { MentorshipResult } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { mentorshipKeys } from '../mentorship-query-keys';

export function archiveMentorshipRequest(id: string): Promise<MentorshipResult> {
  return apiFetch<MentorshipResult>(`/api/mentorship-requests/${encodeURIComponent(id)}/archive`, {
    method: 'PUT',
  });
}

export function useArchiveMentorshipRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveMentorshipRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mentorshipKeys.alumni }),
  });
}
