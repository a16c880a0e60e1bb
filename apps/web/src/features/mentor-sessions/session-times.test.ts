import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCalendarDay, groupSlotsByDay, otherZoneTime, timeZoneOptions } from './session-times';

const previousZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Kolkata';
});
afterAll(() => {
  if (previousZone === undefined) delete process.env.TZ;
  else process.env.TZ = previousZone;
});

describe('session times', () => {
  it('offers the saved zone under its own name once, whatever the engine calls it', () => {
    const zones = timeZoneOptions('Asia/Kolkata');
    expect(zones.filter((zone) => zone === 'Asia/Kolkata' || zone === 'Asia/Calcutta')).toEqual([
      'Asia/Kolkata',
    ]);
    expect(timeZoneOptions('UTC')).toContain('UTC');
  });

  it('shows no second time when the mentor’s zone is the viewer’s under another name', () => {
    expect(otherZoneTime('2026-03-09T13:00:00.000Z', 'Asia/Calcutta')).toBeNull();
    expect(otherZoneTime('2026-03-09T13:00:00.000Z', 'Europe/London')).toBe('1:00 pm GMT');
  });

  it('groups slots by the viewer’s calendar day', () => {
    const days = groupSlotsByDay([
      { start: '2026-03-09T17:00:00.000Z', end: '2026-03-09T17:30:00.000Z' },
      { start: '2026-03-09T19:00:00.000Z', end: '2026-03-09T19:30:00.000Z' },
    ]);
    expect(days.map((day) => [day.label, day.slots.length])).toEqual([
      ['Monday, 9 Mar 2026', 1],
      ['Tuesday, 10 Mar 2026', 1],
    ]);
  });

  it('writes a calendar date without shifting it', () => {
    expect(formatCalendarDay('2026-12-25')).toBe('Fri, 25 Dec 2026');
  });
});
