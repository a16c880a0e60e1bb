import type { SuccessResponse } from '@mentorbridge/shared';
import { apiFetch } from '@/lib/api-client';
import { useWaitlistAction } from './use-waitlist-action';
import { workshopPath } from './workshop-response';

export function leaveWaitlist(workshopId: string) {
  return apiFetch<SuccessResponse>(workshopPath(workshopId, '/waitlist'), { method: 'DELETE' });
}

export const useLeaveWaitlist = () => useWaitlistAction(leaveWaitlist);
