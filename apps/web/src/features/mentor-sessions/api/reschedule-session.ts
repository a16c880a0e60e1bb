import type { RescheduleSession, SessionResult } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { mentorSessionKeys, sessionPath } from '../mentor-sessions-query-keys';

export function rescheduleSession({ id, body }: { id: string; body: RescheduleSession }) {
  return apiFetch<SessionResult>(sessionPath(id, 'reschedule'), { method: 'POST', body });
}

export function useRescheduleSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleSession,
    // Moving frees the old time and takes the new one, and a refused move means the slots are stale.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mentorSessionKeys.mine }),
        queryClient.invalidateQueries({ queryKey: mentorSessionKeys.allSlots }),
      ]),
  });
}
