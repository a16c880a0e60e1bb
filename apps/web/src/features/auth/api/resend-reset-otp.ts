import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { MessageResponse } from './resend-verification';

/** POST /api/auth/resend-reset-otp: a new reset OTP; 429 when asked again too soon. */
export function resendResetOtp(email: string): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/api/auth/resend-reset-otp', { method: 'POST', body: { email } });
}

export function useResendResetOtp() {
  return useMutation({ mutationFn: resendResetOtp });
}
