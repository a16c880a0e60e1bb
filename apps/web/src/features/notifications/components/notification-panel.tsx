import { NOTIFICATION_LIMITS, NOTIFICATION_MESSAGES, type Notification } from '@mentorbridge/shared';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { failureMessage } from '@/lib/failure-message';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NOTIFICATION_FAILURES } from '../notification-format';
import { NotificationItem } from './notification-item';

interface NotificationPanelProps {
  headingId: string;
  unreadCount: number | undefined;
  onClose: () => void;
}

export function NotificationPanel({ headingId, unreadCount, onClose }: NotificationPanelProps) {
  const list = useNotifications(1, NOTIFICATION_LIMITS.panelItems);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const items = list.data?.data ?? [];

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification._id);
    onClose();
  };

  const failure = markAll.error ?? markRead.error;

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 id={headingId} className="font-semibold text-slate-900">
          Notifications
        </h2>
        <Button
          variant="ghost"
          size="sm"
          isLoading={markAll.isPending}
          disabled={!unreadCount}
          onClick={() => markAll.mutate()}
        >
          Mark all as read
        </Button>
      </div>
      {failure ? (
        <Alert tone="error" className="m-3">
          {failureMessage(
            failure,
            markAll.error ? NOTIFICATION_FAILURES.markAll : NOTIFICATION_FAILURES.mark,
          )}
        </Alert>
      ) : null}
      <div className="max-h-[min(28rem,calc(100dvh-10rem))] overflow-y-auto">
        {list.isPending ? (
          <div className="flex justify-center p-6 text-indigo-600">
            <Spinner label="Loading notifications" className="size-5" />
          </div>
        ) : list.isError ? (
          <Alert tone="error" className="m-3">
            {failureMessage(list.error, NOTIFICATION_FAILURES.load)}
          </Alert>
        ) : items.length === 0 ? (
          <p className="px-4 py-8 text-center text-sm text-slate-600">{NOTIFICATION_MESSAGES.empty}</p>
        ) : (
          <ul aria-label="Latest notifications" className="divide-y divide-slate-200">
            {items.map((notification) => (
              <li key={notification._id}>
                <NotificationItem notification={notification} onOpen={open} isCompact />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="border-t border-slate-200 px-4 py-2 text-center">
        <Link
          to={paths.notifications}
          onClick={onClose}
          className="inline-block rounded-md px-2 py-1 text-sm font-medium text-indigo-700 hover:underline"
        >
          View all
        </Link>
      </div>
    </>
  );
}
