import type { SuccessResponse } from '@mentorbridge/shared';
import { apiFetch } from '@/lib/api-client';
import { useWorkshopAction } from './use-workshop-action';
import { workshopPath } from './workshop-response';

/** PATCH /api/alumni-features/workshop/{id}/complete: irreversible; it opens feedback to attendees. */
export function completeWorkshop(id: string) {
  return apiFetch<SuccessResponse>(workshopPath(id, '/complete'), { method: 'PATCH' });
}

export const useCompleteWorkshop = () => useWorkshopAction(completeWorkshop);
