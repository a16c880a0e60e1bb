import type { NotificationListResponse } from '@mentorbridge/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { notificationKeys } from '../notifications-query-keys';

export function getNotifications(
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<NotificationListResponse> {
  return apiFetch<NotificationListResponse>(`/api/notifications?page=${page}&limit=${limit}`, { signal });
}

export function useNotifications(page: number, limit: number, { enabled = true } = {}) {
  return useQuery({
    queryKey: notificationKeys.list(page, limit),
    queryFn: ({ signal }) => getNotifications(page, limit, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
