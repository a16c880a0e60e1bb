import { describe, expect, it } from 'vitest';
import {
  actionLabel,
  describeChanges,
  fieldLabel,
  formatHours,
  formatLastActive,
  formatPercent,
  formatValue,
  formatWeek,
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
  });
});
