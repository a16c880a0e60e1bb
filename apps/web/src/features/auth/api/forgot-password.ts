import type { EmailOnlyRequest, MessageResponse } from '@mentorbridge/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** The same answer for unknown addresses. */
export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/api/auth/forgot-password', {
    method: 'POST',
    body: { email } satisfies EmailOnlyRequest,
    isPublic: true,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
