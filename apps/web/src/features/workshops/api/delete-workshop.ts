import type { SuccessResponse } from '@mentorbridge/shared';
import { apiFetch } from '@/lib/api-client';
import { useWorkshopAction } from './use-workshop-action';
import { workshopPath } from './workshop-response';

/** DELETE /api/alumni-features/workshop/{id}: cancels it and its bookings; the students are mailed. */
export function deleteWorkshop(id: string) {
  return apiFetch<SuccessResponse>(workshopPath(id), { method: 'DELETE' });
}

export const useDeleteWorkshop = () => useWorkshopAction(deleteWorkshop);
