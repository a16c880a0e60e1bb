import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mentorZoneTime } from './space-times';

const previousZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Kolkata';
});
afterAll(() => {
  if (previousZone === undefined) delete process.env.TZ;
  else process.env.TZ = previousZone;
});

describe('mentorZoneTime', () => {
  it('gives the mentor’s time only when their zone reads differently', () => {
    expect(mentorZoneTime('2026-03-09T13:00:00.000Z', 'Asia/Kolkata')).toBeNull();
    expect(mentorZoneTime('2026-03-09T13:00:00.000Z', 'Asia/Calcutta')).toBeNull();
    expect(mentorZoneTime('2026-03-09T13:00:00.000Z', 'America/New_York')).toBe('9:00 am GMT-4');
  });

  it('adds the mentor’s date when it is another calendar day there', () => {
    expect(mentorZoneTime('2026-03-09T02:00:00.000Z', 'America/Los_Angeles')).toBe(
      '7:00 pm GMT-7, 8 Mar 2026',
    );
  });
});
