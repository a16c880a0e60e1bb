import type { JoinWaitlistResponse } from '@mentorbridge/shared';
import { apiFetch } from '@/lib/api-client';
import { useWaitlistAction } from './use-waitlist-action';
import { workshopPath } from './workshop-response';

export function joinWaitlist(workshopId: string) {
  return apiFetch<JoinWaitlistResponse>(workshopPath(workshopId, '/waitlist'), { method: 'POST' });
}

export const useJoinWaitlist = () => useWaitlistAction(joinWaitlist);
