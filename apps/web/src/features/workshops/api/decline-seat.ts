import type { SuccessResponse } from '@mentorbridge/shared';
import { apiFetch } from '@/lib/api-client';
import { useWaitlistAction } from './use-waitlist-action';
import { workshopPath } from './workshop-response';

export function declineSeat(workshopId: string) {
  return apiFetch<SuccessResponse>(workshopPath(workshopId, '/waitlist/decline'), { method: 'POST' });
}

export const useDeclineSeat = () => useWaitlistAction(declineSeat);
