import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, createUserWithProfile, signIn } from '../../../test/factories';
import { secondInstance, within } from '../../../test/second-instance';
import { statementsOf } from '../../../test/statements';
import { createTestApp } from '../../../test/test-app';
import { bookAs, createWorkshopAs } from '../../../test/workshops';
import type { AppInstance } from '../../platform/context';

async function openList(app: AppInstance, token: string, query = 'q=Cachecourse&limit=10') {
  const response = await app.inject({
    method: 'GET',
    url: `/api/alumni-features/workshops?${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  const { data } = response.json() as {
    data: Array<{ _id: string; title: string; availableSlots: number; myBookingStatus: string | null }>;
  };
  return { total: Number(response.headers['x-total-count']), data };
}

async function student(app: AppInstance) {
  const user = await createUser(app, { role: 'student' });
  return (await signIn(app, user.email)).token;
}

describe('open workshops: kept pages', async () => {
  const { app, clock } = await createTestApp({ now: new Date('2026-11-22T06:00:00Z') });
  const host = await createUserWithProfile(app, 'alumni');
  const soon = await createWorkshopAs(app, host.token, {
    title: 'Cachecourse Soon',
    scheduledDate: new Date(clock.now().getTime() + 2 * 3600_000).toISOString(),
  });
  const later = await createWorkshopAs(app, host.token, { title: 'Cachecourse Later' });
  const reader = await student(app);
  const other = await student(app);

  it('answers a page read before with one statement: the reader’s own bookings among its rows', async () => {
    await openList(app, reader);
    let data: Awaited<ReturnType<typeof openList>>['data'] = [];
    const statements = await statementsOf(app, async () => ({ data } = await openList(app, reader)));
    expect(data.map((row) => row.title)).toEqual(['Cachecourse Soon', 'Cachecourse Later']);
    expect(statements).toBe(1);
    // Another student's first read of the page: the page is shared, only their bookings are read.
    await openList(app, other, 'q=Nothingshared');
    expect(await statementsOf(app, () => openList(app, other))).toBe(1);
  });

  it('keeps each student’s booking status their own, in any order of reads', async () => {
    expect((await bookAs(app, reader, later._id)).statusCode).toBe(201);
    const seen = [];
    for (const token of [reader, other, reader, other]) {
      seen.push((await openList(app, token)).data.map((row) => row.myBookingStatus));
    }
    expect(seen).toEqual([
      [null, 'Pending'],
      [null, null],
      [null, 'Pending'],
      [null, null],
    ]);
  });

  it('shows a workshop changed outside any request on the next read once it is heard', async () => {
    await openList(app, reader);
    await app.ctx.db.execute(sql`update workshops set title = 'Cachecourse Renamed' where id = ${later._id}`);
    await app.ctx.cache.settled();
    expect((await openList(app, reader)).data.map((row) => row.title)).toContain('Cachecourse Renamed');
  });

  it('drops the soonest workshop once it has started, and the total with it, with no change to any table', async () => {
    expect((await openList(app, other)).total).toBe(2);
    clock.advance(2 * 3600_000 + 1);
    const after = await openList(app, other);
    expect(after.data.map((row) => row._id)).toEqual([later._id]);
    expect(after.total).toBe(1);
    expect(soon._id).not.toBe(later._id);
  });
});

describe('open workshops: the instance that answered a write reads it at once', async () => {
  const { app } = await createTestApp();
  const host = await createUserWithProfile(app, 'alumni');
  const workshop = await createWorkshopAs(app, host.token, {
    title: 'Cachecourse Seats',
    maxParticipants: 3,
  });
  const reader = await student(app);

  it('shows a booking, its confirmation and a new workshop on the next request', async () => {
    expect((await openList(app, reader)).data[0]).toMatchObject({ availableSlots: 3, myBookingStatus: null });
    const booked = await bookAs(app, reader, workshop._id);
    expect(booked.statusCode).toBe(201);
    expect((await openList(app, reader)).data[0]).toMatchObject({ myBookingStatus: 'Pending' });
    // The seat count is kept on the workshop's row by a trigger of the bookings.
    const confirmed = await app.inject({
      method: 'PUT',
      url: `/api/alumni-features/workshop/${workshop._id}/booking/${booked.json().data._id}`,
      headers: { authorization: `Bearer ${host.token}` },
      payload: { status: 'Confirmed', meetingLink: 'https://meet.example.com/seats' },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await openList(app, reader)).data[0]).toMatchObject({
      availableSlots: 2,
      myBookingStatus: 'Confirmed',
    });
    await createWorkshopAs(app, host.token, { title: 'Cachecourse Second' });
    expect((await openList(app, reader)).total).toBe(2);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('open workshops: pages on two instances', async () => {
  const a = await createTestApp();
  const b = await secondInstance(a);
  const host = await createUserWithProfile(a.app, 'alumni');
  const reader = await student(a.app);

  it('a workshop created on one instance reaches the other’s kept page through the notification', async () => {
    await createWorkshopAs(a.app, host.token, { title: 'Cachecourse One' });
    expect((await openList(b, reader)).total).toBe(1);
    await createWorkshopAs(a.app, host.token, { title: 'Cachecourse Two' });
    expect(await within(2_000, async () => (await openList(b, reader)).total === 2)).toBe(true);
  });
});
