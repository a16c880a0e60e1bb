import type { SuccessResponse } from '@mentorbridge/shared';
import { apiFetch } from '@/lib/api-client';
import { useWorkshopAction } from './use-workshop-action';
import { workshopPath } from './workshop-response';

export function deleteWorkshop(id: string) {
  return apiFetch<SuccessResponse>(workshopPath(id), { method: 'DELETE' });
}

export const useDeleteWorkshop = () => useWorkshopAction(deleteWorkshop);
