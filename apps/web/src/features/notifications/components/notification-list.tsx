import { NOTIFICATION_LIMITS, NOTIFICATION_MESSAGES, type Notification } from '@mentorbridge/shared';
import { BellOff, CheckCheck } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageStepper } from '@/components/ui/page-stepper';
import { Spinner } from '@/components/ui/spinner';
import { failureMessage } from '@/lib/failure-message';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NOTIFICATION_FAILURES } from '../notification-format';
import { NotificationItem } from './notification-item';

interface NotificationListProps {
  page: number;
  onPage: (page: number) => void;
}

export function NotificationList({ page, onPage }: NotificationListProps) {
  const list = useNotifications(page, NOTIFICATION_LIMITS.defaultPageSize);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification._id);
  };

  if (list.isPending) {
    return (
      <div className="flex justify-center py-12 text-indigo-600">
        <Spinner label="Loading notifications" className="size-6" />
      </div>
    );
  }
  if (list.isError) {
    return <Alert tone="error">{failureMessage(list.error, NOTIFICATION_FAILURES.load)}</Alert>;
  }

  const { data: items, unread, pages } = list.data;
  const failure = markAll.error ?? markRead.error;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" aria-live="polite">
          {unread === 0 ? NOTIFICATION_MESSAGES.empty : `${unread} unread`}
        </p>
        <Button
          variant="secondary"
          size="sm"
          isLoading={markAll.isPending}
          disabled={unread === 0}
          onClick={() => markAll.mutate()}
        >
          {markAll.isPending ? null : <CheckCheck className="size-4" aria-hidden="true" />}
          Mark all as read
        </Button>
      </div>
      {failure ? (
        <Alert tone="error">
          {failureMessage(
            failure,
            markAll.error ? NOTIFICATION_FAILURES.markAll : NOTIFICATION_FAILURES.mark,
          )}
        </Alert>
      ) : null}
      {items.length === 0 ? (
        <EmptyState
          icon={<BellOff className="size-8" aria-hidden="true" />}
          title={NOTIFICATION_MESSAGES.empty}
          text="New mentorship, workshop, resource and moderation updates will show up here."
        />
      ) : (
        <ul aria-label="All notifications" className="space-y-2">
          {items.map((notification) => (
            <li key={notification._id}>
              <NotificationItem
                notification={notification}
                onOpen={open}
                actions={
                  notification.read ? null : (
                    <Button
                      variant="ghost"
                      size="sm"
                      isLoading={markRead.isPending && markRead.variables === notification._id}
                      onClick={() => markRead.mutate(notification._id)}
                      aria-label={`Mark "${notification.title}" as read`}
                    >
                      Mark as read
                    </Button>
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
      <PageStepper
        label="Notification pages"
        page={page}
        pageCount={pages}
        onPage={onPage}
        isBusy={list.isPlaceholderData}
      />
    </div>
  );
}
