import { NOTIFICATION_CATEGORY_LABELS, type Notification, renderNoticeText } from '@mentorbridge/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatNotificationTime } from '../notification-format';

/** The link comes from the server, but `//host` or `javascript:` must never become a live link. */
export function safeLink(link: string): string {
  return link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\')
    ? link
    : paths.notifications;
}

interface NotificationItemProps {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  actions?: ReactNode;
  isCompact?: boolean;
}

export function NotificationItem({
  notification,
  onOpen,
  actions,
  isCompact = false,
}: NotificationItemProps) {
  const isUnread = !notification.read;
  return (
    <div
      className={`flex flex-wrap items-start gap-x-3 gap-y-1 ${isCompact ? 'px-4 py-3' : 'rounded-lg border px-4 py-3'} ${
        isUnread ? 'border-indigo-200 bg-indigo-50' : 'border-slate-200 bg-white'
      }`}
      data-unread={isUnread || undefined}
    >
      <span
        aria-hidden="true"
        className={`mt-1.5 size-2 shrink-0 rounded-full ${isUnread ? 'bg-indigo-600' : 'bg-transparent'}`}
      />
      <div className="min-w-0 flex-1">
        <Link
          to={safeLink(notification.link)}
          onClick={() => onOpen(notification)}
          className={`text-sm break-words text-slate-900 no-underline hover:underline ${
            isUnread ? 'font-semibold' : 'font-medium'
          } ${isCompact ? 'line-clamp-3' : 'block'}`}
        >
          {isUnread ? <span className="sr-only">Unread:</span> : null}
          {isUnread ? ' ' : null}
          {notification.title}
        </Link>
        <p className={`mt-0.5 text-sm break-words text-slate-700 ${isCompact ? 'line-clamp-2' : ''}`}>
          {renderNoticeText(notification.body)}
        </p>
        <p className="mt-1 text-xs text-slate-600">
          {NOTIFICATION_CATEGORY_LABELS[notification.category]} ·{' '}
          <time dateTime={notification.createdAt}>{formatNotificationTime(notification.createdAt)}</time>
        </p>
      </div>
      {/* On a phone the action goes under the text, which would otherwise wrap in a narrow column. */}
      {actions ? <div className="flex w-full justify-end sm:w-auto sm:shrink-0">{actions}</div> : null}
    </div>
  );
}
