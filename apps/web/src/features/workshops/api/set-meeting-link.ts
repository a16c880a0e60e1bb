import type { MeetingLinkInput, SuccessResponse } from '@mentorbridge/shared';
import { apiFetch } from '@/lib/api-client';
import { useWorkshopAction } from './use-workshop-action';
import { workshopPath } from './workshop-response';

export function setMeetingLink({ id, meetingLink }: { id: string; meetingLink: string }) {
  return apiFetch<SuccessResponse>(workshopPath(id, '/meeting-link'), {
    method: 'PATCH',
    body: { meetingLink } satisfies MeetingLinkInput,
  });
}

export const useSetMeetingLink = () => useWorkshopAction(setMeetingLink);
