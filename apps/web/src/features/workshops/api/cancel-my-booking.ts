import type { SuccessResponse } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { workshopKeys } from '../workshops-query-keys';
import { WORKSHOPS_API } from './workshop-response';

export function cancelMyBooking(id: string) {
  return apiFetch<SuccessResponse>(`${WORKSHOPS_API}/my-bookings/${encodeURIComponent(id)}/cancel`, {
    method: 'PATCH',
  });
}

export function useCancelMyBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMyBooking,
    // A cancelled booking frees the workshop for booking again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workshopKeys.myBookings }),
        queryClient.invalidateQueries({ queryKey: workshopKeys.studentLists }),
      ]),
  });
}
