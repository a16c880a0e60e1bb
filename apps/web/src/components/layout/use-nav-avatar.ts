import type { Session } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const NAV_AVATAR_QUERY_KEY = ['nav-avatar'] as const;

interface ProfileAvatarResponse {
  profile?: { avatar?: string | null } | null;
}

async function fetchOwnAvatar(role: Session['role'], signal: AbortSignal): Promise<string | null> {
  const path = role === 'student' ? '/api/profile/student' : '/api/profile/alumni';
  const body = await apiFetch<ProfileAvatarResponse | undefined>(path, { signal });
  const avatar = body?.profile?.avatar;
  return typeof avatar === 'string' && avatar !== '' ? avatar : null;
}

/** A failure is silent: the navigation falls back to the session's avatar or the initial. */
export function useNavAvatar(session: Session | null): string | null {
  const query = useQuery({
    queryKey: [...NAV_AVATAR_QUERY_KEY, session?._id, session?.role],
    queryFn: ({ signal }) => fetchOwnAvatar(session!.role, signal),
    enabled: session !== null && session.role !== 'admin',
    retry: false,
    staleTime: 5 * 60_000,
  });
  return query.data ?? session?.avatar ?? null;
}
