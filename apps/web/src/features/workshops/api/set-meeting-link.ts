import { apiFetch } from '../../../lib/api-client';
import { useWorkshopAction } from './use-workshop-action';
import { type WorkshopActionResponse, workshopPath } from './workshop-response';

/** PATCH /api/alumni-features/workshop/{id}/meeting-link: confirmed students are told. */
export function setMeetingLink({ id, meetingLink }: { id: string; meetingLink: string }) {
  return apiFetch<WorkshopActionResponse>(workshopPath(id, '/meeting-link'), {
    method: 'PATCH',
    body: { meetingLink },
  });
}

export const useSetMeetingLink = () => useWorkshopAction(setMeetingLink);
