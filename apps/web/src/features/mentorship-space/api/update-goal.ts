import type { GoalResult, UpdateGoal } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { goalPath, mentorshipSpaceKeys } from '../mentorship-space-query-keys';

export interface UpdateGoalVariables {
  goalId: string;
  body: UpdateGoal;
}

export function updateGoal(mentorshipId: string, { goalId, body }: UpdateGoalVariables) {
  return apiFetch<GoalResult>(goalPath(mentorshipId, goalId), { method: 'PATCH', body });
}

export function useUpdateGoal(mentorshipId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: UpdateGoalVariables) => updateGoal(mentorshipId, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mentorshipSpaceKeys.space(mentorshipId) }),
  });
}
