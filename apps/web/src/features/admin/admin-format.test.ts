import { describe, expect, it } from 'vitest';
import {
  actionLabel,
  describeChanges,
  fieldLabel,
  formatDayTime,
  formatHours,
  formatHoursOrDays,
  formatLastActive,
  formatLeadTime,
  formatPercent,
  formatValue,
  formatWeek,
  summarizeEntry,
} from './admin-format';

describe('admin-format', () => {
  it('reads last activity relative to now, and Never without a sign-in', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(formatLastActive(null, now)).toBe('Never');
    expect(formatLastActive('2026-03-10T11:59:40Z', now)).toBe('Just now');
    expect(formatLastActive('2026-03-10T11:15:00Z', now)).toBe('45 min ago');
    expect(formatLastActive('2026-03-10T07:00:00Z', now)).toBe('5 h ago');
    expect(formatLastActive('2026-03-09T10:00:00Z', now)).toBe('1 day ago');
    expect(formatLastActive('2026-02-01T10:00:00Z', now)).toBe('1 Feb 2026');
  });

  it('shows what an act changed, field by field, and leaves unchanged fields out', () => {
    expect(describeChanges({ isActive: true, name: 'Asha' }, { isActive: false, name: 'Asha' })).toEqual([
      { field: 'Active', before: 'Yes', after: 'No' },
    ]);
    expect(describeChanges({ status: 'pending' }, null)).toEqual([
      { field: 'Status', before: 'pending', after: '—' },
    ]);
    expect(describeChanges(null, null)).toEqual([]);
  });

  it('gives times in the viewer’s zone with its name, instants inside changes included', () => {
    expect(formatDayTime('2026-03-05T09:30:00.000Z', 'Asia/Kolkata')).toBe('Thu, 5 Mar, 2026, 3:00 pm IST');
    expect(formatDayTime('2026-03-05T09:30:00.000Z', 'America/Los_Angeles')).toBe(
      'Thu, 5 Mar, 2026, 1:30 am GMT-8',
    );
    expect(formatDayTime(null)).toBe('—');
    expect(formatValue('2026-12-01T12:30:00.000Z', 'Asia/Kolkata')).toBe('Tue, 1 Dec, 2026, 6:00 pm IST');
    expect(formatValue('2026-12-01', 'Asia/Kolkata')).toBe('2026-12-01');
  });

  it('shows a field of an act with no earlier state as its value alone', () => {
    expect(describeChanges(null, { title: 'Mock Interview' })).toEqual([
      { field: 'Title', before: null, after: 'Mock Interview' },
    ]);
  });

  it('sums up a workshop completed before its start in one sentence', () => {
    const entry = {
      action: 'workshop.complete_early',
      after: { scheduledDate: '2026-12-01T12:30:00.000Z', completedAt: '2026-11-28T10:00:00.000Z' },
    };
    expect(summarizeEntry(entry, 'Asia/Kolkata')).toBe(
      'Completed 3 days before its start (scheduled Tue, 1 Dec, 2026, 6:00 pm IST; completed Sat, 28 Nov, 2026, 3:30 pm IST).',
    );
    expect(summarizeEntry({ ...entry, action: 'user.deactivate' })).toBeNull();
    expect(summarizeEntry({ ...entry, after: { scheduledDate: 'soon' } })).toBeNull();
    expect(formatLeadTime(40 * 60_000)).toBe('40 minutes');
    expect(formatLeadTime(59.7 * 60_000)).toBe('1 hour');
    expect(formatLeadTime(5 * 3_600_000)).toBe('5 hours');
    expect(formatLeadTime(23.6 * 3_600_000)).toBe('1 day');
    expect(formatLeadTime(10_000)).toBe('1 minute');
  });

  it('labels fields, values, acts, weeks, rates and hours', () => {
    expect(fieldLabel('reportCount')).toBe('Report count');
    expect(fieldLabel('is_verified')).toBe('Is verified');
    expect(formatValue(['a', 'b'])).toBe('a, b');
    expect(formatValue({ a: 1 })).toBe('{"a":1}');
    expect(actionLabel('user.deactivate')).toBe('Deactivated user');
    expect(actionLabel('thing.unknown')).toBe('thing.unknown');
    expect(formatWeek('2026-03-02')).toBe('2 Mar');
    expect(formatPercent(66.666)).toBe('66.7%');
    expect(formatPercent(null)).toBe('—');
    expect(formatHours(0.5)).toBe('30 min');
    expect(formatHours(5.55)).toBe('5.6 h');
    expect(formatHoursOrDays(null)).toBe('—');
    expect(formatHoursOrDays(47.9)).toBe('47.9 h');
    expect(formatHoursOrDays(48)).toBe('2 days');
    expect(formatHoursOrDays(84)).toBe('3.5 days');
  });
});
