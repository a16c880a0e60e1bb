import { describe, expect, it } from 'vitest';
import { type BusyInterval, computeSlots, refusalOf, type SlotRules, weekOf } from './slots';

const WEEKDAYS_9_TO_11 = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '11:00' }));

const rules = (overrides: Partial<SlotRules> = {}): SlotRules => ({
  timeZone: 'America/New_York',
  sessionMinutes: 60,
  bufferMinutes: 0,
  minNoticeHours: 0,
  weeklyCap: 40,
  weeklyHours: WEEKDAYS_9_TO_11,
  blockedDates: [],
  ...overrides,
});

const iso = (instants: Array<{ start: number }>) =>
  instants.map((slot) => new Date(slot.start).toISOString());
const inIst = (instant: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit' }).format(
    new Date(instant),
  );

describe('computeSlots', () => {
  it('keeps 09:00 New York wall-clock across the spring change: 19:30 IST before, 18:30 IST after', () => {
    const slots = iso(computeSlots(rules(), [], new Date('2026-03-02T00:00:00Z')));
    // US clocks go forward on Sunday 8 March 2026.
    expect(slots).toContain('2026-03-06T14:00:00.000Z');
    expect(slots).toContain('2026-03-09T13:00:00.000Z');
    expect(inIst('2026-03-06T14:00:00.000Z')).toBe('19:30');
    expect(inIst('2026-03-09T13:00:00.000Z')).toBe('18:30');
    expect(slots.filter((slot) => slot.startsWith('2026-03-09'))).toEqual([
      '2026-03-09T13:00:00.000Z',
      '2026-03-09T14:00:00.000Z',
    ]);
  });

  it('offers nothing before a window that starts in the hour a spring change skips: 02:00–04:00 is 03:00–04:00', () => {
    const sunday = [{ weekday: 0, start: '02:00', end: '04:00' }];
    const slots = iso(computeSlots(rules({ weeklyHours: sunday }), [], new Date('2026-03-02T00:00:00Z')));
    // 8 March 2026: 02:00 does not exist (01:59 EST is followed by 03:00 EDT, 07:00Z); 04:00 EDT is 08:00Z.
    expect(slots.filter((slot) => slot.startsWith('2026-03-08'))).toEqual(['2026-03-08T07:00:00.000Z']);
    const local = (instant: string) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'America/New_York',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(instant));
    expect(slots.filter((slot) => slot.startsWith('2026-03-08')).map(local)).toEqual(['03:00']);
  });

  it('runs a window over the hour an autumn change repeats from its first instant to its end (London)', () => {
    const sunday = [{ weekday: 0, start: '01:00', end: '02:00' }];
    const slots = iso(
      computeSlots(
        rules({ timeZone: 'Europe/London', weeklyHours: sunday }),
        [],
        new Date('2026-10-19T00:00:00Z'),
      ),
    );
    // 25 October 2026: 01:00 BST is 00:00Z; the clock reads 01:00 again at 01:00Z, and 02:00 GMT is 02:00Z.
    expect(slots.filter((slot) => slot.startsWith('2026-10-25'))).toEqual([
      '2026-10-25T00:00:00.000Z',
      '2026-10-25T01:00:00.000Z',
    ]);
  });

  it('keeps 09:00 New York wall-clock across the autumn change: 18:30 IST before, 19:30 IST after', () => {
    const slots = iso(computeSlots(rules(), [], new Date('2026-10-26T00:00:00Z')));
    // US clocks go back on Sunday 1 November 2026.
    expect(slots).toContain('2026-10-30T13:00:00.000Z');
    expect(slots).toContain('2026-11-02T14:00:00.000Z');
  });

  it('reads Los Angeles hours in Los Angeles time on both sides of the change', () => {
    const slots = iso(
      computeSlots(rules({ timeZone: 'America/Los_Angeles' }), [], new Date('2026-03-02T00:00:00Z')),
    );
    expect(slots).toContain('2026-03-06T17:00:00.000Z');
    expect(slots).toContain('2026-03-09T16:00:00.000Z');
    expect(slots).not.toContain('2026-03-06T16:00:00.000Z');
  });

  it('offers the next 4 weeks only, skipping blocked dates and weekends', () => {
    const now = new Date('2026-03-02T00:00:00Z');
    const slots = iso(computeSlots(rules({ blockedDates: ['2026-03-04'] }), [], now));
    expect(slots.some((slot) => slot.startsWith('2026-03-04'))).toBe(false);
    expect(slots.some((slot) => slot.startsWith('2026-03-07'))).toBe(false);
    expect(slots.at(-1)! < '2026-03-30T00:00:00.000Z').toBe(true);
    // 20 weekdays in 4 weeks, 2 slots each, minus the blocked day.
    expect(slots).toHaveLength(38);
  });

  it('leaves out slots inside the minimum notice', () => {
    const now = new Date('2026-03-02T12:00:00Z');
    expect(iso(computeSlots(rules(), [], now))[0]).toBe('2026-03-02T14:00:00.000Z');
    expect(iso(computeSlots(rules({ minNoticeHours: 12 }), [], now))[0]).toBe('2026-03-03T14:00:00.000Z');
  });

  it('removes busy times widened by the buffer, and slots of any length that overlap them', () => {
    const now = new Date('2026-03-02T00:00:00Z');
    const workshop: BusyInterval = {
      start: new Date('2026-03-03T14:30:00Z'),
      end: new Date('2026-03-03T15:00:00Z'),
      isSession: false,
    };
    const day = (slots: string[]) => slots.filter((slot) => slot.startsWith('2026-03-03'));
    expect(day(iso(computeSlots(rules(), [workshop], now)))).toEqual(['2026-03-03T15:00:00.000Z']);
    expect(day(iso(computeSlots(rules({ bufferMinutes: 10 }), [workshop], now)))).toEqual([]);
    expect(day(iso(computeSlots(rules({ sessionMinutes: 30 }), [workshop], now)))).toEqual([
      '2026-03-03T14:00:00.000Z',
      '2026-03-03T15:00:00.000Z',
      '2026-03-03T15:30:00.000Z',
    ]);
  });

  it('closes a week once it holds the weekly cap, and says why a start is refused', () => {
    const now = new Date('2026-03-02T00:00:00Z');
    const session: BusyInterval = {
      start: new Date('2026-03-02T14:00:00Z'),
      end: new Date('2026-03-02T15:00:00Z'),
      isSession: true,
    };
    const slots = iso(computeSlots(rules({ weeklyCap: 1 }), [session], now));
    expect(slots[0]).toBe('2026-03-09T13:00:00.000Z');
    expect(refusalOf(rules({ weeklyCap: 1 }), [session], now, Date.parse('2026-03-03T14:00:00Z'))).toBe(
      'cap',
    );
    expect(refusalOf(rules(), [session], now, Date.parse('2026-03-02T14:00:00Z'))).toBe('unavailable');
    expect(refusalOf(rules(), [session], now, Date.parse('2026-03-02T14:30:00Z'))).toBe('unavailable');
    expect(refusalOf(rules(), [session], now, Date.parse('2026-03-03T14:00:00Z'))).toBeNull();
  });

  it('runs a window to midnight with 24:00 and starts weeks on Monday', () => {
    const slots = iso(
      computeSlots(
        rules({ timeZone: 'UTC', weeklyHours: [{ weekday: 2, start: '23:00', end: '24:00' }] }),
        [],
        new Date('2026-03-02T00:00:00Z'),
      ),
    );
    expect(slots[0]).toBe('2026-03-03T23:00:00.000Z');
    expect(weekOf('2026-03-08')).toBe('2026-03-02');
    expect(weekOf('2026-03-09')).toBe('2026-03-09');
  });
});
