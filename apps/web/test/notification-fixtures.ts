import type { Notification, NotificationListResponse } from '@mentorbridge/shared';

/** Never imported by app code. */

let sequence = 0;

export function createNotification(overrides: Partial<Notification> = {}): Notification {
  sequence += 1;
  return {
    _id: `notification-${sequence}`,
    category: 'mentorship',
    title: `New mentorship request ${sequence}`,
    body: 'Tara Student asked you for a resume review.',
    link: '/mentorship-dashboard',
    read: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

/** The unread total is counted from the items unless given. */
export function notificationPage(
  items: Notification[],
  overrides: Partial<NotificationListResponse> = {},
): NotificationListResponse {
  return {
    success: true,
    data: items,
    total: items.length,
    unread: items.filter((item) => !item.read).length,
    page: 1,
    pages: 1,
    ...overrides,
  };
}
