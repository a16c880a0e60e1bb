import type { CancelSession, SessionResult } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { mentorSessionKeys, sessionPath } from '../mentor-sessions-query-keys';

export function cancelSession({ id, body }: { id: string; body: CancelSession }) {
  return apiFetch<SessionResult>(sessionPath(id, 'cancel'), { method: 'POST', body });
}

export function useCancelSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSession,
    // A cancelled session frees its time for booking again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mentorSessionKeys.mine }),
        queryClient.invalidateQueries({ queryKey: mentorSessionKeys.allSlots }),
      ]),
  });
}
