import type { CompleteWorkshopInput, SuccessResponse } from '@mentorbridge/shared';
import { apiFetch } from '@/lib/api-client';
import { useWorkshopAction } from './use-workshop-action';
import { workshopPath } from './workshop-response';

export interface CompleteWorkshopVariables {
  id: string;
  attendance?: CompleteWorkshopInput['attendance'];
}

export function completeWorkshop({ id, attendance = [] }: CompleteWorkshopVariables) {
  return apiFetch<SuccessResponse>(workshopPath(id, '/complete'), {
    method: 'PATCH',
    body: { attendance },
  });
}

export const useCompleteWorkshop = () => useWorkshopAction(completeWorkshop);
