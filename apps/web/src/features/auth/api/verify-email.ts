import type { SuccessResponse, VerifyEmailRequest } from '@mentorbridge/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/verify-email: 400 for a wrong code, 400 with `expired: true` for a void one. */
export function verifyEmail(body: VerifyEmailRequest): Promise<SuccessResponse> {
  return apiFetch<SuccessResponse>('/api/auth/verify-email', { method: 'POST', body, isPublic: true });
}

export function useVerifyEmail() {
  // The user signs in afterwards; nothing cached changes.
  return useMutation({ mutationFn: verifyEmail });
}
