import type { CompleteWorkshopInput, SuccessResponse } from '@mentorbridge/shared';
import { apiFetch } from '@/lib/api-client';
import { useWorkshopAction } from './use-workshop-action';
import { workshopPath } from './workshop-response';

export interface CompleteWorkshopVariables {
  id: string;
  /** Confirmed bookings not listed count as attended. */
  attendance?: CompleteWorkshopInput['attendance'];
}

/** PATCH /api/alumni-features/workshop/{id}/complete: irreversible; it opens feedback to attendees. */
export function completeWorkshop({ id, attendance = [] }: CompleteWorkshopVariables) {
  return apiFetch<SuccessResponse>(workshopPath(id, '/complete'), {
    method: 'PATCH',
    body: { attendance },
  });
}

export const useCompleteWorkshop = () => useWorkshopAction(completeWorkshop);
