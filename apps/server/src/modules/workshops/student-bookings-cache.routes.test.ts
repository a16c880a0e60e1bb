import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, createUserWithProfile, signIn } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { bookAs, createWorkshopAs } from '../../../test/workshops';
import type { AppInstance } from '../../platform/context';

async function myBookings(app: AppInstance, token: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/alumni-features/my-bookings',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return (
    response.json() as {
      data: Array<{ workshopId: string; workshopTitle: string; status: string; canCancel: boolean }>;
    }
  ).data;
}

async function student(app: AppInstance) {
  const user = await createUser(app, { role: 'student' });
  return (await signIn(app, user.email)).token;
}

describe('student bookings: each student’s own, read afresh', async () => {
  const { app, clock } = await createTestApp({ now: new Date('2026-11-22T06:00:00Z') });
  const host = await createUserWithProfile(app, 'alumni');
  // Two days ahead with the default 2-hour cancel cut-off.
  const workshop = await createWorkshopAs(app, host.token, {
    title: 'Keptbooking Course',
    scheduledDate: new Date(clock.now().getTime() + 48 * 3600_000).toISOString(),
  });
  const reader = await student(app);
  const other = await student(app);
  await bookAs(app, reader, workshop._id);

  it('are each student’s own', async () => {
    expect((await myBookings(app, reader)).map((row) => row.workshopId)).toEqual([workshop._id]);
    expect(await myBookings(app, other)).toEqual([]);
    expect((await myBookings(app, reader)).map((row) => row.workshopId)).toEqual([workshop._id]);
  });

  it('show a workshop or a booking changed outside any request on the next read', async () => {
    await app.ctx.db.execute(
      sql`update workshops set title = 'Keptbooking Renamed' where id = ${workshop._id}`,
    );
    expect((await myBookings(app, reader))[0]?.workshopTitle).toBe('Keptbooking Renamed');
    await app.ctx.db.execute(
      sql`update workshop_bookings set status = 'Cancelled' where workshop_id = ${workshop._id}`,
    );
    expect((await myBookings(app, reader))[0]?.status).toBe('Cancelled');
    await app.ctx.db.execute(
      sql`update workshop_bookings set status = 'Pending' where workshop_id = ${workshop._id}`,
    );
  });

  it('say whether a booking can still be cancelled at the time of the read', async () => {
    expect((await myBookings(app, reader))[0]?.canCancel).toBe(true);
    clock.advance(47 * 3600_000);
    expect((await myBookings(app, reader))[0]?.canCancel).toBe(false);
  });
});

describe('student bookings: the instance that answered a write reads it at once', async () => {
  const { app } = await createTestApp();
  const host = await createUserWithProfile(app, 'alumni');
  const workshop = await createWorkshopAs(app, host.token, { title: 'Keptbooking Own' });
  const reader = await student(app);

  it('lists a booking and its cancellation on the next request', async () => {
    expect(await myBookings(app, reader)).toEqual([]);
    const booked = await bookAs(app, reader, workshop._id);
    expect(booked.statusCode).toBe(201);
    expect((await myBookings(app, reader)).map((row) => row.status)).toEqual(['Pending']);
    const cancelled = await app.inject({
      method: 'PATCH',
      url: `/api/alumni-features/my-bookings/${booked.json().data._id}/cancel`,
      headers: { authorization: `Bearer ${reader}` },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await myBookings(app, reader)).map((row) => row.status)).toEqual(['Cancelled']);
  });
});
