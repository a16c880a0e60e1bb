import type { REQUEST_TYPES, RequestStatus } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { mentorshipKeys } from '../mentorship-query-keys';

export type RequestType = (typeof REQUEST_TYPES)[number];

/** The two payloads of part 2 section 3: the mentorship page's and the directory modal's. */
export type SendMentorshipRequestBody =
  | { alumniId: string; requestType: RequestType; message: string }
  | { mentorId: string; message: string };

export interface SendMentorshipRequestResponse {
  success: true;
  message: string;
  data: { _id: string; status: RequestStatus };
}

/** POST /api/mentorship-requests (student). */
export function sendMentorshipRequest(
  body: SendMentorshipRequestBody,
): Promise<SendMentorshipRequestResponse> {
  return apiFetch<SendMentorshipRequestResponse>('/api/mentorship-requests', { method: 'POST', body });
}

export function useSendMentorshipRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMentorshipRequest,
    // Also after a 409: the list the student sees may be the stale one that let them try.
    onSettled: () => queryClient.invalidateQueries({ queryKey: mentorshipKeys.student }),
  });
}
