import type { AvatarResponse } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NAV_AVATAR_QUERY_KEY } from '@/components/layout/use-nav-avatar';
import { apiFetch } from '@/lib/api-client';
import { updateSession } from '@/lib/session';
import { PROFILE_QUERY_KEYS } from '../profile-query-keys';

export function deleteAvatar(): Promise<AvatarResponse> {
  return apiFetch<AvatarResponse>('/api/profile/avatar', { method: 'DELETE' });
}

export function useDeleteAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAvatar,
    onSuccess: () => {
      updateSession({ avatar: undefined });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEYS.ownProfile }),
        queryClient.invalidateQueries({ queryKey: NAV_AVATAR_QUERY_KEY }),
      ]);
    },
  });
}
