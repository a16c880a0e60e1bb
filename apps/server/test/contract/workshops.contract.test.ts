/*
 * The contract with the specification's web client: each test sends one call of part 2 section 7 exactly as
 * it is written there and asserts every field the client reads (section 7's "Reads", section 3's fields).
 * A change that breaks one of these tests is a breaking change, whatever the route's own tests say.
 */
import { WORKSHOP_LIMITS } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, createUserWithProfile, signIn, updateUserRow } from '../factories';
import { createTestApp } from '../test-app';
import { bookAs, createWorkshopAs, workshopPayload } from '../workshops';

const P = '/api/alumni-features';
const AVATAR = '/api/files/avatars/contract-host.webp';
/** Stored relative, served absolute on the caller's own host. */
const AVATAR_URL = expect.stringMatching(/^https?:\/\/[^/]+\/api\/files\/avatars\/contract-host\.webp$/);
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

describe('contract: workshops and bookings (part 2 section 7)', async () => {
  const { app } = await createTestApp();
  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  type Caller = { id: string; name: string; email: string; token: string };
  const call = (method: Method, url: string, caller: Caller, payload?: object) =>
    app.inject({ method, url, headers: bearer(caller.token), ...(payload ? { payload } : {}) });

  const host = await createUserWithProfile(app, 'alumni', {
    currentCompany: 'Google',
    currentPosition: 'Senior Software Engineer',
  });
  await updateUserRow(app, host.id, { avatar: AVATAR });
  const student = await createUserWithProfile(app, 'student');
  const plain = async (role: 'student' | 'alumni', name: string) => {
    const user = await createUser(app, { role, name });
    return { ...user, token: (await signIn(app, user.email)).token };
  };
  const other = await plain('student', 'Other Student');
  const veteran = await plain('alumni', 'Veteran Host');

  const book = async (caller: Caller, workshopId: string, notes = 'Looking forward') => {
    const response = await bookAs(app, caller.token, workshopId, notes);
    if (response.statusCode !== 201) throw new Error(`booking failed: ${response.body}`);
    return response.json().data._id as string;
  };
  const decide = async (owner: Caller, workshopId: string, bookingId: string, payload: object) => {
    const response = await call('PUT', `${P}/workshop/${workshopId}/booking/${bookingId}`, owner, payload);
    if (response.statusCode !== 200) throw new Error(`decision failed: ${response.body}`);
  };
  const confirm = (owner: Caller, workshopId: string, bookingId: string) =>
    decide(owner, workshopId, bookingId, {
      status: 'Confirmed',
      meetingLink: 'https://meet.example.com/set',
    });
  const ownerView = async (owner: Caller, workshopId: string) => {
    const response = await call('GET', `${P}/my-workshops`, owner);
    expect(response.statusCode).toBe(200);
    return response.json().data.find((item: { _id: string }) => item._id === workshopId);
  };
  const myBooking = async (bookingId: string, caller: Caller = student) => {
    const response = await call('GET', `${P}/my-bookings`, caller);
    expect(response.statusCode).toBe(200);
    return response.json().data.find((item: { _id: string }) => item._id === bookingId);
  };

  // A week ahead of the test clock (2026-11-22T10:00Z): Sunday 2026-11-29, 15:30 in the platform's zone.
  const listed = await createWorkshopAs(app, host.token, {
    title: 'Paid Mock Interview',
    category: 'Mock Interview',
    isPaid: true,
    price: 499,
    duration: 60,
    maxParticipants: 5,
    meetingLink: '',
  });
  const bookable = await createWorkshopAs(app, host.token, { title: 'Bookable' });
  const pendingWorkshop = await createWorkshopAs(app, host.token, { title: 'Pending Booking' });
  const pendingBooking = await book(student, pendingWorkshop._id, 'Please cover caching');
  const confirmedWorkshop = await createWorkshopAs(app, host.token, { title: 'Confirmed Booking' });
  const confirmedBooking = await book(student, confirmedWorkshop._id);
  await confirm(host, confirmedWorkshop._id, confirmedBooking);

  // A host whose workshop ran and was rated: its achievements and feedback change in no test below.
  const ran = await createWorkshopAs(app, veteran.token, {
    title: 'Resume Clinic',
    category: 'Resume Review',
  });
  const ranBooking = await book(student, ran._id);
  await confirm(veteran, ran._id, ranBooking);
  if ((await call('PATCH', `${P}/workshop/${ran._id}/complete`, veteran)).statusCode !== 200)
    throw new Error('complete failed');
  const rated = await call('POST', `${P}/feedback`, student, {
    workshopId: ran._id,
    rating: 5,
    comment: 'Very practical',
  });
  if (rated.statusCode !== 201) throw new Error(`feedback failed: ${rated.body}`);

  /** Section 3's owner view of a workshop made from `workshopPayload(overrides)`. */
  const ownerFields = (overrides: Record<string, unknown> = {}) => {
    const form = { ...workshopPayload(app), ...overrides };
    return {
      _id: expect.any(String),
      title: form.title,
      description: form.description,
      category: form.category,
      workshopType: form.workshopType,
      isPaid: form.isPaid,
      price: form.price,
      isPaidSession: form.isPaid,
      sessionCharge: form.price,
      duration: form.duration,
      maxParticipants: form.maxParticipants,
      scheduledDate: form.scheduledDate,
      meetingLink: form.meetingLink,
      prerequisites: form.prerequisites,
      topics: form.topics,
      isActive: true,
      status: 'upcoming',
      bookings: [],
    };
  };

  it('POST /alumni-features/workshop takes the workshop form, topics as an array, and answers data', async () => {
    const form = workshopPayload(app, {
      title: 'Behavioural Round Prep',
      category: 'Behavioral Interview',
      topics: ['STAR answers', 'Conflict stories'],
    });
    const response = await call('POST', `${P}/workshop`, host, form);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject(ownerFields(form));
    expect(await ownerView(host, data._id)).toMatchObject(ownerFields({ ...form, _id: data._id }));
  });

  it('GET /alumni-features/workshops needs a sign-in and answers data[] in the student view', async () => {
    expect((await app.inject({ method: 'GET', url: `${P}/workshops` })).statusCode).toBe(401);
    const response = await call('GET', `${P}/workshops`, student);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(Array.isArray(data)).toBe(true);
    const card = data.find((item: { _id: string }) => item._id === listed._id);
    expect(card).toMatchObject({
      _id: listed._id,
      mentor: {
        id: host.id,
        name: host.name,
        company: 'Google',
        position: 'Senior Software Engineer',
        profilePhoto: AVATAR_URL,
      },
      mentorshipType: ['Mock Interview'],
      description: workshopPayload(app).description,
      sessionMode: expect.any(Array),
      duration: 60,
      availableSlots: 5,
      isPaidSession: true,
      sessionCharge: 499,
      availableDays: ['Sunday'],
      availableTime: '15:30',
    });
    expect(card.sessionMode.every((mode: unknown) => typeof mode === 'string')).toBe(true);
  });

  it('POST /alumni-features/workshop/{id}/book takes alumniId, scheduledDate, scheduledTime, notes; answers success', async () => {
    const payload = {
      alumniId: host.id,
      scheduledDate: '2026-11-29',
      scheduledTime: '15:30',
      notes: 'I would like feedback on my design',
    };
    const response = await call('POST', `${P}/workshop/${bookable._id}/book`, student, payload);
    expect(response.statusCode).toBe(201);
    expect(response.json().success).toBe(true);

    // The host sees it, in the alumni view of a booking.
    const workshop = await ownerView(host, bookable._id);
    expect(workshop.bookings).toEqual([
      expect.objectContaining({
        _id: response.json().data._id,
        studentId: student.id,
        studentName: student.name,
        studentEmail: student.email,
        status: 'Pending',
        bookedAt: expect.stringMatching(ISO),
        notes: 'I would like feedback on my design',
      }),
    ]);
    // One booking per workshop: a second one is refused, whatever the old server did.
    const again = await call('POST', `${P}/workshop/${bookable._id}/book`, student, payload);
    expect(again.statusCode).toBe(409);
    expect((await ownerView(host, bookable._id)).bookings).toHaveLength(1);
  });

  it('GET /alumni-features/my-bookings answers data[] in the student view; the link only once confirmed', async () => {
    const common = {
      mentor: expect.objectContaining({ id: host.id, name: host.name }),
      mentorshipType: ['System Design'],
      sessionMode: expect.any(Array),
      duration: 90,
      isPaidSession: false,
      sessionCharge: 0,
      description: workshopPayload(app).description,
      scheduledDate: workshopPayload(app).scheduledDate,
      scheduledTime: '15:30',
      bookedAt: expect.stringMatching(ISO),
    };
    expect(await myBooking(pendingBooking)).toMatchObject({
      ...common,
      _id: pendingBooking,
      workshopTitle: 'Pending Booking',
      status: 'Pending',
      meetingLink: null,
    });
    expect(await myBooking(confirmedBooking)).toMatchObject({
      ...common,
      _id: confirmedBooking,
      workshopTitle: 'Confirmed Booking',
      status: 'Confirmed',
      meetingLink: 'https://meet.example.com/set',
    });
  });

  it('GET /alumni-features/my-workshops answers data[] in the owner view, bookings in the alumni view', async () => {
    const response = await call('GET', `${P}/my-workshops`, host);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(Array.isArray(data)).toBe(true);
    const workshop = data.find((item: { _id: string }) => item._id === pendingWorkshop._id);
    expect(workshop).toMatchObject({
      ...ownerFields({ title: 'Pending Booking' }),
      _id: pendingWorkshop._id,
      bookings: [
        {
          _id: pendingBooking,
          studentId: student.id,
          studentName: student.name,
          studentEmail: student.email,
          status: 'Pending',
          bookedAt: expect.stringMatching(ISO),
          notes: 'Please cover caching',
        },
      ],
    });
    // Another host's workshops are not listed.
    expect(data.some((item: { _id: string }) => item._id === ran._id)).toBe(false);
  });

  it('PUT /alumni-features/workshop/{id} takes the same form and answers workshop', async () => {
    const editable = await createWorkshopAs(app, host.token, { title: 'Before Edit' });
    const form = workshopPayload(
      app,
      {
        title: 'After Edit',
        description: 'Now with a live coding round.',
        category: 'Coding Practice',
        workshopType: 'mock-interview',
        isPaid: true,
        price: 250,
        duration: 120,
        maxParticipants: 20,
        meetingLink: 'https://meet.example.com/edited',
        prerequisites: 'Arrays and strings',
        topics: ['Two pointers', 'Sliding window'],
      },
      10,
    );
    const response = await call('PUT', `${P}/workshop/${editable._id}`, host, form);
    expect(response.statusCode).toBe(200);
    expect(response.json().workshop).toMatchObject({ ...ownerFields(form), _id: editable._id });
    expect(await ownerView(host, editable._id)).toMatchObject({ ...ownerFields(form), _id: editable._id });
  });

  it('DELETE /alumni-features/workshop/{id} cancels it and its bookings', async () => {
    const doomed = await createWorkshopAs(app, host.token, { title: 'Doomed' });
    const booking = await book(student, doomed._id);
    const response = await call('DELETE', `${P}/workshop/${doomed._id}`, host);
    expect(response.statusCode).toBe(200);

    // The owner's card becomes 'cancelled' (isActive false) with a note only.
    expect(await ownerView(host, doomed._id)).toMatchObject({
      isActive: false,
      status: 'cancelled',
      bookings: [expect.objectContaining({ _id: booking, status: 'Cancelled' })],
    });
    const open = (await call('GET', `${P}/workshops`, other)).json().data;
    expect(open.some((item: { _id: string }) => item._id === doomed._id)).toBe(false);
    expect(await myBooking(booking)).toMatchObject({ status: 'Cancelled', meetingLink: null });
  });

  it('PATCH /alumni-features/workshop/{id}/meeting-link takes meetingLink and stores it', async () => {
    const workshop = await createWorkshopAs(app, host.token, { title: 'Link Later', meetingLink: '' });
    const booking = await book(student, workshop._id);
    await confirm(host, workshop._id, booking);
    const url = `${P}/workshop/${workshop._id}/meeting-link`;

    const empty = await call('PATCH', url, host, { meetingLink: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please enter a valid meeting link');

    const response = await call('PATCH', url, host, { meetingLink: 'https://meet.example.com/later' });
    expect(response.statusCode).toBe(200);
    expect(await ownerView(host, workshop._id)).toMatchObject({
      meetingLink: 'https://meet.example.com/later',
    });
    // The confirmed student sees the new link.
    expect(await myBooking(booking)).toMatchObject({
      status: 'Confirmed',
      meetingLink: 'https://meet.example.com/later',
    });
  });

  it('PUT /alumni-features/workshop/{id}/booking/{bookingId} takes Confirmed with meetingLink or Cancelled; answers success', async () => {
    const workshop = await createWorkshopAs(app, host.token, { title: 'Decisions' });
    const accepted = await book(student, workshop._id);
    const rejected = await book(other, workshop._id);
    const url = (bookingId: string) => `${P}/workshop/${workshop._id}/booking/${bookingId}`;

    // Only Confirmed or Cancelled may be set, whatever the old server allowed.
    for (const status of ['Completed', 'Pending', 'confirmed']) {
      const refused = await call('PUT', url(accepted), host, { status });
      expect({ status, code: refused.statusCode }).toEqual({ status, code: 400 });
    }

    const confirmed = await call('PUT', url(accepted), host, {
      status: 'Confirmed',
      meetingLink: 'https://meet.example.com/accepted',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().success).toBe(true);
    const cancelled = await call('PUT', url(rejected), host, { status: 'Cancelled' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().success).toBe(true);

    const statuses = (await ownerView(host, workshop._id)).bookings.map(
      (item: { _id: string; status: string }) => [item._id, item.status],
    );
    expect(new Map(statuses)).toEqual(
      new Map([
        [accepted, 'Confirmed'],
        [rejected, 'Cancelled'],
      ]),
    );
    expect(await myBooking(accepted)).toMatchObject({
      status: 'Confirmed',
      meetingLink: 'https://meet.example.com/accepted',
    });
    expect(await myBooking(rejected, other)).toMatchObject({ status: 'Cancelled', meetingLink: null });
  });

  it('PATCH /alumni-features/workshop/{id}/complete with an empty body completes it and opens feedback', async () => {
    const unbooked = await createWorkshopAs(app, host.token, { title: 'Nobody Confirmed' });
    // At least one confirmed booking is needed.
    expect((await call('PATCH', `${P}/workshop/${unbooked._id}/complete`, host)).statusCode).toBe(422);

    const workshop = await createWorkshopAs(app, host.token, { title: 'To Complete' });
    const booking = await book(student, workshop._id);
    await confirm(host, workshop._id, booking);
    const feedback = { workshopId: workshop._id, rating: 4, comment: 'Good' };
    // Feedback only for a completed booking, whatever the old server allowed.
    expect((await call('POST', `${P}/feedback`, student, feedback)).statusCode).toBe(422);

    const response = await call('PATCH', `${P}/workshop/${workshop._id}/complete`, host);
    expect(response.statusCode).toBe(200);
    expect(await ownerView(host, workshop._id)).toMatchObject({
      isActive: true,
      status: 'completed',
      bookings: [expect.objectContaining({ _id: booking, status: 'Completed' })],
    });
    expect(await myBooking(booking)).toMatchObject({ status: 'Completed' });
    expect((await call('POST', `${P}/feedback`, student, feedback)).statusCode).toBe(201);
    // Irreversible: a second completion is refused.
    expect((await call('PATCH', `${P}/workshop/${workshop._id}/complete`, host)).statusCode).toBe(422);
  });

  it('GET /alumni-features/my-achievements answers data with the section-3 achievements', async () => {
    const response = await call('GET', `${P}/my-achievements`, veteran);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      averageRating: 5,
      totalRatings: 1,
      totalSessionsConducted: 1,
      leaderboardPoints: expect.any(Number),
      totalHelpfulVotes: 0,
      badges: ['Star Mentor', 'Top Rated'],
    });
    expect(response.json().data.leaderboardPoints).toBeGreaterThan(0);
  });

  it('GET /alumni-features/my-feedback answers feedback[] with the section-3 fields', async () => {
    const response = await call('GET', `${P}/my-feedback`, veteran);
    expect(response.statusCode).toBe(200);
    expect(response.json().feedback).toEqual([
      expect.objectContaining({
        rating: 5,
        comment: 'Very practical',
        submittedAt: expect.stringMatching(ISO),
        workshopTitle: 'Resume Clinic',
        studentId: student.id,
      }),
    ]);
  });

  it('GET /profile/me answers avatar, null when none was uploaded', async () => {
    const own = await call('GET', '/api/profile/me', host);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toHaveProperty('avatar', AVATAR_URL);
    const none = await call('GET', '/api/profile/me', other);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toHaveProperty('avatar', null);
  });
});

describe('contract: the open workshop list is one list under the list rule', async () => {
  const { app } = await createTestApp();
  const host = await createUserWithProfile(app, 'alumni');
  const student = await createUserWithProfile(app, 'student');
  // More than the list's own page size, so a first page alone is not the whole list.
  const count = WORKSHOP_LIMITS.pageSize + 5;
  const start = app.ctx.clock.now().getTime() + 24 * 3600_000;
  const created: string[] = [];
  for (let index = 0; index < count; index++) {
    const scheduledDate = new Date(start + index * 3600_000).toISOString();
    created.push(
      (await createWorkshopAs(app, host.token, { title: `Listrule ${index}`, scheduledDate }))._id,
    );
  }
  const list = (query = '') =>
    app.inject({ method: 'GET', url: `${P}/workshops${query}`, headers: bearer(student.token) });
  const ids = (body: { data: Array<{ _id: string }> }) => body.data.map((item) => item._id);

  it('GET /alumni-features/workshops without page or limit answers every open workshop, soonest first', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    expect(ids(response.json())).toEqual(created);
    expect(response.headers['x-total-count']).toBe(String(count));
    expect(response.headers.link).toBeUndefined();
  });

  it('with page or limit answers one page, the total in X-Total-Count and the other pages in Link', async () => {
    const second = await list('?page=2&limit=20');
    expect(second.statusCode).toBe(200);
    expect(ids(second.json())).toEqual(created.slice(20, 40));
    expect(second.headers['x-total-count']).toBe(String(count));
    const page = (n: number) => `<${P}/workshops?page=${n}&limit=20>`;
    expect(second.headers.link).toBe(
      `${page(1)}; rel="first", ${page(1)}; rel="prev", ${page(3)}; rel="next", ${page(3)}; rel="last"`,
    );

    const byDefault = await list('?page=2');
    expect(ids(byDefault.json())).toEqual(created.slice(WORKSHOP_LIMITS.pageSize));
    expect(byDefault.headers['x-total-count']).toBe(String(count));
    expect(byDefault.headers.link).toContain(
      `<${P}/workshops?page=1&limit=${WORKSHOP_LIMITS.pageSize}>; rel="first"`,
    );
  });
});
