import { describe, expect, it } from 'vitest';
import { lastActiveLabel, replyTimeLabel, replyWithinDays } from './mentorship-responsiveness';

const HOUR = 3600;

describe('mentor responsiveness figures', () => {
  it('rounds the mean reply time up to whole days, at least one', () => {
    expect(replyWithinDays(0, 0)).toBeNull();
    expect(replyWithinDays(1, 10 * HOUR)).toBe(1);
    expect(replyWithinDays(1, 24 * HOUR)).toBe(1);
    expect(replyWithinDays(1, 24 * HOUR + 1)).toBe(2);
    expect(replyWithinDays(3, (10 + 50 + 72) * HOUR)).toBe(2);
    expect(replyWithinDays(2, 0)).toBe(1);
  });

  it('words the reply time', () => {
    expect(replyTimeLabel(null)).toBeNull();
    expect(replyTimeLabel(1)).toBe('Usually replies within a day');
    expect(replyTimeLabel(4)).toBe('Usually replies within 4 days');
  });

  it('words the last activity in calendar days', () => {
    const now = new Date(2026, 10, 22, 9, 0);
    expect(lastActiveLabel(null, now)).toBeNull();
    expect(lastActiveLabel(new Date(2026, 10, 22, 0, 5).toISOString(), now)).toBe('Active today');
    expect(lastActiveLabel(new Date(2026, 10, 21, 23, 55).toISOString(), now)).toBe('Active yesterday');
    expect(lastActiveLabel(new Date(2026, 10, 19, 12, 0).toISOString(), now)).toBe('Active 3 days ago');
    // A clock slightly ahead on the server never reads as the future.
    expect(lastActiveLabel(new Date(2026, 10, 23, 1, 0).toISOString(), now)).toBe('Active today');
  });
});
