import type { RegisterRequest, RegisterResponse, Session } from '@mentorbridge/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** A session is also a valid answer, though this server always asks for verification. */
export function registerUser(body: RegisterRequest): Promise<RegisterResponse | Session> {
  return apiFetch<RegisterResponse | Session>('/api/auth/register', { method: 'POST', body, isPublic: true });
}

export function useRegister() {
  return useMutation({ mutationFn: registerUser });
}
