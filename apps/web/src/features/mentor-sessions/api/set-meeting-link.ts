import type { SessionMeetingLink, SessionResult } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { mentorSessionKeys, sessionPath } from '../mentor-sessions-query-keys';

export function setMeetingLink({ id, body }: { id: string; body: SessionMeetingLink }) {
  return apiFetch<SessionResult>(sessionPath(id, 'meeting-link'), { method: 'PATCH', body });
}

export function useSetMeetingLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMeetingLink,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mentorSessionKeys.mine }),
        queryClient.invalidateQueries({ queryKey: mentorSessionKeys.spaces }),
      ]),
  });
}
