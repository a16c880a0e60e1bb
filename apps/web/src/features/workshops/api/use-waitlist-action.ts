import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workshopKeys } from '../workshops-query-keys';

/** Reloads also after a refusal: a 409 (the seat went, the workshop filled up) means it is stale. */
export function useWaitlistAction<R>(mutationFn: (workshopId: string) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workshopKeys.myWaitlists }),
        queryClient.invalidateQueries({ queryKey: workshopKeys.studentLists }),
        queryClient.invalidateQueries({ queryKey: workshopKeys.myBookings }),
      ]),
  });
}
