import { formatInstantDate, RESPONSIVENESS_MESSAGES as R, RESPONSIVENESS_LIMITS } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { bearer, createUserWithProfile, signIn } from '../../../test/factories';
import { mailsTo } from '../../../test/mail';
import { createTestApp } from '../../../test/test-app';
import { archiveUnanswered } from './mentorship.service';
import { pausedMail, reminderMail } from './responsiveness.mails';
import { sendReminders } from './responsiveness.service';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const WEEK_AND_A_SECOND = 7 * DAY + 1000;

describe('mentor responsiveness', async () => {
  const { app, mail, clock } = await createTestApp({ now: new Date('2026-11-22T06:00:00Z') });
  let ip = 0;

  type Alumni = Awaited<ReturnType<typeof createUserWithProfile>>;
  const newAlumni = (name: string) => createUserWithProfile(app, 'alumni', {}, { name });
  const send = async (alumni: Alumni) => {
    const student = await createUserWithProfile(app, 'student');
    const response = await app.inject({
      method: 'POST',
      url: '/api/mentorship-requests',
      headers: bearer(student.token),
      payload: { alumniId: alumni.id, requestType: 'Resume Review', message: 'Please review my resume' },
      remoteAddress: `10.61.${Math.floor(++ip / 200)}.${ip % 200}`,
    });
    return { student, headers: bearer(student.token), response, id: response.json().data?._id as string };
  };
  /** The alumni's headers from a fresh sign-in (sessions last 7 days and the clock moves by weeks). */
  const alumniHeaders = async (alumni: Alumni) => bearer((await signIn(app, alumni.email)).token);
  const answer = async (alumni: Alumni, id: string, action: 'accept' | 'reject') =>
    app.inject({
      method: 'PUT',
      url: `/api/mentorship-requests/${id}/${action}`,
      headers: await alumniHeaders(alumni),
      payload: action === 'accept' ? { responseMessage: 'Happy to help' } : {},
    });
  const own = async (alumni: Alumni) =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/mentorship-requests/alumni/responsiveness',
        headers: await alumniHeaders(alumni),
      })
    ).json();
  const card = async (alumni: Alumni) => {
    const viewer = await createUserWithProfile(app, 'student');
    const list = await app.inject({
      method: 'GET',
      url: `/api/users/alumni?q=${encodeURIComponent(alumni.name)}`,
      headers: bearer(viewer.token),
    });
    const profile = await app.inject({
      method: 'GET',
      url: `/api/users/${alumni.id}`,
      headers: bearer(viewer.token),
    });
    const item = list.json().find((entry: { _id: string }) => entry._id === alumni.id);
    return { card: item.responsiveness, profile: profile.json().responsiveness };
  };

  it('shows the mean reply time of answered requests, rounded up to whole days', async () => {
    const alumni = await newAlumni('Reply Fixture');
    expect((await card(alumni)).card).toMatchObject({ replyWithinDays: null, isAcceptingRequests: true });

    // Hand-computed fixture: replies after 10 h, 50 h and 72 h. Mean = 132 h / 3 = 44 h → within 2 days.
    const first = await send(alumni);
    const second = await send(alumni);
    const third = await send(alumni);
    const ignored = await send(alumni);
    clock.advance(10 * HOUR);
    expect((await answer(alumni, first.id, 'accept')).statusCode).toBe(200);
    expect((await card(alumni)).card.replyWithinDays).toBe(1);
    clock.advance(40 * HOUR);
    expect((await answer(alumni, second.id, 'reject')).statusCode).toBe(200);
    clock.advance(22 * HOUR);
    expect((await answer(alumni, third.id, 'accept')).statusCode).toBe(200);
    const answeredAt = clock.now().toISOString();
    // A withdrawn request is not an answer.
    await app.inject({
      method: 'DELETE',
      url: `/api/mentorship-requests/${ignored.id}`,
      headers: ignored.headers,
    });

    expect(await own(alumni)).toMatchObject({
      answeredCount: 3,
      replyWithinDays: 2,
      consecutiveExpiries: 0,
      pausedAt: null,
      isAcceptingRequests: true,
      pauseAfterExpiries: RESPONSIVENESS_LIMITS.pauseAfterExpiries,
    });
    const shown = await card(alumni);
    expect(shown.card).toEqual({ replyWithinDays: 2, lastActiveAt: answeredAt, isAcceptingRequests: true });
    expect(shown.profile).toEqual(shown.card);

    // A fourth reply after 4 days and 1 h: (132 + 97) h / 4 = 57.25 h → within 3 days.
    const fourth = await send(alumni);
    clock.advance(4 * DAY + HOUR);
    await answer(alumni, fourth.id, 'reject');
    expect((await card(alumni)).card.replyWithinDays).toBe(3);
  });

  it('records the last activity: sign-in (at most hourly), answers and archiving', async () => {
    const alumni = await newAlumni('Active Fixture');
    const signedUpAt = clock.now().toISOString();
    expect((await card(alumni)).card.lastActiveAt).toBe(signedUpAt);
    clock.advance(30 * 60 * 1000);
    await signIn(app, alumni.email);
    expect((await card(alumni)).card.lastActiveAt).toBe(signedUpAt);
    clock.advance(2 * HOUR);
    await signIn(app, alumni.email);
    const signedInAt = clock.now().toISOString();
    expect((await card(alumni)).card.lastActiveAt).toBe(signedInAt);

    const request = await send(alumni);
    const headers = await alumniHeaders(alumni);
    clock.advance(10 * 60 * 1000);
    await app.inject({
      method: 'PUT',
      url: `/api/mentorship-requests/${request.id}/reject`,
      headers,
      payload: {},
    });
    expect((await card(alumni)).card.lastActiveAt).toBe(clock.now().toISOString());
    clock.advance(10 * 60 * 1000);
    await app.inject({ method: 'PUT', url: `/api/mentorship-requests/${request.id}/archive`, headers });
    expect((await card(alumni)).card.lastActiveAt).toBe(clock.now().toISOString());
  });

  it('pauses an alumni after 3 requests in a row expire, mails them once, and refuses new requests', async () => {
    const alumni = await newAlumni('Pause Fixture');
    for (let i = 0; i < 4; i++) await send(alumni);
    clock.advance(WEEK_AND_A_SECOND);
    await archiveUnanswered(app.ctx);

    expect(await own(alumni)).toMatchObject({ consecutiveExpiries: 4, isAcceptingRequests: false });
    expect((await own(alumni)).pausedAt).toBe(clock.now().toISOString());
    const paused = (await mailsTo(app, mail, alumni.email)).filter(
      (sent) => sent.subject === 'Your mentorship requests are paused',
    );
    expect(paused).toHaveLength(1);
    expect(paused[0]!.text).toContain('3 requests in a row expired without an answer');

    const refused = await send(alumni);
    expect(refused.response.statusCode).toBe(409);
    expect(refused.response.json().message).toBe(R.paused);
    const shown = await card(alumni);
    expect(shown.card.isAcceptingRequests).toBe(false);
    expect(shown.profile.isAcceptingRequests).toBe(false);

    // Resuming from the dashboard clears the pause and the streak; requests are taken again.
    const headers = await alumniHeaders(alumni);
    const resumed = await app.inject({
      method: 'POST',
      url: '/api/mentorship-requests/alumni/resume',
      headers,
    });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({
      success: true,
      message: R.resumed,
      data: { pausedAt: null, consecutiveExpiries: 0, isAcceptingRequests: true },
    });
    expect((await card(alumni)).card.isAcceptingRequests).toBe(true);
    expect((await send(alumni)).response.statusCode).toBe(201);
    const again = await app.inject({
      method: 'POST',
      url: '/api/mentorship-requests/alumni/resume',
      headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(R.notPaused);
  });

  it('resets the streak on any answer', async () => {
    const alumni = await newAlumni('Streak Fixture');
    await send(alumni);
    await send(alumni);
    clock.advance(WEEK_AND_A_SECOND);
    await archiveUnanswered(app.ctx);
    expect((await own(alumni)).consecutiveExpiries).toBe(2);

    const answered = await send(alumni);
    await send(alumni);
    await send(alumni);
    expect((await answer(alumni, answered.id, 'reject')).statusCode).toBe(200);
    expect((await own(alumni)).consecutiveExpiries).toBe(0);
    clock.advance(WEEK_AND_A_SECOND);
    await archiveUnanswered(app.ctx);
    // Two more expiries after the answer: 2 in a row, below the threshold.
    expect(await own(alumni)).toMatchObject({ consecutiveExpiries: 2, pausedAt: null });
    expect((await send(alumni)).response.statusCode).toBe(201);

    clock.advance(WEEK_AND_A_SECOND);
    await archiveUnanswered(app.ctx);
    expect(await own(alumni)).toMatchObject({ consecutiveExpiries: 3, isAcceptingRequests: false });
  });

  it('reminds the alumni on day 2 and day 5 of a pending request, each once, never for answered ones', async () => {
    const alumni = await newAlumni('Reminder Fixture');
    const reminders = async () =>
      (await mailsTo(app, mail, alumni.email)).filter((sent) => sent.subject.startsWith('Reminder:'));
    const waiting = await send(alumni);
    const expiresOn = formatInstantDate(new Date(clock.now().getTime() + 7 * DAY), 'Asia/Kolkata');
    const answered = await send(alumni);
    clock.advance(HOUR);
    await answer(alumni, answered.id, 'accept');

    clock.advance(2 * DAY - HOUR - 1000);
    await sendReminders(app.ctx);
    expect(await reminders()).toHaveLength(0);
    clock.advance(2000);
    await Promise.all([sendReminders(app.ctx), sendReminders(app.ctx)]);
    await sendReminders(app.ctx);
    const day2 = await reminders();
    expect(day2).toHaveLength(1);
    expect(day2[0]!.subject).toBe(`Reminder: ${waiting.student.name}'s mentorship request is waiting`);
    expect(day2[0]!.text).toContain(`expires in 5 days (on ${expiresOn})`);

    clock.advance(3 * DAY);
    await Promise.all([sendReminders(app.ctx), sendReminders(app.ctx)]);
    await sendReminders(app.ctx);
    const both = await reminders();
    expect(both).toHaveLength(2);
    expect(both[1]!.text).toContain('expires in 2 days');
  });

  it('sends a request first seen after day 5 one reminder, not two', async () => {
    const alumni = await newAlumni('Late Reminder Fixture');
    await send(alumni);
    clock.advance(6 * DAY);
    await sendReminders(app.ctx);
    await sendReminders(app.ctx);
    const sent = (await mailsTo(app, mail, alumni.email)).filter((mailed) =>
      mailed.subject.startsWith('Reminder:'),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('expires in 1 day (on ');
  });

  it('tells the student when each pending request expires', async () => {
    const alumni = await newAlumni('Expiry Fixture');
    const pending = await send(alumni);
    const sentAt = clock.now();
    const list = (
      await app.inject({ method: 'GET', url: '/api/mentorship-requests/student', headers: pending.headers })
    ).json();
    expect(list[0]).toMatchObject({
      _id: pending.id,
      status: 'pending',
      expiresAt: new Date(sentAt.getTime() + 7 * DAY).toISOString(),
    });
    await answer(alumni, pending.id, 'reject');
    const after = (
      await app.inject({ method: 'GET', url: '/api/mentorship-requests/student', headers: pending.headers })
    ).json();
    expect(after[0]).toMatchObject({ status: 'rejected', expiresAt: null });
  });

  it('puts an in-app notice on the pause and reminder mails', () => {
    const alumni = { id: 'a1', name: 'Asha', email: 'asha@example.com' };
    expect(pausedMail(alumni, 'https://mb.example').notice).toMatchObject({
      userId: 'a1',
      category: 'mentorship',
      link: '/alumni-dashboard',
    });
    const request = {
      requestType: 'Resume Review',
      message: 'Hello',
    } as Parameters<typeof reminderMail>[2];
    const reminder = reminderMail(
      alumni,
      { id: 's1', name: 'Sam', email: 'sam@example.com' },
      request,
      { daysLeft: 2, expiresAt: new Date('2026-11-28T20:00:00Z'), timeZone: 'Asia/Kolkata' },
      'https://mb.example',
    );
    expect(reminder.notice).toMatchObject({
      userId: 'a1',
      category: 'mentorship',
      link: '/mentorship-dashboard',
      title: 'Sam is waiting for your answer',
      body: 'Their Resume Review request expires in 2 days (on {{date:2026-11-28T20:00:00.000Z}}) if it is not answered.',
    });
    // The mail gives the platform's day; the notice keeps the instant for each reader's zone.
    expect(reminder.text).toContain('(on 29 Nov 2026)');
  });
});
