import type { CreateMentorshipRequestBody, MentorshipResult } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { mentorshipKeys } from '../mentorship-query-keys';

export interface SendMentorshipRequestVariables {
  body: CreateMentorshipRequestBody;
  /** One per opening of the request dialog, so a doubled or retried send creates one request. */
  idempotencyKey?: string;
}

export function sendMentorshipRequest({
  body,
  idempotencyKey,
}: SendMentorshipRequestVariables): Promise<MentorshipResult> {
  return apiFetch<MentorshipResult>('/api/mentorship-requests', { method: 'POST', body, idempotencyKey });
}

export function useSendMentorshipRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMentorshipRequest,
    // Also after a 409: the list the student sees may be the stale one that let them try.
    onSettled: () => queryClient.invalidateQueries({ queryKey: mentorshipKeys.student }),
  });
}
