import type { AlumniProfileInput, SavedAlumniProfileResponse } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { updateSession } from '@/lib/session';
import { PROFILE_QUERY_KEYS } from '../profile-query-keys';

export function updateAlumniProfile(body: AlumniProfileInput): Promise<SavedAlumniProfileResponse> {
  return apiFetch<SavedAlumniProfileResponse>('/api/profile/alumni', { method: 'PUT', body });
}

export function useUpdateAlumniProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAlumniProfile,
    onSuccess: ({ message: _message, ...profile }) => {
      queryClient.setQueryData(PROFILE_QUERY_KEYS.alumni, profile);
      // The guards and the post-login redirect read completeness and the name from the session.
      updateSession({ isProfileComplete: profile.isProfileComplete, name: profile.name });
    },
  });
}
