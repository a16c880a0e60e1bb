import { formatInstantTime } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories';
import { bookAt, menteeOf, mentorWithHours, sessionsOf, slotsOf } from '../../../test/mentor-sessions';
import { createTestApp } from '../../../test/test-app';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '11:00' }));
const NEW_YORK = { timeZone: 'America/New_York', weeklyHours: EVERY_DAY, minNoticeHours: 0 };
const wallClock = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));

describe('a session booked on the day the clocks change', async () => {
  // Sunday 8 March 2026, 00:30 in New York: the clocks go forward at 02:00, after the booking and before the slot.
  const { app, clock } = await createTestApp({ now: new Date('2026-03-08T05:30:00Z') });

  async function bookFirstSlotOf(date: string) {
    const alumni = await mentorWithHours(app, NEW_YORK);
    const student = await menteeOf(app, alumni);
    const { starts } = await slotsOf(app, student, alumni);
    const shown = starts.find((start) => wallClock(start, 'America/New_York').startsWith(date));
    expect(shown, `a slot on ${date}`).toBeDefined();
    const booked = await bookAt(app, student, shown!);
    expect(booked.statusCode).toBe(201);
    return { alumni, student, shown: shown!, session: booked.json().data as { _id: string; start: string } };
  }

  async function invitationOf(user: { token: string }, id: string) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/mentor-sessions/${id}/calendar.ics`,
      headers: bearer(user.token),
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  }

  it('lands at 09:00 New York time, 18:30 in India, when the spring change falls between booking and session', async () => {
    const { student, shown, session } = await bookFirstSlotOf('08/03/2026');
    expect(shown).toBe('2026-03-08T13:00:00.000Z');
    expect(session.start).toBe(shown);
    expect(wallClock(session.start, 'America/New_York')).toBe('08/03/2026, 09:00');
    expect(wallClock(session.start, 'Asia/Kolkata')).toBe('08/03/2026, 18:30');
    expect(formatInstantTime(session.start, 'Asia/Kolkata')).toBe(formatInstantTime(shown, 'Asia/Kolkata'));
    const mine = (await sessionsOf(app, student)).find((row) => row._id === session._id) as unknown as {
      start: string;
    };
    expect(mine.start).toBe(shown);
    const ics = await invitationOf(student, session._id);
    expect(ics).toContain('DTSTART:20260308T130000Z');
    expect(ics).toContain('DTEND:20260308T140000Z');
  });

  it('lands at 09:00 New York time, 19:30 in India, on the autumn change day', async () => {
    // Sunday 1 November 2026, 00:30 in New York (EDT); the clocks go back at 02:00.
    clock.set(new Date('2026-11-01T04:30:00Z'));
    const { student, shown, session } = await bookFirstSlotOf('01/11/2026');
    expect(shown).toBe('2026-11-01T14:00:00.000Z');
    expect(session.start).toBe(shown);
    expect(wallClock(session.start, 'America/New_York')).toBe('01/11/2026, 09:00');
    expect(wallClock(session.start, 'Asia/Kolkata')).toBe('01/11/2026, 19:30');
    const ics = await invitationOf(student, session._id);
    expect(ics).toContain('DTSTART:20261101T140000Z');
    expect(ics).toContain('DTEND:20261101T150000Z');
  });
});
