import { apiFetch } from '../../../lib/api-client';
import { useWorkshopAction } from './use-workshop-action';
import { type WorkshopActionResponse, workshopPath } from './workshop-response';

/** Accept with a meeting link (the workshop's is used when none is sent), or reject. */
export type BookingDecision = { status: 'Confirmed'; meetingLink?: string } | { status: 'Cancelled' };

/** PUT /api/alumni-features/workshop/{id}/booking/{bookingId}: never beyond capacity (409). */
export function decideBooking({
  workshopId,
  bookingId,
  decision,
}: {
  workshopId: string;
  bookingId: string;
  decision: BookingDecision;
}) {
  return apiFetch<WorkshopActionResponse>(
    workshopPath(workshopId, `/booking/${encodeURIComponent(bookingId)}`),
    { method: 'PUT', body: decision },
  );
}

export const useDecideBooking = () => useWorkshopAction(decideBooking);
