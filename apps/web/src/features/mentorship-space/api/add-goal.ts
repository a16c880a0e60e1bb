import type { AddGoal, GoalResult } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { mentorshipSpaceKeys, spacePath } from '../mentorship-space-query-keys';

export function addGoal({ mentorshipId, body }: { mentorshipId: string; body: AddGoal }) {
  return apiFetch<GoalResult>(`${spacePath(mentorshipId)}/goals`, { method: 'POST', body });
}

export function useAddGoal(mentorshipId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddGoal) => addGoal({ mentorshipId, body }),
    // After a refusal too: the other side may have filled the list or ended the mentorship.
    onSettled: () => queryClient.invalidateQueries({ queryKey: mentorshipSpaceKeys.space(mentorshipId) }),
  });
}
