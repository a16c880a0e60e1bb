import type { messageResponseSchema } from '@mentorbridge/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** POST /api/auth/resend-verification: a new code by mail; 429 when asked again too soon. */
export function resendVerification(email: string): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/api/auth/resend-verification', { method: 'POST', body: { email } });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
