import type { ResetPasswordRequest, SuccessResponse } from '@mentorbridge/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/reset-password: 400 'Invalid OTP', or 400 with `expired: true` for a void OTP. */
export function resetPassword(body: ResetPasswordRequest): Promise<SuccessResponse> {
  return apiFetch<SuccessResponse>('/api/auth/reset-password', { method: 'POST', body, isPublic: true });
}

export function useResetPassword() {
  // The reset ends every session on the server; the user signs in again, so nothing is cached here.
  return useMutation({ mutationFn: resetPassword });
}
