import { formatInstant, MENTOR_SESSION_MESSAGES as M } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, createUserWithProfile, signIn } from '../../../test/factories';
import { mailsTo } from '../../../test/mail';
import {
  bookAt,
  menteeOf,
  mentorWithHours,
  rescheduleAs,
  type SessionUser,
} from '../../../test/mentor-sessions';
import { rowsOf } from '../../../test/notifications';
import { createTestApp } from '../../../test/test-app';
import { sendSessionReminders } from './mentor-sessions.jobs';

/** Monday 2 March 2026; the slots used below are 09:00 and 10:00 in Los Angeles (17:00/18:00 UTC, PST). */
const NOW = new Date('2026-03-02T12:00:00Z');
const HOUR = 60 * 60 * 1000;

interface Invite {
  method: string;
  uid: string;
  sequence: number;
  start: string;
  status: string;
}

function parseIcs(ics: string): Invite {
  const field = (name: string) => ics.match(new RegExp(`^${name}:(.*)$`, 'm'))?.[1]?.trim() ?? '';
  return {
    method: field('METHOD'),
    uid: field('UID'),
    sequence: Number(field('SEQUENCE')),
    start: field('DTSTART'),
    status: field('STATUS'),
  };
}

describe('mentor sessions as calendar events', async () => {
  const { app, mail, clock } = await createTestApp({ now: NOW });

  const invitesTo = async (user: SessionUser, subject: string) => {
    const found = (await mailsTo(app, mail, user.email)).filter((sent) => sent.subject === subject);
    return found.map((sent) => ({
      mail: sent,
      invite: parseIcs(Buffer.from(sent.attachments[0]!.content, 'base64').toString('utf8')),
      contentType: sent.attachments[0]!.contentType,
    }));
  };
  const calendarOf = (user: { token: string }, id: string) =>
    app.inject({
      method: 'GET',
      url: `/api/mentor-sessions/${id}/calendar.ics`,
      headers: bearer(user.token),
    });

  it('invites both sides on booking, moves the event on reschedule and cancels it, under one UID', async () => {
    const alumni = await mentorWithHours(app);
    const student = await menteeOf(app, alumni);
    const booked = await bookAt(app, student, '2026-03-03T17:00:00.000Z');
    expect(booked.statusCode).toBe(201);
    const id = booked.json().data._id as string;
    const uid = `mentor-session-${id}@mentorbridge`;

    const [toAlumni] = await invitesTo(alumni, `New session with ${student.name}`);
    expect(toAlumni!.invite).toEqual({
      method: 'PUBLISH',
      uid,
      sequence: 0,
      start: '20260303T170000Z',
      status: 'CONFIRMED',
    });
    // Mails give the platform's zone by name; the notification keeps the instant for each reader's zone.
    expect(toAlumni!.mail.text).toContain(
      `When: ${formatInstant(new Date('2026-03-03T17:00:00Z'), 'Asia/Kolkata')}`,
    );
    expect(toAlumni!.mail.text).toContain('IST');
    expect(toAlumni!.mail.text).toContain('https://meet.example.com/mentor');
    const [notice] = (await rowsOf(app, alumni.id)).filter((row) => row.title.startsWith('New session'));
    expect(notice).toMatchObject({
      category: 'mentorship',
      link: '/sessions',
      body: `${student.name} booked a session with you on {{time:2026-03-03T17:00:00.000Z}}.`,
    });
    expect((await invitesTo(student, `Session booked with ${alumni.name}`))[0]!.invite.sequence).toBe(0);

    const moved = await rescheduleAs(app, alumni, id, '2026-03-04T18:00:00.000Z', 'A conference call');
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      message: M.rescheduled,
      data: {
        _id: id,
        start: '2026-03-04T18:00:00.000Z',
        end: '2026-03-04T19:00:00.000Z',
        status: 'booked',
        rescheduleReason: 'A conference call',
        rescheduledBy: 'alumni',
      },
    });
    const [toStudent] = await invitesTo(student, `Session moved by ${alumni.name}`);
    expect(toStudent!.invite).toMatchObject({
      uid,
      sequence: 1,
      start: '20260304T180000Z',
      method: 'PUBLISH',
    });
    expect(toStudent!.mail.text).toContain('Reason: A conference call');
    expect((await invitesTo(alumni, `Session moved: with ${student.name}`))[0]!.invite.sequence).toBe(1);

    const file = await calendarOf(student, id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/calendar');
    expect(parseIcs(file.body)).toMatchObject({ uid, sequence: 1, start: '20260304T180000Z' });

    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/mentor-sessions/${id}/cancel`,
      headers: bearer(student.token),
      payload: { reason: 'Exam moved' },
    });
    expect(cancelled.statusCode).toBe(200);
    const [cancelInvite] = await invitesTo(alumni, `Session cancelled by ${student.name}`);
    expect(cancelInvite!.invite).toMatchObject({ uid, sequence: 2, method: 'CANCEL', status: 'CANCELLED' });
    expect(cancelInvite!.contentType).toContain('method=CANCEL');
    expect(cancelInvite!.mail.text).toContain('Reason: Exam moved');
    expect(parseIcs((await calendarOf(alumni, id)).body)).toMatchObject({
      uid,
      sequence: 2,
      method: 'CANCEL',
    });
  });

  it('lets only the pair read the calendar file', async () => {
    const alumni = await mentorWithHours(app);
    const student = await menteeOf(app, alumni);
    const id = (await bookAt(app, student, '2026-03-05T17:00:00.000Z')).json().data._id as string;
    const stranger = await createUserWithProfile(app, 'student');
    const otherAlumni = await createUserWithProfile(app, 'alumni');
    const adminUser = await createUser(app, { role: 'admin' });
    const admin = { ...adminUser, token: (await signIn(app, adminUser.email)).token };
    expect((await calendarOf(alumni, id)).statusCode).toBe(200);
    expect((await calendarOf(stranger, id)).statusCode).toBe(404);
    expect((await calendarOf(otherAlumni, id)).statusCode).toBe(404);
    expect((await calendarOf(admin, id)).statusCode).toBe(403);
    expect((await rescheduleAs(app, stranger, id, '2026-03-05T18:00:00.000Z')).statusCode).toBe(404);
  });

  it("follows the recipient's mentorship mail preference and tells the student of a no-show", async () => {
    const alumni = await mentorWithHours(app);
    const student = await menteeOf(app, alumni);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: bearer(alumni.token),
      payload: {
        email: { mentorship: 'off', workshops: 'instant', resources: 'instant', moderation: 'instant' },
      },
    });
    expect(saved.statusCode).toBe(200);
    const id = (await bookAt(app, student, '2026-03-06T17:00:00.000Z')).json().data._id as string;
    expect(await invitesTo(alumni, `New session with ${student.name}`)).toEqual([]);
    expect((await rowsOf(app, alumni.id)).map((row) => row.title)).toContain(
      `New session with ${student.name}`,
    );

    clock.set(new Date('2026-03-06T17:10:00Z'));
    alumni.token = (await signIn(app, alumni.email)).token;
    const noShow = await app.inject({
      method: 'POST',
      url: `/api/mentor-sessions/${id}/no-show`,
      headers: bearer(alumni.token),
    });
    expect(noShow.statusCode).toBe(200);
    const told = (await mailsTo(app, mail, student.email)).map((sent) => sent.subject);
    expect(told).toContain(`Marked as a no-show by ${alumni.name}`);
    clock.set(NOW);
  });

  it('moves only to an offered slot, counting its own time free, up to the cut-off, with a reason', async () => {
    // A cap of one: moving within the full week must still be allowed, the session being its own.
    const alumni = await mentorWithHours(app, { weeklyCap: 1 });
    const student = await menteeOf(app, alumni);
    const id = (await bookAt(app, student, '2026-03-10T16:00:00.000Z')).json().data._id as string;

    const slots = await app.inject({
      method: 'GET',
      url: `/api/mentor-sessions/slots/${alumni.id}?session=${id}`,
      headers: bearer(student.token),
    });
    const starts = slots.json().data.slots.map((slot: { start: string }) => slot.start);
    expect(starts).toContain('2026-03-10T16:00:00.000Z');
    expect(starts).toContain('2026-03-11T17:00:00.000Z');

    const noReason = await rescheduleAs(app, student, id, '2026-03-11T17:00:00.000Z', ' ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].message).toBe(M.rescheduleReasonRequired);
    const same = await rescheduleAs(app, student, id, '2026-03-10T16:00:00.000Z');
    expect(same.json().message).toBe(M.sameStart);
    const offHours = await rescheduleAs(app, student, id, '2026-03-11T20:00:00.000Z');
    expect(offHours.statusCode).toBe(409);
    expect(offHours.json().message).toBe(M.slotUnavailable);
    const nextDay = await rescheduleAs(app, student, id, '2026-03-11T17:00:00.000Z');
    expect(nextDay.statusCode).toBe(200);
    expect(nextDay.json().data).toMatchObject({
      rescheduledBy: 'student',
      start: '2026-03-11T17:00:00.000Z',
    });

    clock.set(new Date('2026-03-11T15:30:00Z'));
    student.token = (await signIn(app, student.email)).token;
    const late = await rescheduleAs(app, student, id, '2026-03-12T17:00:00.000Z');
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(M.rescheduleTooLate);
    clock.set(NOW);
  });

  it('lets exactly one of two racing moves to the same time through', async () => {
    const alumni = await mentorWithHours(app);
    const first = await menteeOf(app, alumni);
    const second = await menteeOf(app, alumni);
    const one = (await bookAt(app, first, '2026-03-16T16:00:00.000Z')).json().data._id as string;
    const two = (await bookAt(app, second, '2026-03-16T17:00:00.000Z')).json().data._id as string;
    const target = '2026-03-17T16:00:00.000Z';
    const answers = await Promise.all([
      rescheduleAs(app, first, one, target),
      rescheduleAs(app, second, two, target),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const sessions = (
      await app.inject({ method: 'GET', url: '/api/mentor-sessions', headers: bearer(alumni.token) })
    ).json() as Array<{ start: string; status: string }>;
    expect(sessions.filter((session) => session.start === target)).toHaveLength(1);
  });

  it('reminds both sides 24 h and 1 h before, each once even with two runners, and again after a move', async () => {
    const alumni = await mentorWithHours(app);
    const student = await menteeOf(app, alumni);
    // Later than every other test's session: the job reminds every session in the database.
    const start = new Date('2026-03-25T16:00:00.000Z');
    const id = (await bookAt(app, student, start.toISOString())).json().data._id as string;
    const subjects = async (user: SessionUser) =>
      (await mailsTo(app, mail, user.email))
        .map((sent) => sent.subject)
        .filter((s) => /^(Coming up|Starting soon)/.test(s));
    const twoRunners = async () => {
      const [a, b] = await Promise.all([sendSessionReminders(app.ctx), sendSessionReminders(app.ctx)]);
      return a + b;
    };

    clock.set(new Date(start.getTime() - 25 * HOUR));
    expect(await twoRunners()).toBe(0);
    clock.set(new Date(start.getTime() - 23 * HOUR));
    expect(await twoRunners()).toBe(1);
    expect(await twoRunners()).toBe(0);
    clock.set(new Date(start.getTime() - 50 * 60 * 1000));
    expect(await twoRunners()).toBe(1);
    expect(await twoRunners()).toBe(0);
    expect(await subjects(student)).toEqual([
      `Coming up: session with ${alumni.name}`,
      `Starting soon: session with ${alumni.name}`,
    ]);
    expect(await subjects(alumni)).toEqual([
      `Coming up: session with ${student.name}`,
      `Starting soon: session with ${student.name}`,
    ]);

    // Moved to a later day, the session is due both reminders again.
    clock.set(new Date(start.getTime() - 3 * HOUR));
    alumni.token = (await signIn(app, alumni.email)).token;
    expect((await rescheduleAs(app, alumni, id, '2026-03-26T16:00:00.000Z')).statusCode).toBe(200);
    clock.set(new Date('2026-03-26T15:30:00Z'));
    expect(await twoRunners()).toBe(1);
    expect((await subjects(student)).filter((s) => s.startsWith('Starting soon'))).toHaveLength(2);
    expect((await subjects(student)).filter((s) => s.startsWith('Coming up'))).toHaveLength(1);
    clock.set(NOW);
  });
});
