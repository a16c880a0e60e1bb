import type { BookingDecisionInput, SuccessResponse } from '@mentorbridge/shared';
import { apiFetch } from '@/lib/api-client';
import { useWorkshopAction } from './use-workshop-action';
import { workshopPath } from './workshop-response';

export function decideBooking({
  workshopId,
  bookingId,
  decision,
}: {
  workshopId: string;
  bookingId: string;
  decision: BookingDecisionInput;
}) {
  return apiFetch<SuccessResponse>(workshopPath(workshopId, `/booking/${encodeURIComponent(bookingId)}`), {
    method: 'PUT',
    body: decision,
  });
}

export const useDecideBooking = () => useWorkshopAction(decideBooking);
