import type { AcceptSeatResponse } from '@mentorbridge/shared';
import { apiFetch } from '@/lib/api-client';
import { useWaitlistAction } from './use-waitlist-action';
import { workshopPath } from './workshop-response';

export function acceptSeat(workshopId: string) {
  return apiFetch<AcceptSeatResponse>(workshopPath(workshopId, '/waitlist/accept'), { method: 'POST' });
}

export const useAcceptSeat = () => useWaitlistAction(acceptSeat);
