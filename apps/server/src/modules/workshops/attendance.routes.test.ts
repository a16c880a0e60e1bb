import {
  cancelCutoffMessage,
  WAITLIST_MAIL_MESSAGES as M,
  WORKSHOP_MESSAGES as W,
} from '@mentorbridge/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createUserWithProfile } from '../../../test/factories';
import { mailsTo } from '../../../test/mail';
import { createTestApp } from '../../../test/test-app';
import { bookAs, createWorkshopAs, workshopPayload } from '../../../test/workshops';

const HOUR = 60 * 60 * 1000;

describe('attendance, the cancellation cut-off and calendar updates', async () => {
  const { app, clock, mail } = await createTestApp({ now: new Date('2026-11-22T06:00:00Z') });
  const alumni = await createUserWithProfile(app, 'alumni');
  const call = (
    method: 'POST' | 'GET' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) => app.inject({ method, url: `/api/alumni-features${url}`, headers: bearer(token), payload });
  const bookConfirmed = async (workshopId: string, token: string) => {
    const id = (await bookAs(app, token, workshopId)).json().data._id as string;
    const decided = await call('PUT', `/workshop/${workshopId}/booking/${id}`, alumni.token, {
      status: 'Confirmed',
    });
    expect(decided.statusCode).toBe(200);
    return id;
  };
  const ownerWorkshop = async (id: string) =>
    (await call('GET', '/my-workshops', alumni.token)).json().data.find((w: { _id: string }) => w._id === id);
  const attendeePoints = async (bookingId: string) => {
    const result = await app.ctx.db.execute(
      sql`select count(*)::int as n from points_ledger where kind = 'workshop_attendee' and source_id = ${bookingId}`,
    );
    return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
  };
  const icsOf = async (email: string, subject: string) => {
    const found = (await mailsTo(app, mail, email)).filter((m) => m.subject === subject).at(-1);
    if (!found) throw new Error(`no mail "${subject}" to ${email}`);
    return Buffer.from(found.attachments.at(-1)!.content, 'base64').toString();
  };

  it('marks attendance on completion: only attendees rate the workshop and count for the host', async () => {
    const [came, absent, unmarked] = await Promise.all(
      [1, 2, 3].map(() => createUserWithProfile(app, 'student')),
    );
    const workshop = await createWorkshopAs(app, alumni.token);
    const cameId = await bookConfirmed(workshop._id, came!.token);
    const absentId = await bookConfirmed(workshop._id, absent!.token);
    const unmarkedId = await bookConfirmed(workshop._id, unmarked!.token);

    const wrong = await call('PATCH', `/workshop/${workshop._id}/complete`, alumni.token, {
      attendance: [{ bookingId: '00000000-0000-4000-8000-000000000000', status: 'no-show' }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(W.attendanceUnknownBooking);
    const completed = await call('PATCH', `/workshop/${workshop._id}/complete`, alumni.token, {
      attendance: [
        { bookingId: cameId, status: 'attended' },
        { bookingId: absentId, status: 'no-show' },
      ],
    });
    expect(completed.json()).toEqual({ success: true, message: W.completed });

    const owner = await ownerWorkshop(workshop._id);
    const attendanceOf = (id: string) =>
      owner.bookings.find((b: { _id: string }) => b._id === id).attendance as string;
    expect([cameId, absentId, unmarkedId].map(attendanceOf)).toEqual(['attended', 'no-show', 'attended']);
    expect([
      await attendeePoints(cameId),
      await attendeePoints(absentId),
      await attendeePoints(unmarkedId),
    ]).toEqual([1, 0, 1]);

    const rate = (token: string) =>
      call('POST', '/feedback', token, { workshopId: workshop._id, rating: 5, comment: 'Great' });
    expect((await rate(came!.token)).statusCode).toBe(201);
    expect((await rate(unmarked!.token)).statusCode).toBe(201);
    const refused = await rate(absent!.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(W.feedbackNotAllowed);
    const mine = (await call('GET', '/my-bookings', absent!.token)).json().data[0];
    expect(mine).toMatchObject({ status: 'Completed', attendance: 'no-show' });

    // The host of a later workshop sees the no-show on the student's new booking.
    const later = await createWorkshopAs(app, alumni.token);
    const laterId = (await bookAs(app, absent!.token, later._id)).json().data._id;
    const cameLater = (await bookAs(app, came!.token, later._id)).json().data._id;
    const laterOwner = await ownerWorkshop(later._id);
    const noShowsOf = (id: string) =>
      laterOwner.bookings.find((b: { _id: string }) => b._id === id).noShowCount as number;
    expect([noShowsOf(laterId), noShowsOf(cameLater)]).toEqual([1, 0]);
  });

  it('cancels bookings still pending at completion and tells each of their students once', async () => {
    const [pending, confirmed] = await Promise.all([1, 2].map(() => createUserWithProfile(app, 'student')));
    const workshop = await createWorkshopAs(app, alumni.token, { title: 'Unconfirmed Till The End' });
    const pendingId = (await bookAs(app, pending!.token, workshop._id)).json().data._id as string;
    await bookConfirmed(workshop._id, confirmed!.token);
    const subject = 'Booking cancelled: Unconfirmed Till The End';

    const completed = await call('PATCH', `/workshop/${workshop._id}/complete`, alumni.token, {});
    expect(completed.statusCode).toBe(200);
    const bookings = (await call('GET', '/my-bookings', pending!.token)).json().data;
    expect(bookings.find((b: { _id: string }) => b._id === pendingId)).toMatchObject({ status: 'Cancelled' });
    const told = (await mailsTo(app, mail, pending!.email)).filter((m) => m.subject === subject);
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(M.unconfirmedAtCompletion);
    const notices = await app.ctx.db.execute(
      sql`select count(*)::int as n from notifications where user_id = ${pending!.id} and title = ${subject}`,
    );
    expect((notices as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
    expect((await mailsTo(app, mail, confirmed!.email)).filter((m) => m.subject === subject)).toEqual([]);
  });

  it('refuses cancelling inside the cut-off, the default or the workshop’s own', async () => {
    const student = await createUserWithProfile(app, 'student');
    const soon = new Date(clock.now().getTime() + 3 * HOUR).toISOString();
    const workshop = await createWorkshopAs(app, alumni.token, { scheduledDate: soon });
    const custom = await createWorkshopAs(app, alumni.token, { scheduledDate: soon, cancelCutoffHours: 5 });
    const none = await createWorkshopAs(app, alumni.token, { scheduledDate: soon, cancelCutoffHours: 0 });
    expect((await ownerWorkshop(workshop._id)).cancelCutoffHours).toBe(2);
    const bookingId = await bookConfirmed(workshop._id, student.token);
    const customId = (await bookAs(app, student.token, custom._id)).json().data._id;
    const noneId = await bookConfirmed(none._id, student.token);
    const cancel = (id: string) => call('PATCH', `/my-bookings/${id}/cancel`, student.token);

    const tooLate = await cancel(customId);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toBe(cancelCutoffMessage(5));
    expect(tooLate.json().message).toBe('Bookings cannot be cancelled within 5 hours of the start');

    clock.advance(1.5 * HOUR);
    const refused = await cancel(bookingId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Bookings cannot be cancelled within 2 hours of the start');
    const listed = (await call('GET', '/my-bookings', student.token)).json().data;
    expect(listed.find((b: { _id: string }) => b._id === bookingId)).toMatchObject({
      canCancel: false,
      cancelBlockedReason: 'Bookings cannot be cancelled within 2 hours of the start',
    });
    expect((await cancel(noneId)).statusCode).toBe(200);
    const invalid = await call(
      'POST',
      '/workshop',
      alumni.token,
      workshopPayload(app, { cancelCutoffHours: 200 }),
    );
    expect(invalid.statusCode).toBe(400);
    clock.advance(-1.5 * HOUR);
  });

  it('updates the invitation on reschedule (same UID, higher SEQUENCE) and cancels it on cancel', async () => {
    const student = await createUserWithProfile(app, 'student');
    const workshop = await createWorkshopAs(app, alumni.token);
    const bookingId = await bookConfirmed(workshop._id, student.token);
    const uid = `UID:workshop-booking-${bookingId}@mentorbridge`;
    const confirmed = await icsOf(student.email, 'Booking confirmed: System Design Deep Dive');
    expect(confirmed).toContain(uid);
    expect(confirmed).toContain('SEQUENCE:0');

    const moved = await call('PUT', `/workshop/${workshop._id}`, alumni.token, workshopPayload(app, {}, 8));
    expect(moved.statusCode).toBe(200);
    const rescheduled = await icsOf(student.email, 'Workshop rescheduled: System Design Deep Dive');
    expect(rescheduled).toContain(uid);
    expect(rescheduled).toContain('SEQUENCE:1');
    expect(rescheduled).toContain('METHOD:PUBLISH');

    const before = (await mailsTo(app, mail, student.email)).length;
    await call(
      'PUT',
      `/workshop/${workshop._id}`,
      alumni.token,
      workshopPayload(app, { scheduledDate: moved.json().data.scheduledDate }),
    );
    expect((await mailsTo(app, mail, student.email)).length).toBe(before);

    const linked = await call('PATCH', `/workshop/${workshop._id}/meeting-link`, alumni.token, {
      meetingLink: 'https://meet.example.com/new',
    });
    expect(linked.statusCode).toBe(200);
    const newLink = await icsOf(student.email, 'New meeting link for System Design Deep Dive');
    expect(newLink).toContain(uid);
    expect(newLink).toContain('SEQUENCE:2');
    expect(newLink).toContain('LOCATION:https://meet.example.com/new');

    const cancelled = await call('PATCH', `/my-bookings/${bookingId}/cancel`, student.token);
    expect(cancelled.statusCode).toBe(200);
    const removal = await icsOf(student.email, 'You cancelled your booking: System Design Deep Dive');
    expect(removal).toContain(uid);
    expect(removal).toContain('METHOD:CANCEL');
    expect(removal).toContain('STATUS:CANCELLED');
    expect(removal).toContain('SEQUENCE:3');

    // A workshop cancelled by its host cancels its confirmed students' invitations too.
    const other = await createWorkshopAs(app, alumni.token);
    const otherBooking = await bookConfirmed(other._id, student.token);
    await call('DELETE', `/workshop/${other._id}`, alumni.token);
    const dropped = await icsOf(student.email, 'Booking cancelled: System Design Deep Dive');
    expect(dropped).toContain(`UID:workshop-booking-${otherBooking}@mentorbridge`);
    expect(dropped).toContain('METHOD:CANCEL');
  });
});
