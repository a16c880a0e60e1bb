import type { NotificationPreferences } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { notificationKeys } from '../notifications-query-keys';

export interface PreferencesResponse {
  success: true;
  data: NotificationPreferences;
}

export async function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return (await apiFetch<PreferencesResponse>('/api/notifications/preferences', { signal })).data;
}

export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });
}
