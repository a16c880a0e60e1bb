import type { LoginRequest, Session } from '@mentorbridge/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { requireSession } from './require-session';

export async function loginUser(body: LoginRequest): Promise<Session> {
  return requireSession(await apiFetch<unknown>('/api/auth/login', { method: 'POST', body, isPublic: true }));
}

export function useLogin() {
  // query-client.tsx drops cached data when the signed-in user changes.
  return useMutation({ mutationFn: loginUser });
}
