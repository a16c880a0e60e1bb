import type { MentorReviewBody, SessionReviewResult } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { MENTOR_SESSIONS_API, mentorSessionKeys } from '../mentor-sessions-query-keys';

export interface ReviewSessionInput {
  sessionId: string;
  body: MentorReviewBody;
  /** A review already given is changed (PUT) rather than written (POST). */
  isEdit: boolean;
}

export function reviewSession({ sessionId, body, isEdit }: ReviewSessionInput) {
  return apiFetch<SessionReviewResult>(`${MENTOR_SESSIONS_API}/${encodeURIComponent(sessionId)}/review`, {
    method: isEdit ? 'PUT' : 'POST',
    body,
  });
}

export function useReviewSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mentorSessionKeys.mine }),
  });
}
