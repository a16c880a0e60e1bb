import type { MentorAvailability, MentorAvailabilityInput } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { MENTOR_SESSIONS_API, mentorSessionKeys } from '../mentor-sessions-query-keys';

export interface SaveAvailabilityResult {
  success: true;
  message: string;
  data: MentorAvailability;
}

export function saveAvailability(body: MentorAvailabilityInput) {
  return apiFetch<SaveAvailabilityResult>(`${MENTOR_SESSIONS_API}/availability`, { method: 'PUT', body });
}

export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAvailability,
    onSuccess: (result) => queryClient.setQueryData(mentorSessionKeys.availability, result.data),
    // New hours change the slots this alumni offers.
    onSettled: () => queryClient.invalidateQueries({ queryKey: mentorSessionKeys.allSlots }),
  });
}
