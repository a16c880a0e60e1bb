import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { mentorshipKeys } from '../mentorship-query-keys';
import type { AnswerResponse } from './answer-response';

/** PUT /api/mentorship-requests/{id}/archive: an accepted or rejected request leaves the alumni's tabs. */
export function archiveMentorshipRequest(id: string): Promise<AnswerResponse> {
  return apiFetch<AnswerResponse>(`/api/mentorship-requests/${encodeURIComponent(id)}/archive`, {
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
