import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDate, formatMeetingTime, todayInBrowser } from './format';

describe('mentorship formatting', () => {
  it('formats a calendar date without shifting it across time zones', () => {
    expect(formatCalendarDate('2026-07-09')).toBe('Thu, 9 Jul 2026');
    expect(formatCalendarDate('garbage')).toBe('garbage');
  });

  it('names the time zone of a meeting time', () => {
    expect(formatMeetingTime('2026-07-09', '18:30', 'Asia/Kolkata')).toBe(
      '18:30 India Standard Time (Asia/Kolkata)',
    );
    expect(formatMeetingTime('2026-01-15', '09:00', 'Europe/London')).toBe(
      '09:00 Greenwich Mean Time (Europe/London)',
    );
    expect(formatMeetingTime('2026-07-09', '18:30', 'Not/AZone')).toBe('18:30 (Not/AZone)');
    expect(formatMeetingTime('2026-07-09', '18:30', null)).toBe('18:30');
  });

  it('formats timestamps and today', () => {
    expect(formatDate('2026-03-02T10:00:00.000Z')).toBe('2 Mar 2026');
    expect(formatDate(null)).toBe('');
    expect(todayInBrowser(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
