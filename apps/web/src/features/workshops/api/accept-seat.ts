import type { AcceptSeatResponse } from '@mentorbridge/shared';
import { apiFetch } from '@/lib/api-client';
import { useWaitlistAction } from './use-waitlist-action';
import { workshopPath } from './workshop-response';

/** POST /api/alumni-features/workshop/{id}/waitlist/accept: takes the held seat, a confirmed booking. */
export function acceptSeat(workshopId: string) {
  return apiFetch<AcceptSeatResponse>(workshopPath(workshopId, '/waitlist/accept'), { method: 'POST' });
}

export const useAcceptSeat = () => useWaitlistAction(acceptSeat);
