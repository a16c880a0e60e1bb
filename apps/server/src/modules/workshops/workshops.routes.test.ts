import { WORKSHOP_MESSAGES as W } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { alumniProfilePayload, bearer, createUserWithProfile } from '../../../test/factories';
import { mailsTo } from '../../../test/mail';
import { createTestApp } from '../../../test/test-app';
import { bookAs, createWorkshopAs, workshopPayload } from '../../../test/workshops';

describe('workshops: create, edit, list, delete', async () => {
  const { app, mail } = await createTestApp({ now: new Date('2026-11-22T06:00:00Z') });
  const alumni = await createUserWithProfile(app, 'alumni');
  const other = await createUserWithProfile(app, 'alumni');
  const student = await createUserWithProfile(app, 'student');
  const create = (payload: object, token = alumni.token) =>
    app.inject({ method: 'POST', url: '/api/alumni-features/workshop', headers: bearer(token), payload });

  it('creates a workshop and shows the owner view with bookings', async () => {
    const response = await create(workshopPayload(app, { topics: ['Caching', 'Sharding'] }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: W.created,
      data: {
        title: 'System Design Deep Dive',
        status: 'upcoming',
        isActive: true,
        availableSlots: 10,
        confirmedCount: 0,
        bookings: [],
        topics: ['Caching', 'Sharding'],
      },
    });
  });

  it('applies the form defaults', async () => {
    const { duration, maxParticipants, workshopType, isPaid, price, topics, ...rest } = workshopPayload(app);
    const response = await create(rest);
    expect(response.json().data).toMatchObject({
      duration: 60,
      maxParticipants: 10,
      workshopType: 'mentorship',
      isPaid: false,
      price: 0,
      topics: [],
    });
  });

  it.each([
    [{ title: '', description: '', category: '' }, W.titleRequired],
    [{ description: '  ', category: '' }, W.descriptionRequired],
    [{ category: 'Cooking', scheduledDate: '' }, W.categoryRequired],
    [{ scheduledDate: '' }, W.dateRequired],
    [{ scheduledDate: 'tomorrow-ish' }, W.dateRequired],
    [{ scheduledDate: '2026-11-21T10:00:00Z', isPaid: true, price: 0 }, W.dateFuture],
    [{ isPaid: true, price: 0 }, W.priceRequired],
    [{ duration: 14 }, W.durationRange],
    [{ duration: 301 }, W.durationRange],
    [{ maxParticipants: 0 }, W.participantsRange],
    [{ maxParticipants: 101 }, W.participantsRange],
    [{ meetingLink: 'zoom me' }, W.meetingLinkInvalid],
  ])('validates %o in the spec’s order', async (patch, message) => {
    const response = await create(workshopPayload(app, patch));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('resets the price of a free workshop to 0 and keeps integer rupees for paid ones', async () => {
    expect((await create(workshopPayload(app, { isPaid: false, price: 500 }))).json().data.price).toBe(0);
    expect((await create(workshopPayload(app, { isPaid: true, price: 499 }))).json().data).toMatchObject({
      price: 499,
      isPaidSession: true,
      sessionCharge: 499,
    });
    expect((await create(workshopPayload(app, { isPaid: true, price: 99.5 }))).statusCode).toBe(400);
  });

  it('lets only alumni create, and only the owner edit or delete', async () => {
    expect((await create(workshopPayload(app), student.token)).statusCode).toBe(403);
    const workshop = await createWorkshopAs(app, alumni.token);
    const edit = (token: string, patch: Record<string, unknown> = {}) =>
      app.inject({
        method: 'PUT',
        url: `/api/alumni-features/workshop/${workshop._id}`,
        headers: bearer(token),
        payload: workshopPayload(app, patch),
      });
    expect((await edit(other.token)).statusCode).toBe(404);
    const edited = await edit(alumni.token, { title: 'Renamed' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ message: W.updated, workshop: { title: 'Renamed' } });
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/alumni-features/workshop/${workshop._id}`,
          headers: bearer(other.token),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('derives the student view and lists only open workshops', async () => {
    const fresh = await createUserWithProfile(app, 'alumni', {
      currentCompany: 'Zeta Labs',
      currentPosition: 'Staff Engineer',
    });
    const open = await createWorkshopAs(app, fresh.token, {
      title: 'Zeta open',
      scheduledDate: '2026-11-25T13:00:00Z',
      meetingLink: '',
    });
    const cancelled = await createWorkshopAs(app, fresh.token, { title: 'Zeta cancelled' });
    await app.inject({
      method: 'DELETE',
      url: `/api/alumni-features/workshop/${cancelled._id}`,
      headers: bearer(fresh.token),
    });

    const response = await app.inject({
      method: 'GET',
      url: '/api/alumni-features/workshops?q=zeta',
      headers: bearer(student.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('1');
    const [view] = response.json().data;
    expect(view).toEqual({
      _id: open._id,
      title: 'Zeta open',
      mentor: {
        id: fresh.id,
        name: fresh.name,
        company: 'Zeta Labs',
        position: 'Staff Engineer',
        profilePhoto: null,
      },
      mentorshipType: ['System Design'],
      description: expect.any(String),
      sessionMode: ['To be announced'],
      duration: 90,
      availableSlots: 10,
      isPaidSession: false,
      sessionCharge: 0,
      // 13:00 UTC is 18:30 in Kolkata, a Wednesday.
      availableDays: ['Wednesday'],
      availableTime: '18:30',
      scheduledDate: '2026-11-25T13:00:00.000Z',
      topics: ['Caching', 'Sharding'],
      prerequisites: 'Basic networking',
      myBookingStatus: null,
    });
  });

  it('searches over mentor name, company, type and description', async () => {
    const fresh = await createUserWithProfile(app, 'alumni', {
      firstName: 'Quentin',
      lastName: 'Xylo',
      currentCompany: 'Omicron',
    });
    await createWorkshopAs(app, fresh.token, {
      category: 'Resume Review',
      description: 'Polish your résumé with a recruiter',
    });
    const search = async (q: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/alumni-features/workshops?q=${encodeURIComponent(q)}`,
          headers: bearer(student.token),
        })
      ).json().data.length;
    expect(await search('quentin')).toBe(1);
    expect(await search('OMICRON')).toBe(1);
    expect(await search('résumé with a recruiter')).toBe(1);
    expect(await search('resume review')).toBeGreaterThanOrEqual(1);
    expect(await search('no such thing at all')).toBe(0);
  });

  it("follows the host's name and company as they change, and never matches across two fields", async () => {
    const host = await createUserWithProfile(app, 'alumni', {
      firstName: 'Perpetua',
      lastName: 'Wren',
      currentCompany: 'Vireo Systems',
    });
    await createWorkshopAs(app, host.token, { title: 'Kestrel talk', category: 'Mock Interview' });
    const search = async (q: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/alumni-features/workshops?q=${encodeURIComponent(q)}`,
          headers: bearer(student.token),
        })
      )
        .json()
        .data.map((workshop: { title: string }) => workshop.title);
    expect(await search('vireo')).toEqual(['Kestrel talk']);
    expect(await search('Systems\x1fMock')).toEqual([]);
    expect(await search('Systems Mock')).toEqual([]);

    const saved = await app.inject({
      method: 'PUT',
      url: '/api/profile/alumni',
      headers: bearer(host.token),
      payload: alumniProfilePayload({
        firstName: 'Perpetua',
        lastName: 'Lark',
        currentCompany: 'Tanager Labs',
      }),
    });
    expect(saved.statusCode).toBe(200);
    expect(await search('vireo')).toEqual([]);
    expect(await search('wren')).toEqual([]);
    expect(await search('tanager')).toEqual(['Kestrel talk']);
    expect(await search('perpetua lark')).toEqual(['Kestrel talk']);
  });

  it('deleting cancels the bookings and tells the students', async () => {
    const workshop = await createWorkshopAs(app, alumni.token);
    await bookAs(app, student.token, workshop._id);
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/alumni-features/workshop/${workshop._id}`,
      headers: bearer(alumni.token),
    });
    expect(response.json()).toEqual({ success: true, message: W.deleted });
    const mine = (
      await app.inject({
        method: 'GET',
        url: '/api/alumni-features/my-bookings',
        headers: bearer(student.token),
      })
    ).json().data;
    expect(mine.find((booking: { workshopId: string }) => booking.workshopId === workshop._id).status).toBe(
      'Cancelled',
    );
    const mails = await mailsTo(app, mail, student.email);
    expect(mails.at(-1)?.subject).toBe('Booking cancelled: System Design Deep Dive');
    const owner = (
      await app.inject({
        method: 'GET',
        url: '/api/alumni-features/my-workshops',
        headers: bearer(alumni.token),
      })
    ).json().data;
    expect(owner.find((entry: { _id: string }) => entry._id === workshop._id)).toMatchObject({
      status: 'cancelled',
      isActive: false,
    });
  });
});
