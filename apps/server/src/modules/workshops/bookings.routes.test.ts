import { WORKSHOP_MESSAGES as W } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, createUserWithProfile, signIn } from '../../../test/factories';
import { mailsTo } from '../../../test/mail';
import { transactionStatementsOf } from '../../../test/statements';
import { createTestApp } from '../../../test/test-app';
import { bookAs, createWorkshopAs } from '../../../test/workshops';
import { sendWorkshopReminders } from './workshops.jobs';

describe('bookings, completion and feedback', async () => {
  const { app, mail, clock } = await createTestApp({ now: new Date('2026-11-22T06:00:00Z') });
  const isPostgres = app.ctx.database.kind === 'postgres';
  const alumni = await createUserWithProfile(app, 'alumni');
  const other = await createUserWithProfile(app, 'alumni');
  const students = await Promise.all(Array.from({ length: 3 }, () => createUserWithProfile(app, 'student')));
  const [student, second] = students as [(typeof students)[0], (typeof students)[0]];
  const decide = (workshopId: string, bookingId: string, payload: object, token = alumni.token) =>
    app.inject({
      method: 'PUT',
      url: `/api/alumni-features/workshop/${workshopId}/booking/${bookingId}`,
      headers: bearer(token),
      payload,
    });
  const myBookings = async (token: string) =>
    (
      await app.inject({ method: 'GET', url: '/api/alumni-features/my-bookings', headers: bearer(token) })
    ).json().data;
  const ownerWorkshop = async (id: string, token = alumni.token) =>
    (await app.inject({ method: 'GET', url: '/api/alumni-features/my-workshops', headers: bearer(token) }))
      .json()
      .data.find((w: { _id: string }) => w._id === id);

  // PostgreSQL only: PGlite runs a transaction's statements outside the spied client.
  it.runIf(isPostgres)(
    'books in three statements between BEGIN and COMMIT, answering the stored id',
    async () => {
      const workshop = await createWorkshopAs(app, alumni.token);
      let response: Awaited<ReturnType<typeof bookAs>> | undefined;
      const inside = await transactionStatementsOf(async () => {
        response = await bookAs(app, second.token, workshop._id);
      });
      expect(response!.statusCode).toBe(201);
      expect(inside).toHaveLength(3);
      expect(inside[2]).toMatch(/insert into "workshop_bookings"[\s\S]*insert into "notifications"/);
      const [booking] = (await myBookings(second.token)).filter(
        (b: { workshopId: string }) => b.workshopId === workshop._id,
      );
      expect(booking._id).toBe(response!.json().data._id);
    },
  );

  it('books once, tells the alumni, and shows the booking to both sides', async () => {
    const workshop = await createWorkshopAs(app, alumni.token);
    const response = await bookAs(app, student.token, workshop._id, 'I am new to system design');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, message: W.booked, data: { status: 'Pending' } });
    const again = await bookAs(app, student.token, workshop._id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(W.alreadyBooked);

    const [booking] = (await myBookings(student.token)).filter(
      (b: { workshopId: string }) => b.workshopId === workshop._id,
    );
    expect(booking).toMatchObject({
      status: 'Pending',
      meetingLink: null,
      canCancel: true,
      workshopTitle: 'System Design Deep Dive',
    });
    const owner = await ownerWorkshop(workshop._id);
    expect(owner.bookings[0]).toMatchObject({
      studentId: student.id,
      studentName: student.name,
      studentEmail: student.email,
      status: 'Pending',
      notes: 'I am new to system design',
    });
    expect((await mailsTo(app, mail, alumni.email)).map((m) => m.subject)).toContain(
      'New booking for “System Design Deep Dive”',
    );
  });

  it('refuses past, cancelled, completed and full workshops, and alumni bookers', async () => {
    const past = await createWorkshopAs(app, alumni.token, {
      scheduledDate: new Date(clock.now().getTime() + 60 * 60 * 1000).toISOString(),
    });
    clock.advance(2 * 60 * 60 * 1000);
    expect((await bookAs(app, student.token, past._id)).json().message).toBe(W.notBookable);

    const cancelled = await createWorkshopAs(app, alumni.token);
    await app.inject({
      method: 'DELETE',
      url: `/api/alumni-features/workshop/${cancelled._id}`,
      headers: bearer(alumni.token),
    });
    expect((await bookAs(app, student.token, cancelled._id)).statusCode).toBe(409);

    const full = await createWorkshopAs(app, alumni.token, { maxParticipants: 1 });
    const first = (await bookAs(app, student.token, full._id)).json().data._id;
    await decide(full._id, first, { status: 'Confirmed' });
    const refused = await bookAs(app, second.token, full._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(W.fullyBooked);

    const open = await createWorkshopAs(app, alumni.token);
    const asAlumni = await app.inject({
      method: 'POST',
      url: `/api/alumni-features/workshop/${open._id}/book`,
      headers: bearer(other.token),
      payload: {},
    });
    expect(asAlumni.statusCode).toBe(403);
    expect((await bookAs(app, student.token, '00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
  });

  it('confirms with a meeting link, mails a calendar file, and shows the link to the student only then', async () => {
    const workshop = await createWorkshopAs(app, alumni.token, { meetingLink: '' });
    const bookingId = (await bookAs(app, student.token, workshop._id)).json().data._id;
    const noLink = await decide(workshop._id, bookingId, { status: 'Confirmed' });
    expect(noLink.statusCode).toBe(400);
    expect(noLink.json().message).toBe(W.meetingLinkInvalid);

    expect(
      (
        await decide(
          workshop._id,
          bookingId,
          { status: 'Confirmed', meetingLink: 'https://meet.example.com/x' },
          other.token,
        )
      ).statusCode,
    ).toBe(404);
    const confirmed = await decide(workshop._id, bookingId, {
      status: 'Confirmed',
      meetingLink: 'https://meet.example.com/x',
    });
    expect(confirmed.json()).toEqual({ success: true, message: W.confirmed });
    expect((await decide(workshop._id, bookingId, { status: 'Cancelled' })).statusCode).toBe(409);

    const booking = (await myBookings(student.token)).find((b: { _id: string }) => b._id === bookingId);
    expect(booking).toMatchObject({
      status: 'Confirmed',
      meetingLink: 'https://meet.example.com/x',
      sessionMode: ['Online'],
    });
    const confirmation = (await mailsTo(app, mail, student.email))
      .filter((m) => m.subject === 'Booking confirmed: System Design Deep Dive')
      .at(-1)!;
    const ics = Buffer.from(confirmation.attachments[0]!.content, 'base64').toString();
    expect(ics).toContain(`UID:workshop-booking-${bookingId}@mentorbridge`);
    expect(ics).toContain('DTSTART:20261129T');
    expect(ics).toContain('LOCATION:https://meet.example.com/x');

    const download = await app.inject({
      method: 'GET',
      url: `/api/alumni-features/my-bookings/${bookingId}/calendar.ics`,
      headers: bearer(student.token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('text/calendar');
    expect(download.body).toContain('BEGIN:VEVENT');
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/alumni-features/my-bookings/${bookingId}/calendar.ics`,
          headers: bearer(second.token),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('never confirms beyond capacity: 50 concurrent confirmations on 10 seats confirm exactly 10', async () => {
    const workshop = await createWorkshopAs(app, alumni.token, { maxParticipants: 10 });
    const bookers = await Promise.all(Array.from({ length: 50 }, () => createUser(app, { role: 'student' })));
    const tokens = await Promise.all(bookers.map(async (booker) => (await signIn(app, booker.email)).token));
    const bookingIds: string[] = [];
    for (const token of tokens) bookingIds.push((await bookAs(app, token, workshop._id)).json().data._id);

    const results = await Promise.all(
      bookingIds.map((id) =>
        decide(workshop._id, id, { status: 'Confirmed', meetingLink: 'https://meet.example.com/cap' }),
      ),
    );
    expect(results.filter((response) => response.statusCode === 200)).toHaveLength(10);
    const refused = results.filter((response) => response.statusCode === 409);
    expect(refused).toHaveLength(40);
    expect(refused[0]!.json().message).toBe(W.fullyBooked);
    const owner = await ownerWorkshop(workshop._id);
    expect(owner).toMatchObject({ confirmedCount: 10, availableSlots: 0 });
  });

  it('lets a student cancel their own booking before the start', async () => {
    const workshop = await createWorkshopAs(app, alumni.token);
    const bookingId = (await bookAs(app, second.token, workshop._id)).json().data._id;
    const cancel = (token: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/alumni-features/my-bookings/${bookingId}/cancel`,
        headers: bearer(token),
      });
    expect((await cancel(student.token)).statusCode).toBe(404);
    expect((await cancel(second.token)).json()).toEqual({ success: true, message: W.cancelled });
    expect((await cancel(second.token)).statusCode).toBe(409);
    expect((await bookAs(app, second.token, workshop._id)).statusCode).toBe(201);
  });

  it('tells confirmed students when the meeting link changes', async () => {
    const workshop = await createWorkshopAs(app, alumni.token);
    const bookingId = (await bookAs(app, student.token, workshop._id)).json().data._id;
    await decide(workshop._id, bookingId, { status: 'Confirmed' });
    const patch = (payload: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/alumni-features/workshop/${workshop._id}/meeting-link`,
        headers: bearer(alumni.token),
        payload,
      });
    expect((await patch({ meetingLink: '' })).json().message).toBe(W.meetingLinkInvalid);
    expect((await patch({ meetingLink: 'https://meet.example.com/new' })).json()).toEqual({
      success: true,
      message: W.meetingLinkSaved,
    });
    const changed = (await mailsTo(app, mail, student.email)).find(
      (m) => m.subject === 'New meeting link for System Design Deep Dive',
    );
    expect(changed?.text).toContain('https://meet.example.com/new');
    const booking = (await myBookings(student.token)).find((b: { _id: string }) => b._id === bookingId);
    expect(booking.meetingLink).toBe('https://meet.example.com/new');
  });

  it('reminds confirmed students once, the day before', async () => {
    const soon = await createWorkshopAs(app, alumni.token, {
      scheduledDate: new Date(clock.now().getTime() + 30 * 60 * 60 * 1000).toISOString(),
      title: 'Reminder test',
    });
    const bookingId = (await bookAs(app, student.token, soon._id)).json().data._id;
    await decide(soon._id, bookingId, { status: 'Confirmed' });
    expect(await sendWorkshopReminders(app.ctx)).toBe(0);
    clock.advance(7 * 60 * 60 * 1000);
    expect(await sendWorkshopReminders(app.ctx)).toBe(1);
    expect(await sendWorkshopReminders(app.ctx)).toBe(0);
    expect((await mailsTo(app, mail, student.email)).map((m) => m.subject)).toContain(
      'Tomorrow: Reminder test',
    );
  });

  it('completes only with a confirmed booking, once; then feedback opens, once', async () => {
    const workshop = await createWorkshopAs(app, alumni.token, { title: 'Feedback workshop' });
    const complete = (token = alumni.token) =>
      app.inject({
        method: 'PATCH',
        url: `/api/alumni-features/workshop/${workshop._id}/complete`,
        headers: bearer(token),
      });
    const feedback = (token: string, payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/alumni-features/feedback',
        headers: bearer(token),
        payload: { workshopId: workshop._id, ...payload },
      });

    expect((await complete()).json().message).toBe(W.completeNeedsConfirmed);
    const confirmedId = (await bookAs(app, student.token, workshop._id)).json().data._id;
    const pendingId = (await bookAs(app, second.token, workshop._id)).json().data._id;
    await decide(workshop._id, confirmedId, { status: 'Confirmed' });
    expect((await feedback(student.token, { rating: 5 })).json().message).toBe(W.feedbackNotAllowed);

    expect((await complete(other.token)).statusCode).toBe(404);
    expect((await complete()).json()).toEqual({ success: true, message: W.completed });
    expect((await complete()).statusCode).toBe(422);
    const owner = await ownerWorkshop(workshop._id);
    expect(owner).toMatchObject({ status: 'completed', isMarkedCompleted: true });
    expect(owner.bookings.find((b: { _id: string }) => b._id === pendingId).status).toBe('Cancelled');

    expect((await feedback(student.token, { rating: 6 })).json().message).toBe(W.ratingRange);
    expect((await feedback(student.token, { rating: 0 })).statusCode).toBe(400);
    expect((await feedback(second.token, { rating: 4 })).statusCode).toBe(422);
    const given = await feedback(student.token, { rating: 4, comment: 'Clear and practical <b>great</b>' });
    expect(given.statusCode).toBe(201);
    expect(given.json()).toEqual({ success: true, message: W.feedbackThanks });
    expect((await feedback(student.token, { rating: 5 })).json().message).toBe(W.feedbackDuplicate);
    expect(
      (await myBookings(student.token)).find((b: { _id: string }) => b._id === confirmedId),
    ).toMatchObject({ status: 'Completed', hasFeedback: true });

    const mine = (
      await app.inject({
        method: 'GET',
        url: '/api/alumni-features/my-feedback',
        headers: bearer(alumni.token),
      })
    ).json();
    expect(mine).toMatchObject({
      averageRating: 4,
      totalRatings: 1,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 },
    });
    expect(mine.feedback[0]).toMatchObject({
      rating: 4,
      comment: 'Clear and practical <b>great</b>',
      workshopTitle: 'Feedback workshop',
      studentName: student.name,
    });
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/alumni-features/my-feedback',
          headers: bearer(student.token),
        })
      ).statusCode,
    ).toBe(403);
  });
});
