import { describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { bookAs, createWorkshopAs, workshopPayload } from '../../../test/workshops';

describe('workshop times, links and counts', async () => {
  // Platform time is Asia/Kolkata (UTC+05:30) unless configured.
  const { app, clock } = await createTestApp({ now: new Date('2026-11-22T10:00:00Z') });
  const alumni = await createUser(app, { role: 'alumni' });
  const alumniToken = (await signIn(app, alumni.email)).token;

  it('reads a date-time without an offset as platform time, as a form’s datetime-local sends it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/alumni-features/workshop',
      headers: bearer(alumniToken),
      payload: workshopPayload(app, { scheduledDate: '2027-01-15T18:00' }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.scheduledDate).toBe('2027-01-15T12:30:00.000Z');
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/alumni-features/workshop/${response.json().data._id}`,
      headers: bearer(alumniToken),
      payload: workshopPayload(app, { scheduledDate: '2027-01-16T09:15:30' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.scheduledDate).toBe('2027-01-16T03:45:30.000Z');
    const withOffset = await app.inject({
      method: 'POST',
      url: '/api/alumni-features/workshop',
      headers: bearer(alumniToken),
      payload: workshopPayload(app, { scheduledDate: '2027-01-15T18:00:00Z' }),
    });
    expect(withOffset.json().data.scheduledDate).toBe('2027-01-15T18:00:00.000Z');
  });

  it('confirms a booking with the workshop’s link when the body has none', async () => {
    const workshop = await createWorkshopAs(app, alumniToken);
    const student = await createUser(app, { role: 'student' });
    const booked = await bookAs(app, (await signIn(app, student.email)).token, workshop._id);
    for (const meetingLink of [null, '']) {
      const second = await createUser(app, { role: 'student' });
      const other = await bookAs(app, (await signIn(app, second.email)).token, workshop._id);
      const response = await app.inject({
        method: 'PUT',
        url: `/api/alumni-features/workshop/${workshop._id}/booking/${other.json().data._id}`,
        headers: bearer(alumniToken),
        payload: { status: 'Confirmed', meetingLink },
      });
      expect(response.statusCode).toBe(200);
    }
    const response = await app.inject({
      method: 'PUT',
      url: `/api/alumni-features/workshop/${workshop._id}/booking/${booked.json().data._id}`,
      headers: bearer(alumniToken),
      payload: { status: 'Confirmed', meetingLink: null },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses to confirm without a link only when the workshop has none either', async () => {
    const workshop = await createWorkshopAs(app, alumniToken, { meetingLink: '' });
    const student = await createUser(app, { role: 'student' });
    const booked = await bookAs(app, (await signIn(app, student.email)).token, workshop._id);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/alumni-features/workshop/${workshop._id}/booking/${booked.json().data._id}`,
      headers: bearer(alumniToken),
      payload: { status: 'Confirmed', meetingLink: null },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a valid meeting link');
  });

  it('counts a completed workshop’s attendees as confirmed', async () => {
    const workshop = await createWorkshopAs(app, alumniToken);
    for (let i = 0; i < 2; i++) {
      const student = await createUser(app, { role: 'student' });
      const booked = await bookAs(app, (await signIn(app, student.email)).token, workshop._id);
      await app.inject({
        method: 'PUT',
        url: `/api/alumni-features/workshop/${workshop._id}/booking/${booked.json().data._id}`,
        headers: bearer(alumniToken),
        payload: { status: 'Confirmed' },
      });
    }
    clock.advance(8 * 24 * 60 * 60 * 1000);
    const token = (await signIn(app, alumni.email)).token;
    const completed = await app.inject({
      method: 'PATCH',
      url: `/api/alumni-features/workshop/${workshop._id}/complete`,
      headers: bearer(token),
    });
    expect(completed.statusCode).toBe(200);
    const mine = await app.inject({
      method: 'GET',
      url: '/api/alumni-features/my-workshops',
      headers: bearer(token),
    });
    const view = mine.json().data.find((item: { _id: string }) => item._id === workshop._id);
    expect(view).toMatchObject({ status: 'completed', confirmedCount: 2 });
  });
});
