import type { SuccessResponse, VerifyEmailRequest } from '@mentorbridge/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function verifyEmail(body: VerifyEmailRequest): Promise<SuccessResponse> {
  return apiFetch<SuccessResponse>('/api/auth/verify-email', { method: 'POST', body, isPublic: true });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
