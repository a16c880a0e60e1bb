import { type AvatarResponse, type ErrorBody, MESSAGES } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NAV_AVATAR_QUERY_KEY } from '@/components/layout/use-nav-avatar';
import { ApiError } from '@/lib/api-client';
import { clearSession, getToken, updateSession } from '@/lib/session';
import { PROFILE_QUERY_KEYS } from '../profile-query-keys';

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/** XMLHttpRequest, not fetch: only it reports upload progress. Failures become apiRequest's ApiError. */
export function uploadAvatar(file: File, onProgress?: (percent: number) => void): Promise<AvatarResponse> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('avatar', file);
    const request = new XMLHttpRequest();
    request.open('POST', '/api/profile/upload-avatar');
    request.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    });
    request.addEventListener('load', () => {
      const body = parseBody(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        resolve(body as AvatarResponse);
        return;
      }
      if (request.status === 401 && token) clearSession();
      const error = (body ?? {}) as Partial<ErrorBody>;
      reject(
        new ApiError(
          typeof error.message === 'string' ? error.message : MESSAGES.internal,
          request.status,
          typeof error.code === 'string' ? error.code : 'HTTP_ERROR',
          error.errors,
          body,
        ),
      );
    });
    request.addEventListener('error', () => reject(new ApiError(MESSAGES.network, 0, 'NETWORK_ERROR')));
    request.send(form);
  });
}

export function useUploadAvatar(onProgress?: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAvatar(file, onProgress),
    onSuccess: ({ avatar }) => {
      updateSession({ avatar: avatar ?? undefined });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEYS.ownProfile }),
        queryClient.invalidateQueries({ queryKey: NAV_AVATAR_QUERY_KEY }),
      ]);
    },
  });
}
