import { describe, expect, it } from 'vitest';
import {
  bookSessionSchema,
  MENTOR_SESSION_MESSAGES as M,
  mentorAvailabilityInputSchema,
} from './mentor-sessions';

const base = {
  timeZone: 'Europe/London',
  sessionMinutes: 45,
  bufferMinutes: 15,
  weeklyCap: 3,
  weeklyHours: [{ weekday: 2, start: '18:00', end: '24:00' }],
};

describe('mentor session contract', () => {
  it('defaults the minimum notice to 12 hours, sorts blocked dates once and reads a blank link as none', () => {
    const parsed = mentorAvailabilityInputSchema.parse({
      ...base,
      blockedDates: ['2026-05-02', '2026-05-01', '2026-05-02'],
      meetingLink: ' ',
    });
    expect(parsed).toMatchObject({
      minNoticeHours: 12,
      blockedDates: ['2026-05-01', '2026-05-02'],
      meetingLink: null,
    });
  });

  it('names each refused field', () => {
    const messages = (body: object) =>
      mentorAvailabilityInputSchema
        .safeParse({ ...base, ...body })
        .error?.issues.map((issue) => issue.message);
    expect(messages({ bufferMinutes: 90 })).toEqual([M.bufferInvalid]);
    expect(messages({ weeklyCap: 0 })).toEqual([M.weeklyCapInvalid]);
    expect(messages({ blockedDates: ['2026-02-30'] })).toEqual([M.dateInvalid]);
    expect(messages({ weeklyHours: [{ weekday: 7, start: '9:00', end: '10:00' }] })).toEqual([
      M.weekdayInvalid,
      M.timeInvalid,
    ]);
    expect(messages({ weeklyHours: [{ weekday: -1, start: '09:00', end: '10:00' }] })).toEqual([
      M.weekdayInvalid,
    ]);
    expect(bookSessionSchema.safeParse({ mentorshipId: 'x', start: 'soon' }).error?.issues[0]?.message).toBe(
      M.startInvalid,
    );
  });

  it('takes no meeting link from the student who books', () => {
    const parsed = bookSessionSchema.parse({
      mentorshipId: 'x',
      start: '2026-05-01T10:00:00Z',
      meetingLink: 'https://phish.example.com',
    });
    expect(parsed).toEqual({ mentorshipId: 'x', start: '2026-05-01T10:00:00Z' });
  });
});
