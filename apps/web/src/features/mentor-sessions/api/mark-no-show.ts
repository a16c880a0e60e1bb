import type { SessionResult } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { mentorSessionKeys, sessionPath } from '../mentor-sessions-query-keys';

export function markNoShow(id: string) {
  return apiFetch<SessionResult>(sessionPath(id, 'no-show'), { method: 'POST' });
}

export function useMarkNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNoShow,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mentorSessionKeys.mine }),
  });
}
