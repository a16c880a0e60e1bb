import type { JoinWaitlistResponse } from '@mentorbridge/shared';
import { apiFetch } from '@/lib/api-client';
import { useWaitlistAction } from './use-waitlist-action';
import { workshopPath } from './workshop-response';

/** POST /api/alumni-features/workshop/{id}/waitlist: joins a full workshop's queue; answers the position. */
export function joinWaitlist(workshopId: string) {
  return apiFetch<JoinWaitlistResponse>(workshopPath(workshopId, '/waitlist'), { method: 'POST' });
}

export const useJoinWaitlist = () => useWaitlistAction(joinWaitlist);
