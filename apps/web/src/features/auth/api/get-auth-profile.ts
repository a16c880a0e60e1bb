import type { AuthProfile, Session } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { requireSession } from './require-session';

/** Checked by requireSession rather than authProfileResponseSchema to keep zod out of the entry chunk. */
export async function getSessionForToken(token: string, signal?: AbortSignal): Promise<Session> {
  const profile = await apiFetch<AuthProfile>('/api/auth/profile', { token, signal });
  return requireSession({
    _id: profile._id,
    name: profile.name,
    email: profile.email,
    role: profile.role,
    isProfileComplete: profile.isProfileComplete,
    token,
    avatar: profile.avatar || undefined,
  });
}

export function useSessionForToken(token: string | null) {
  return useQuery({
    queryKey: ['auth', 'session-for-token', token],
    queryFn: ({ signal }) => getSessionForToken(token!, signal),
    enabled: token !== null,
    // The token should not linger in the cache.
    staleTime: Infinity,
    gcTime: 0,
  });
}
