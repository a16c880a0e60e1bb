import { describe, expect, it } from 'vitest';
import { describeMeeting, formatCalendarDate, formatDate, todayInBrowser } from './format';

describe('mentorship formatting', () => {
  it('formats a calendar date without shifting it across time zones', () => {
    expect(formatCalendarDate('2026-07-09')).toBe('Thu, 9 Jul 2026');
    expect(formatCalendarDate('garbage')).toBe('garbage');
  });

  it("shows a meeting set in the mentor's zone in the viewer's, with the mentor's time beside it", () => {
    expect(describeMeeting('2026-07-09', '18:30', 'Asia/Kolkata', 'America/Los_Angeles')).toEqual({
      date: 'Thu, 9 Jul 2026',
      time: '6:00 am GMT-7',
      mentorTime: '6:30 pm IST',
    });
    // Late evening in India is the next morning in Tokyo.
    expect(describeMeeting('2026-07-09', '23:30', 'Asia/Kolkata', 'Asia/Tokyo')).toEqual({
      date: 'Fri, 10 Jul 2026',
      time: '3:00 am GMT+9',
      mentorTime: '11:30 pm IST',
    });
    expect(describeMeeting('2026-07-09', '18:30', 'Asia/Kolkata', 'Asia/Kolkata')).toEqual({
      date: 'Thu, 9 Jul 2026',
      time: '6:30 pm IST',
      mentorTime: null,
    });
  });

  it('shows a meeting without a usable zone as it was given', () => {
    const asGiven = { date: 'Thu, 9 Jul 2026', time: '18:30', mentorTime: null };
    expect(describeMeeting('2026-07-09', '18:30', null)).toEqual(asGiven);
    expect(describeMeeting('2026-07-09', '18:30', 'Not/AZone')).toEqual(asGiven);
    expect(describeMeeting(null, '18:30', 'Asia/Kolkata')).toEqual({ ...asGiven, date: '' });
    expect(describeMeeting('2026-07-09', null, null)).toEqual({ ...asGiven, time: '' });
  });

  it('formats timestamps and today', () => {
    expect(formatDate('2026-03-02T10:00:00.000Z')).toBe('2 Mar 2026');
    expect(formatDate(null)).toBe('');
    expect(todayInBrowser(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
