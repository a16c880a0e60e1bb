/** Query keys of the notifications feature, all under 'notifications' so they never clash with another feature's. */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** Every page of the list (the bell's panel and the /notifications page). */
  lists: ['notifications', 'list'] as const,
  list: (page: number, limit: number) => ['notifications', 'list', page, limit] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
  preferences: ['notifications', 'preferences'] as const,
};
