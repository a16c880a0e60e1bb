import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workshopKeys } from '../workshops-query-keys';
import type { WorkshopActionResponse } from './workshop-response';

/**
 * A mutation on one of the alumni's workshops that reloads their list afterwards, also after a refusal:
 * a 409 or 422 means the list on screen is stale.
 */
export function useWorkshopAction<T>(mutationFn: (input: T) => Promise<WorkshopActionResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: workshopKeys.mine }),
  });
}
