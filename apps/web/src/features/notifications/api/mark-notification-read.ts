import type { NotificationReadResponse } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { notificationKeys } from '../notifications-query-keys';

export function markNotificationRead(id: string): Promise<NotificationReadResponse> {
  return apiFetch<NotificationReadResponse>(`/api/notifications/${encodeURIComponent(id)}/read`, {
    method: 'PUT',
  });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: ({ count }) => queryClient.setQueryData(notificationKeys.unreadCount, count),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.lists }),
  });
}
