import type { EmailOnlyRequest, MessageResponse } from '@mentorbridge/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function resendVerification(email: string): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/api/auth/resend-verification', {
    method: 'POST',
    body: { email } satisfies EmailOnlyRequest,
    isPublic: true,
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
