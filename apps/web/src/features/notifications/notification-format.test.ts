import { describe, expect, it } from 'vitest';
import { safeLink } from './components/notification-item';
import { reconnectDelay } from './hooks/use-notification-stream';
import { badgeText, bellLabel, formatNotificationTime } from './notification-format';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('notification formatting', () => {
  it('names the bell with the count', () => {
    expect(bellLabel(undefined)).toBe('Notifications');
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
  });

  it('caps the badge at 99+', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('tells how long ago, then the date', () => {
    expect(formatNotificationTime(ago(20_000), NOW)).toBe('just now');
    expect(formatNotificationTime(ago(5 * 60_000), NOW)).toBe('5 min ago');
    expect(formatNotificationTime(ago(3 * 3_600_000), NOW)).toBe('3 h ago');
    expect(formatNotificationTime(ago(26 * 3_600_000), NOW)).toBe('1 day ago');
    expect(formatNotificationTime(ago(3 * 86_400_000), NOW)).toBe('3 days ago');
    expect(formatNotificationTime('2026-01-05T10:00:00.000Z', NOW)).toBe('5 Jan 2026');
    expect(formatNotificationTime('not a date', NOW)).toBe('');
  });

  it('follows only links inside the site', () => {
    expect(safeLink('/mentorship-dashboard')).toBe('/mentorship-dashboard');
    expect(safeLink('/workshops?tab=bookings')).toBe('/workshops?tab=bookings');
    for (const link of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
    ])
      expect(safeLink(link)).toBe('/notifications');
  });

  it('waits longer after each failed reconnection, up to a minute', () => {
    expect([0, 1, 2, 3, 10].map(reconnectDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 60_000]);
  });
});
