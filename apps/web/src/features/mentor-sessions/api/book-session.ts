import type { BookSession, SessionResult } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { MENTOR_SESSIONS_API, mentorSessionKeys } from '../mentor-sessions-query-keys';

export interface BookSessionVariables {
  body: BookSession;
  /** One per chosen slot, so a doubled or retried confirm books once. */
  idempotencyKey: string;
}

export function bookSession({ body, idempotencyKey }: BookSessionVariables) {
  return apiFetch<SessionResult>(MENTOR_SESSIONS_API, { method: 'POST', body, idempotencyKey });
}

export function useBookSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookSession,
    // After a 409 too: the slot someone else took must leave the list.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mentorSessionKeys.allSlots }),
        queryClient.invalidateQueries({ queryKey: mentorSessionKeys.mine }),
      ]),
  });
}
