import type { CreateWorkshopResponse, EditWorkshopResponse, WorkshopFormBody } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { workshopKeys } from '../workshops-query-keys';
import { WORKSHOPS_API, workshopPath } from './workshop-response';

export function saveWorkshop({
  id,
  body,
}: {
  id?: string;
  body: WorkshopFormBody;
}): Promise<CreateWorkshopResponse> {
  // The edit's answer adds the workshop again as `workshop`; callers use only the common part.
  return id
    ? apiFetch<EditWorkshopResponse>(workshopPath(id), { method: 'PUT', body })
    : apiFetch<CreateWorkshopResponse>(`${WORKSHOPS_API}/workshop`, { method: 'POST', body });
}

export function useSaveWorkshop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWorkshop,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workshopKeys.mine }),
  });
}
