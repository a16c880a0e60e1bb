import { MENTORSHIP_MESSAGES as M } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, createUserWithProfile, signIn } from '../../../test/factories';
import { mailsTo } from '../../../test/mail';
import { createTestApp } from '../../../test/test-app';
import { archiveUnanswered } from './mentorship.service';

describe('answering mentorship requests', async () => {
  // 06:00 UTC is 11:30 in Kolkata: "today" there is 2026-11-22.
  const { app, mail, clock } = await createTestApp({ now: new Date('2026-11-22T06:00:00Z') });
  const alumni = await createUserWithProfile(app, 'alumni');
  const otherAlumni = await createUserWithProfile(app, 'alumni');
  const alumniHeaders = bearer(alumni.token);
  let ip = 0;
  const request = async (to = alumni) => {
    const student = await createUserWithProfile(app, 'student');
    const response = await app.inject({
      method: 'POST',
      url: '/api/mentorship-requests',
      headers: bearer(student.token),
      payload: { alumniId: to.id, requestType: 'Resume Review', message: 'Please review my resume' },
      remoteAddress: `10.50.0.${++ip}`,
    });
    return { student, headers: bearer(student.token), id: response.json().data._id as string };
  };
  const act = (id: string, action: string, headers: Record<string, string>, payload: object = {}) =>
    app.inject({ method: 'PUT', url: `/api/mentorship-requests/${id}/${action}`, headers, payload });
  const accept = {
    responseMessage: 'Happy to help!',
    meetingLink: 'https://meet.example.com/abc-defg',
    meetingDate: '2026-11-25',
    meetingTime: '18:30',
  };

  it('accepts with meeting details, mails the student a calendar file, and reveals contact details', async () => {
    const { student, headers, id } = await request();
    const publicBefore = (
      await app.inject({ method: 'GET', url: `/api/users/${alumni.id}`, headers })
    ).json();
    expect(publicBefore.contactVisible).toBe(false);

    const response = await act(id, 'accept', alumniHeaders, accept);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: M.accepted,
      data: { status: 'accepted', meetingTimeZone: 'Asia/Kolkata' },
    });

    const [mine] = (
      await app.inject({ method: 'GET', url: '/api/mentorship-requests/student', headers })
    ).json();
    expect(mine).toMatchObject({
      status: 'accepted',
      responseMessage: 'Happy to help!',
      meetingLink: accept.meetingLink,
      meetingDate: '2026-11-25',
      meetingTime: '18:30',
      alumni: {
        email: alumni.email,
        profile: { phoneNumber: '+91 91234 56789', contactPreference: 'WhatsApp' },
      },
    });
    const publicAfter = (await app.inject({ method: 'GET', url: `/api/users/${alumni.id}`, headers })).json();
    expect(publicAfter).toMatchObject({ contactVisible: true, email: alumni.email });

    const [accepted] = await mailsTo(app, mail, student.email);
    expect(accepted?.subject).toBe(`${alumni.name} accepted your mentorship request`);
    expect(accepted?.text).toContain('Happy to help!');
    expect(accepted?.text).toContain('When: Wed, 25 Nov, 2026, 6:30 pm IST');
    const ics = Buffer.from(accepted!.attachments[0]!.content, 'base64').toString();
    expect(accepted!.attachments[0]!.filename).toBe('mentorship.ics');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`UID:mentorship-${id}@mentorbridge`);
    // 18:30 in Kolkata is 13:00 UTC; the meeting lasts an hour.
    expect(ics).toContain('DTSTART:20261125T130000Z');
    expect(ics).toContain('DTEND:20261125T140000Z');
    expect(ics).toContain('LOCATION:https://meet.example.com/abc-defg');
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it('uses the time zone the alumni gives', async () => {
    const { student, id } = await request();
    await act(id, 'accept', alumniHeaders, { ...accept, timeZone: 'Europe/London' });
    const [mailed] = await mailsTo(app, mail, student.email);
    expect(Buffer.from(mailed!.attachments[0]!.content, 'base64').toString()).toContain(
      'DTSTART:20261125T183000Z',
    );
    // The mail gives the platform's zone, as every other mail does: 18:30 in London is midnight in Kolkata.
    expect(mailed!.text).toContain('When: Thu, 26 Nov, 2026, 12:00 am IST');
    const bad = await request();
    expect(
      (await act(bad.id, 'accept', alumniHeaders, { ...accept, timeZone: 'Mars/Base' })).json().message,
    ).toBe(M.timeZoneInvalid);
  });

  it.each([
    [{ responseMessage: '  ' }, M.responseRequired],
    [{ meetingDate: '2026-11-21' }, M.meetingDatePast],
    [{ meetingLink: 'not a link' }, M.meetingLinkInvalid],
    [{ meetingTime: '25:00' }, M.meetingTimeInvalid],
  ])('validates the acceptance %o', async (patch, message) => {
    const { id } = await request();
    const response = await act(id, 'accept', alumniHeaders, { ...accept, ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('accepts a meeting today and a message without meeting details', async () => {
    expect(
      (await act((await request()).id, 'accept', alumniHeaders, { ...accept, meetingDate: '2026-11-22' }))
        .statusCode,
    ).toBe(200);
    const { student, id } = await request();
    expect((await act(id, 'accept', alumniHeaders, { responseMessage: 'Write to me' })).statusCode).toBe(200);
    const [mailed] = await mailsTo(app, mail, student.email);
    expect(mailed?.attachments).toEqual([]);
  });

  it('lets exactly one of many concurrent answers win', async () => {
    const { id } = await request();
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => act(id, 'accept', alumniHeaders, accept)),
      ...Array.from({ length: 5 }, () => act(id, 'reject', alumniHeaders, { rejectionReason: 'Busy' })),
    ]);
    expect(results.filter((response) => response.statusCode === 200)).toHaveLength(1);
    const conflicts = results.filter((response) => response.statusCode === 409);
    expect(conflicts).toHaveLength(9);
    expect(conflicts[0]!.json().message).toBe(M.alreadyAnswered);
  });

  it('lets only the addressed alumni answer', async () => {
    const { id } = await request();
    for (const action of ['accept', 'reject', 'archive']) {
      const response = await act(id, action, bearer(otherAlumni.token), accept);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(M.requestNotFound);
    }
    const student = await createUserWithProfile(app, 'student');
    expect((await act(id, 'accept', bearer(student.token), accept)).statusCode).toBe(403);
  });

  it('rejects with a reason, mails it, and archives answered requests only', async () => {
    const { student, id } = await request();
    expect((await act(id, 'archive', alumniHeaders)).json().message).toBe(M.notArchivable);
    const response = await act(id, 'reject', alumniHeaders, { rejectionReason: 'Fully booked this month' });
    expect(response.json()).toMatchObject({
      message: M.rejected,
      data: { status: 'rejected', rejectionReason: 'Fully booked this month' },
    });
    const [mailed] = await mailsTo(app, mail, student.email);
    expect(mailed?.text).toContain('Reason: Fully booked this month');
    const archived = await act(id, 'archive', alumniHeaders);
    expect(archived.json()).toMatchObject({ message: M.archived, data: { status: 'archived' } });
    expect((await act(id, 'archive', alumniHeaders)).statusCode).toBe(409);
  });

  it('counts the alumni’s requests by status and filters the list', async () => {
    const fresh = await createUserWithProfile(app, 'alumni');
    const headers = bearer(fresh.token);
    const a = await request(fresh);
    const b = await request(fresh);
    await request(fresh);
    await act(a.id, 'accept', headers, { responseMessage: 'Yes' });
    await act(b.id, 'reject', headers);
    await act(b.id, 'archive', headers);
    const stats = (
      await app.inject({ method: 'GET', url: '/api/mentorship-requests/alumni/stats', headers })
    ).json();
    expect(stats).toEqual({ pending: 1, accepted: 1, rejected: 0, archived: 1, ended: 0, total: 3 });
    const archived = (
      await app.inject({ method: 'GET', url: '/api/mentorship-requests/alumni?status=archived', headers })
    ).json();
    expect(archived.map((entry: { _id: string }) => entry._id)).toEqual([b.id]);
    expect(
      (await app.inject({ method: 'GET', url: '/api/mentorship-requests/alumni?status=lost', headers }))
        .statusCode,
    ).toBe(400);
  });

  it('archives requests unanswered for 7 days, tells the student and records the miss', async () => {
    const fresh = await createUserWithProfile(app, 'alumni');
    const old = await request(fresh);
    clock.advance(3 * 24 * 60 * 60 * 1000);
    const recent = await request(fresh);
    clock.advance(4 * 24 * 60 * 60 * 1000 + 1000);
    expect(await archiveUnanswered(app.ctx)).toBeGreaterThanOrEqual(1);
    // A week has passed: sessions from before have expired, so sign in again.
    const freshHeaders = bearer((await signIn(app, fresh.email)).token);
    const list = (
      await app.inject({ method: 'GET', url: '/api/mentorship-requests/alumni', headers: freshHeaders })
    ).json();
    const byId = Object.fromEntries(list.map((entry: { _id: string }) => [entry._id, entry]));
    expect(byId[old.id]).toMatchObject({ status: 'archived', autoArchived: true });
    expect(byId[recent.id]).toMatchObject({ status: 'pending', autoArchived: false });
    const [notice] = await mailsTo(app, mail, old.student.email);
    expect(notice?.subject).toBe(`Your mentorship request to ${fresh.name} was archived`);
    const again = await app.inject({
      method: 'POST',
      url: '/api/mentorship-requests',
      headers: bearer((await signIn(app, old.student.email)).token),
      payload: { alumniId: fresh.id, message: 'Trying again' },
      remoteAddress: '10.50.9.9',
    });
    expect(again.statusCode).toBe(201);
  });

  it('lists every request for admins with filters and a total', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const headers = bearer((await signIn(app, admin.email)).token);
    const all = await app.inject({ method: 'GET', url: '/api/mentorship-requests?limit=5', headers });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toHaveLength(5);
    expect(Number(all.headers['x-total-count'])).toBeGreaterThan(5);
    const accepted = (
      await app.inject({ method: 'GET', url: '/api/mentorship-requests?status=accepted&limit=100', headers })
    ).json();
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.every((entry: { status: string }) => entry.status === 'accepted')).toBe(true);
    const alumniNow = bearer((await signIn(app, alumni.email)).token);
    expect(
      (await app.inject({ method: 'GET', url: '/api/mentorship-requests', headers: alumniNow })).statusCode,
    ).toBe(403);
  });
});
