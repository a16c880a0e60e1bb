import type { successResponseSchema } from '@mentorbridge/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

export type SuccessResponse = z.infer<typeof successResponseSchema>;

export interface VerifyEmailBody {
  email: string;
  /** The 6-character code from the mail, trimmed. */
  token: string;
}

/** POST /api/auth/verify-email: 400 for a wrong code, 400 with `expired: true` for a void one. */
export function verifyEmail(body: VerifyEmailBody): Promise<SuccessResponse> {
  return apiFetch<SuccessResponse>('/api/auth/verify-email', { method: 'POST', body });
}

export function useVerifyEmail() {
  // The user signs in afterwards; nothing cached changes.
  return useMutation({ mutationFn: verifyEmail });
}
