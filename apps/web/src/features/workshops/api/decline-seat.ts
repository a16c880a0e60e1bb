import type { SuccessResponse } from '@mentorbridge/shared';
import { apiFetch } from '@/lib/api-client';
import { useWaitlistAction } from './use-waitlist-action';
import { workshopPath } from './workshop-response';

/** POST /api/alumni-features/workshop/{id}/waitlist/decline: the held seat goes to the next student. */
export function declineSeat(workshopId: string) {
  return apiFetch<SuccessResponse>(workshopPath(workshopId, '/waitlist/decline'), { method: 'POST' });
}

export const useDeclineSeat = () => useWaitlistAction(declineSeat);
