import type { LoginRequest, Session } from '@mentorbridge/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { requireSession } from './require-session';

/** POST /api/auth/login: the session, or 401, 403 (unverified or deactivated), 429. */
export async function loginUser(body: LoginRequest): Promise<Session> {
  return requireSession(await apiFetch<unknown>('/api/auth/login', { method: 'POST', body, isPublic: true }));
}

export function useLogin() {
  // The caller stores the session; query-client.tsx drops cached data when the signed-in user changes.
  return useMutation({ mutationFn: loginUser });
}
