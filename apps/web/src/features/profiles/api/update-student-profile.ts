import type { SavedStudentProfileResponse, StudentProfileInput } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { updateSession } from '@/lib/session';
import { PROFILE_QUERY_KEYS } from '../profile-query-keys';

export function updateStudentProfile(body: StudentProfileInput): Promise<SavedStudentProfileResponse> {
  return apiFetch<SavedStudentProfileResponse>('/api/profile/student', { method: 'PUT', body });
}

export function useUpdateStudentProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudentProfile,
    onSuccess: ({ message: _message, ...profile }) => {
      queryClient.setQueryData(PROFILE_QUERY_KEYS.student, profile);
      // The guards and the post-login redirect read completeness and the name from the session.
      updateSession({ isProfileComplete: profile.isProfileComplete, name: profile.name });
    },
  });
}
