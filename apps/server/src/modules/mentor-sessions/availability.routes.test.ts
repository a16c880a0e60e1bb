import { MENTOR_SESSION_MESSAGES as M, type MentorAvailabilityBody } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import {
  alumniProfilePayload,
  bearer,
  createUser,
  createUserWithProfile,
  signIn,
} from '../../../test/factories';
import { menteeOf, mentorWithHours, SESSIONS_NOW, setHours, slotsOf } from '../../../test/mentor-sessions';
import { statementTextsOf } from '../../../test/statements';
import { createTestApp } from '../../../test/test-app';
import { createWorkshopAs } from '../../../test/workshops';

describe('mentor availability and slots', async () => {
  const { app } = await createTestApp({ now: SESSIONS_NOW });
  const availabilityOf = async (alumni: { token: string }) =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/mentor-sessions/availability',
        headers: bearer(alumni.token),
      })
    ).json().data;

  it('keeps availability with clear messages for each invalid field', async () => {
    const alumni = await createUserWithProfile(app, 'alumni');
    expect(await availabilityOf(alumni)).toMatchObject({
      isConfigured: false,
      minNoticeHours: 12,
      timeZone: 'Asia/Kolkata',
    });

    const messagesOf = async (body: Partial<MentorAvailabilityBody>) => {
      const response = await setHours(app, alumni, body);
      expect(response.statusCode).toBe(400);
      return response.json().errors.map((error: { message: string }) => error.message);
    };
    expect(await messagesOf({ timeZone: 'Mars/Olympus', sessionMinutes: 40 as 30 })).toEqual([
      M.timeZoneInvalid,
      M.sessionLengthInvalid,
    ]);
    expect(
      await messagesOf({
        weeklyHours: [
          { weekday: 1, start: '11:00', end: '10:00' },
          { weekday: 2, start: '09:00', end: '12:00' },
          { weekday: 2, start: '11:00', end: '13:00' },
          { weekday: 3, start: '09:00', end: '09:30' },
        ],
      }),
    ).toEqual([M.windowOrder, M.windowOverlap, M.windowTooShort]);
    expect(await messagesOf({ weeklyHours: [{ weekday: -1, start: '09:00', end: '10:00' }] })).toEqual([
      M.weekdayInvalid,
    ]);

    const saved = await setHours(app, alumni, { blockedDates: ['2026-03-10', '2026-03-10'] });
    expect(saved.json()).toMatchObject({
      message: M.availabilitySaved,
      data: { isConfigured: true, timeZone: 'America/Los_Angeles', blockedDates: ['2026-03-10'] },
    });
    // Saving the profile again leaves the zone alone.
    const profile = await app.inject({
      method: 'PUT',
      url: '/api/profile/alumni',
      headers: bearer(alumni.token),
      payload: alumniProfilePayload({ bio: 'Still here' }),
    });
    expect(profile.statusCode).toBe(200);
    expect(await availabilityOf(alumni)).toMatchObject({
      timeZone: 'America/Los_Angeles',
      sessionMinutes: 60,
    });

    const student = await createUserWithProfile(app, 'student');
    expect((await setHours(app, student)).statusCode).toBe(403);

    // Without a profile there is nowhere to keep the zone, and a bare profile row would break the profile page.
    const newcomer = await createUser(app, { role: 'alumni' });
    const refused = await setHours(app, { token: (await signIn(app, newcomer.email)).token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.profileRequired);
    for (const id of [newcomer.id, alumni.id]) {
      const page = await app.inject({
        method: 'GET',
        url: `/api/users/${id}`,
        headers: bearer(student.token),
      });
      expect(page.statusCode).toBe(200);
    }
  });

  it('offers 09:00 Los Angeles time on both sides of the DST change, minus blocked dates and min notice', async () => {
    const alumni = await mentorWithHours(app, { blockedDates: ['2026-03-10'] });
    const student = await menteeOf(app, alumni);
    const { response, starts } = await slotsOf(app, student, alumni);
    expect(response.json().data).toMatchObject({ timeZone: 'America/Los_Angeles', sessionMinutes: 60 });
    // Friday before: 09:00 PST = 17:00 UTC; Monday after: 09:00 PDT = 16:00 UTC.
    expect(starts).toContain('2026-03-06T17:00:00.000Z');
    expect(starts).toContain('2026-03-09T16:00:00.000Z');
    expect(starts).not.toContain('2026-03-09T18:00:00.000Z');
    expect(starts.some((start) => start.startsWith('2026-03-10'))).toBe(false);
    expect(starts[0]).toBe('2026-03-02T17:00:00.000Z');

    await setHours(app, alumni, { minNoticeHours: 12 });
    expect((await slotsOf(app, student, alumni)).starts[0]).toBe('2026-03-03T17:00:00.000Z');
  });

  it("removes the alumni's own workshops from the slots", async () => {
    const alumni = await mentorWithHours(app);
    await createWorkshopAs(app, alumni.token, { scheduledDate: '2026-03-11T16:30:00.000Z', duration: 30 });
    const { starts } = await slotsOf(app, alumni, alumni);
    expect(starts).not.toContain('2026-03-11T16:00:00.000Z');
    expect(starts).toContain('2026-03-11T17:00:00.000Z');
  });

  it('shows slots only to the pair and admins, in one statement either way', async () => {
    const alumni = await mentorWithHours(app);
    const stranger = await createUserWithProfile(app, 'student');
    const otherAlumni = await createUserWithProfile(app, 'alumni');
    for (const viewer of [stranger, otherAlumni]) {
      let refused: Awaited<ReturnType<typeof slotsOf>> | undefined;
      const statements = await statementTextsOf(app, async () => {
        refused = await slotsOf(app, viewer, alumni);
      });
      expect(refused!.response.statusCode).toBe(403);
      expect(refused!.response.json().message).toBe(M.noAcceptedMentorship);
      const slotReads = statements.filter((text) => /"mentor_sessions"/.test(text));
      expect(slotReads).toHaveLength(1);
      // The bookings part runs only for a viewer who may see the slots.
      expect(slotReads[0]).toMatch(/case when .* then \(select json_agg/s);
    }
    const student = await menteeOf(app, alumni);
    let allowed: Awaited<ReturnType<typeof slotsOf>> | undefined;
    const statements = await statementTextsOf(app, async () => {
      allowed = await slotsOf(app, student, alumni);
    });
    expect(allowed!.starts).toContain('2026-03-03T17:00:00.000Z');
    expect(statements.filter((text) => /"(mentor_sessions|mentor_availability)"/.test(text))).toHaveLength(1);
  });
});
