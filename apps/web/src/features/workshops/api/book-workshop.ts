import type { BookWorkshopInput, BookWorkshopResponse } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { workshopKeys } from '../workshops-query-keys';
import { workshopPath } from './workshop-response';

export interface BookWorkshopVariables {
  id: string;
  body: BookWorkshopInput;
  /** One per opening of the booking dialog, so a doubled or retried booking creates one booking. */
  idempotencyKey?: string;
}

export function bookWorkshop({ id, body, idempotencyKey }: BookWorkshopVariables) {
  return apiFetch<BookWorkshopResponse>(workshopPath(id, '/book'), {
    method: 'POST',
    body,
    idempotencyKey,
  });
}

export function useBookWorkshop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookWorkshop,
    // A 409 (fully booked, already booked) means the list is stale.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workshopKeys.studentLists }),
        queryClient.invalidateQueries({ queryKey: workshopKeys.myBookings }),
      ]),
  });
}
