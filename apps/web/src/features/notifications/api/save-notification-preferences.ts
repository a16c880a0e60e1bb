import type { NotificationPreferences } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { notificationKeys } from '../notifications-query-keys';
import type { PreferencesResponse } from './get-notification-preferences';

export async function saveNotificationPreferences(
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  return (
    await apiFetch<PreferencesResponse>('/api/notifications/preferences', {
      method: 'PUT',
      body: preferences,
    })
  ).data;
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences, saved),
  });
}
