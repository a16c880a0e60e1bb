import type { NotificationReadResponse } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { notificationKeys } from '../notifications-query-keys';

/** Answers the new unread count (0, unless one arrived meanwhile). */
export function markAllNotificationsRead(): Promise<NotificationReadResponse> {
  return apiFetch<NotificationReadResponse>('/api/notifications/read-all', { method: 'PUT' });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: ({ count }) => queryClient.setQueryData(notificationKeys.unreadCount, count),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.lists }),
  });
}
