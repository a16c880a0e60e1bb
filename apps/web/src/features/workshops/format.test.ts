import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  durationLabel,
  formatDateTime,
  formatRupees,
  preferredSlotLabel,
  priceLabel,
  slotsLabel,
  toDateTimeInput,
  weekdayAndTime,
} from './format';

describe('workshop display fallbacks (part 2 section 2.1)', () => {
  it('shows Flexible without a duration', () => {
    expect(durationLabel(90)).toBe('90 min');
    expect(durationLabel(0)).toBe('Flexible');
    expect(durationLabel(null)).toBe('Flexible');
  });

  it('shows Limited when the slots are unknown', () => {
    expect(slotsLabel(3)).toBe('3 slots left');
    expect(slotsLabel(1)).toBe('1 slot left');
    expect(slotsLabel(0)).toBe('No slots left');
    expect(slotsLabel(undefined)).toBe('Limited');
    expect(slotsLabel(Number.NaN)).toBe('Limited');
  });

  it('shows Free or the price in rupees', () => {
    expect(priceLabel(false, 0)).toBe('Free');
    expect(priceLabel(true, 0)).toBe('Free');
    expect(priceLabel(false, 499)).toBe('Free');
    expect(priceLabel(true, 299)).toBe('₹299');
    expect(formatRupees(150000)).toBe('₹1,50,000');
  });
});

describe('dates in the viewer time zone with its name', () => {
  const instant = '2026-05-12T13:00:00.000Z';

  it('names the zone', () => {
    expect(formatDateTime(instant, 'Asia/Kolkata')).toBe('Tue, 12 May, 2026, 6:30 pm IST');
    expect(formatDateTime(instant, 'UTC')).toBe('Tue, 12 May, 2026, 1:00 pm UTC');
    expect(formatDateTime(null)).toBe('Date to be announced');
  });

  it("derives the weekday and time from the instant, not from the server's platform-zone text", () => {
    const fallback = { days: ['Tuesday'], time: '18:30' };
    expect(weekdayAndTime(instant, fallback, 'America/Los_Angeles')).toEqual({
      days: 'Tuesday',
      time: '6:00 am GMT-7',
    });
    expect(weekdayAndTime('2026-05-12T20:00:00Z', fallback, 'Asia/Tokyo').days).toBe('Wednesday');
    expect(weekdayAndTime('', fallback)).toEqual({ days: 'Tuesday', time: '18:30' });
  });

  it('fills a datetime-local input in the browser zone', () => {
    const local = new Date(2026, 4, 12, 9, 5);
    expect(toDateTimeInput(local.toISOString())).toBe('2026-05-12T09:05');
    expect(toDateTimeInput('garbage')).toBe('');
  });
});

describe("a booking's preferred date and time, for a host west of UTC", () => {
  const previous = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  });

  it('keeps the calendar date as sent and says whose time it is', () => {
    expect(preferredSlotLabel('2026-05-13', '18:30')).toBe("13 May 2026 at 6:30 pm (student's local time)");
    expect(preferredSlotLabel('2026-05-13T00:00:00.000Z', null)).toBe('13 May 2026');
    expect(preferredSlotLabel(null, '09:05')).toBe("9:05 am (student's local time)");
  });

  it('shows what it cannot read as it was sent', () => {
    expect(preferredSlotLabel('2026-02-31', 'after lunch')).toBe('2026-02-31 at after lunch');
    expect(preferredSlotLabel(null, null)).toBe('');
  });
});
