import type { OwnerWorkshop } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { workshopKeys } from '../workshops-query-keys';
import { WORKSHOPS_API, type WorkshopActionResponse, workshopPath } from './workshop-response';

/** The workshop form as sent: the date as an ISO instant with its offset, topics as a list. */
export interface WorkshopBody {
  title: string;
  description: string;
  category: string;
  workshopType: string;
  scheduledDate: string;
  isPaid: boolean;
  price: number;
  duration: number;
  maxParticipants: number;
  meetingLink?: string;
  prerequisites?: string;
  topics: string[];
}

export type SaveWorkshopResponse = WorkshopActionResponse & { data: OwnerWorkshop };

/** POST /api/alumni-features/workshop (create) or PUT /workshop/{id} (edit, upcoming only). */
export function saveWorkshop({ id, body }: { id?: string; body: WorkshopBody }) {
  return id
    ? apiFetch<SaveWorkshopResponse>(workshopPath(id), { method: 'PUT', body })
    : apiFetch<SaveWorkshopResponse>(`${WORKSHOPS_API}/workshop`, { method: 'POST', body });
}

export function useSaveWorkshop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWorkshop,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workshopKeys.mine }),
  });
}
