import { NOTIFICATION_LIMITS, type NotificationStreamEvent } from '@mentorbridge/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { openEventStream } from '@/lib/event-stream';
import { useSession } from '@/lib/session';
import { useUnreadCount } from '../api/get-unread-count';
import { notificationKeys } from '../notifications-query-keys';

export const NOTIFICATION_STREAM_URL = '/api/notifications/stream';

/** Growing waits, so a server that is down is not hammered. */
export const STREAM_BACKOFF = { initialMs: 1_000, maxMs: 60_000 } as const;

export function reconnectDelay(attempt: number): number {
  return Math.min(STREAM_BACKOFF.initialMs * 2 ** attempt, STREAM_BACKOFF.maxMs);
}

function parseEvent(data: string): NotificationStreamEvent | null {
  try {
    const parsed = JSON.parse(data) as Partial<NotificationStreamEvent> | null;
    return parsed && typeof parsed.count === 'number' ? (parsed as NotificationStreamEvent) : null;
  } catch {
    return null;
  }
}

/** SSE read with fetch so it can send the bearer token; while it is down the count is polled. */
export function useNotificationStream(): { count: number | undefined; isLive: boolean } {
  const session = useSession();
  const userId = session?._id ?? null;
  const queryClient = useQueryClient();
  const [isLive, setLive] = useState(false);
  const countQuery = useUnreadCount({
    pollMs: isLive ? false : NOTIFICATION_LIMITS.pollMs,
    enabled: userId !== null,
  });
  const canStream = userId !== null && countQuery.isSuccess;

  useEffect(() => {
    if (!canStream) return;
    let close: (() => void) | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;

    const onUnread = (data: string) => {
      const payload = parseEvent(data);
      if (!payload) return;
      attempt = 0;
      setLive(true);
      queryClient.setQueryData(notificationKeys.unreadCount, payload.count);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
      // A new item means something changed for this user: what is on screen is refetched, the
      // rest only marked stale.
      if (payload.latest)
        void queryClient.invalidateQueries({
          predicate: (query) => query.queryKey[0] !== notificationKeys.all[0],
        });
    };

    const connect = () => {
      close = openEventStream(NOTIFICATION_STREAM_URL, {
        onEvent: (event) => {
          if (event.type === 'unread') onUnread(event.data);
        },
        onError: () => {
          close = null;
          setLive(false);
          timer = setTimeout(connect, reconnectDelay(attempt));
          attempt += 1;
        },
      });
    };

    connect();
    return () => {
      clearTimeout(timer);
      close?.();
      setLive(false);
    };
    // Another user signing in goes through sign-out (canStream false), so gets a stream of their own.
  }, [canStream, queryClient]);

  // While polling, a changed count means new or read items: the list follows it.
  const previous = useRef<number | undefined>(undefined);
  useEffect(() => {
    const count = countQuery.data;
    if (previous.current !== undefined && count !== previous.current && !isLive)
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
    previous.current = count;
  }, [countQuery.data, isLive, queryClient]);

  return { count: userId ? countQuery.data : undefined, isLive };
}
