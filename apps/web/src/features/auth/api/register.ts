import type { RegisterRequest, RegisterResponse, Session } from '@mentorbridge/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * POST /api/auth/register: 201 with `requiresVerification` and the address (this server always asks for
 * verification; part 1 section 4 also allows a session instead); 409 when the address is taken.
 */
export function registerUser(body: RegisterRequest): Promise<RegisterResponse | Session> {
  return apiFetch<RegisterResponse | Session>('/api/auth/register', { method: 'POST', body, isPublic: true });
}

export function useRegister() {
  // Nothing cached depends on a new, unverified account.
  return useMutation({ mutationFn: registerUser });
}
