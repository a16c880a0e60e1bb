import type { SuccessResponse } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workshopKeys } from '../workshops-query-keys';

/** Reloads also after a refusal: a 409 or 422 means the list on screen is stale. */
export function useWorkshopAction<T>(mutationFn: (input: T) => Promise<SuccessResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: workshopKeys.mine }),
  });
}
