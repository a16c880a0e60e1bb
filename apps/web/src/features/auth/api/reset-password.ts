import type { ResetPasswordRequest, SuccessResponse } from '@mentorbridge/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function resetPassword(body: ResetPasswordRequest): Promise<SuccessResponse> {
  return apiFetch<SuccessResponse>('/api/auth/reset-password', { method: 'POST', body, isPublic: true });
}

export function useResetPassword() {
  // The reset ends every session on the server, so nothing cached survives it.
  return useMutation({ mutationFn: resetPassword });
}
