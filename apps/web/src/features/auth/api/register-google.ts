import type { RegisterGoogleRequest, Session } from '@mentorbridge/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { requireSession } from './require-session';

export async function registerGoogleUser(body: RegisterGoogleRequest): Promise<Session> {
  const response = await apiFetch<unknown>('/api/auth/register-google', {
    method: 'POST',
    body,
    isPublic: true,
  });
  return requireSession(response);
}

export function useRegisterGoogle() {
  return useMutation({ mutationFn: registerGoogleUser });
}
