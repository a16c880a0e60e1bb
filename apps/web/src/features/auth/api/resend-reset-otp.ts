import type { EmailOnlyRequest, MessageResponse } from '@mentorbridge/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function resendResetOtp(email: string): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/api/auth/resend-reset-otp', {
    method: 'POST',
    body: { email } satisfies EmailOnlyRequest,
    isPublic: true,
  });
}

export function useResendResetOtp() {
  return useMutation({ mutationFn: resendResetOtp });
}
