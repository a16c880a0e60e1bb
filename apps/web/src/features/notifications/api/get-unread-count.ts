import type { UnreadCountResponse } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { notificationKeys } from '../notifications-query-keys';

export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  return (await apiFetch<UnreadCountResponse>('/api/notifications/unread-count', { signal })).count;
}

/** While the event stream is live it keeps this entry current, so the query polls only when it is not. */
export function useUnreadCount({ pollMs, enabled = true }: { pollMs: number | false; enabled?: boolean }) {
  return useQuery({
    enabled,
    queryKey: notificationKeys.unreadCount,
    queryFn: ({ signal }) => getUnreadCount(signal),
    refetchInterval: pollMs,
    refetchIntervalInBackground: false,
  });
}
