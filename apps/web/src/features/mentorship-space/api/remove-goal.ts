import type { SuccessResponse } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { goalPath, mentorshipSpaceKeys } from '../mentorship-space-query-keys';

export function removeGoal(mentorshipId: string, goalId: string) {
  return apiFetch<SuccessResponse>(goalPath(mentorshipId, goalId), { method: 'DELETE' });
}

export function useRemoveGoal(mentorshipId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goalId: string) => removeGoal(mentorshipId, goalId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mentorshipSpaceKeys.space(mentorshipId) }),
  });
}
