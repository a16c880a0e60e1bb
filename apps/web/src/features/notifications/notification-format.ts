import { formatInstantDate } from '@mentorbridge/shared';

/** Shown when the server sends no sentence of its own. */
export const NOTIFICATION_FAILURES = {
  load: 'Could not load your notifications. Please try again.',
  mark: 'Could not mark the notification as read. Please try again.',
  markAll: 'Could not mark your notifications as read. Please try again.',
  preferences: 'Could not load your notification preferences. Please try again.',
  save: 'Could not save your notification preferences. Please try again.',
} as const;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Short: the panel has little room. */
export function formatNotificationTime(iso: string, now: number = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const elapsed = Math.max(0, now - time);
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return days === 1 ? '1 day ago' : `${days} days ago`;
  return formatInstantDate(new Date(time));
}

export function bellLabel(count: number | undefined): string {
  return count ? `Notifications, ${count} unread` : 'Notifications';
}

export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
