import { describe, expect, it } from 'vitest';
import { bearer, createUser, createUserWithProfile, signIn } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { bookAs, createWorkshopAs, workshopCountMismatches } from '../../../test/workshops';

describe('maintained workshop counts', async () => {
  const { app } = await createTestApp({ now: new Date('2026-11-22T06:00:00Z') });
  const alumni = await createUserWithProfile(app, 'alumni');
  const admin = await createUser(app, { role: 'admin' });
  const adminHeaders = bearer((await signIn(app, admin.email)).token);
  const decide = (workshopId: string, bookingId: string, status: 'Confirmed' | 'Cancelled') =>
    app.inject({
      method: 'PUT',
      url: `/api/alumni-features/workshop/${workshopId}/booking/${bookingId}`,
      headers: bearer(alumni.token),
      payload: { status },
    });
  const cancelMine = (token: string, bookingId: string) =>
    app.inject({
      method: 'PATCH',
      url: `/api/alumni-features/my-bookings/${bookingId}/cancel`,
      headers: bearer(token),
    });
  const listPage = async (token: string, query: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/alumni-features/workshops?${query}`,
      headers: bearer(token),
    });
    const { data } = response.json() as { data: Array<{ _id: string; availableSlots: number }> };
    return { total: Number(response.headers['x-total-count']), data };
  };
  const studentList = (token: string) => listPage(token, 'limit=50');
  const students = async (n: number) =>
    Promise.all(
      Array.from({ length: n }, async () => {
        const user = await createUser(app, { role: 'student' });
        return { id: user.id, token: (await signIn(app, user.email)).token };
      }),
    );

  it('equal the true counts after concurrent bookings, confirmations, rejections, cancellations and deletions', async () => {
    const workshop = await createWorkshopAs(app, alumni.token, { maxParticipants: 10 });
    const bookers = await students(30);
    // 30 bookings at once, then 30 confirmations at once on 10 seats.
    const booked = await Promise.all(bookers.map((booker) => bookAs(app, booker.token, workshop._id)));
    expect(booked.every((response) => response.statusCode === 201)).toBe(true);
    const bookingIds = booked.map((response) => response.json().data._id as string);
    const confirmations = await Promise.all(bookingIds.map((id) => decide(workshop._id, id, 'Confirmed')));
    expect(confirmations.filter((response) => response.statusCode === 200)).toHaveLength(10);
    expect(await workshopCountMismatches(app)).toEqual([]);

    const confirmed = bookingIds.filter((_, i) => confirmations[i]!.statusCode === 200);
    const pending = bookingIds.filter((_, i) => confirmations[i]!.statusCode !== 200);
    const ownerOf = (bookingId: string) => bookers[bookingIds.indexOf(bookingId)]!;
    // At once: three confirmed students cancel, five pending bookings are rejected, one student's account is
    // deleted, and the freed seats are confirmed again.
    const [gone, ...stay] = confirmed as [string, ...string[]];
    const deletion = app.inject({
      method: 'DELETE',
      url: `/api/users/${ownerOf(gone).id}`,
      headers: adminHeaders,
    });
    const changes = await Promise.all([
      ...stay.slice(0, 3).map((id) => cancelMine(ownerOf(id).token, id)),
      ...pending.slice(0, 5).map((id) => decide(workshop._id, id, 'Cancelled')),
      ...pending.slice(5, 12).map((id) => decide(workshop._id, id, 'Confirmed')),
      deletion,
    ]);
    expect((await deletion).statusCode).toBe(200);
    expect(changes.slice(0, 8).map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    expect(await workshopCountMismatches(app)).toEqual([]);
    // The list's free seats are read from the maintained count; the owner's view counts the bookings.
    const owner = (
      await app.inject({
        method: 'GET',
        url: '/api/alumni-features/my-workshops',
        headers: bearer(alumni.token),
      })
    )
      .json()
      .data.find((w: { _id: string }) => w._id === workshop._id);
    const listed = (await studentList(bookers[29]!.token)).data.find((w) => w._id === workshop._id);
    expect(listed!.availableSlots).toBe(10 - owner.confirmedCount);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/alumni-features/workshop/${workshop._id}`,
      headers: bearer(alumni.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await workshopCountMismatches(app)).toEqual([]);
  });

  it("drops a deactivated host's workshops from the list and its total, and brings them back", async () => {
    const host = await createUserWithProfile(app, 'alumni');
    const workshop = await createWorkshopAs(app, host.token);
    const [viewer] = await students(1);
    const before = await studentList(viewer!.token);
    expect(before.data.map((w) => w._id)).toContain(workshop._id);
    const setStatus = (isActive: boolean) =>
      app.inject({
        method: 'PUT',
        url: `/api/users/${host.id}/status`,
        headers: adminHeaders,
        payload: { isActive },
      });
    expect((await setStatus(false)).statusCode).toBe(200);
    const hidden = await studentList(viewer!.token);
    expect(hidden.data.map((w) => w._id)).not.toContain(workshop._id);
    expect(hidden.total).toBe(before.total - 1);
    expect(await workshopCountMismatches(app)).toEqual([]);
    expect((await setStatus(true)).statusCode).toBe(200);
    expect((await studentList(viewer!.token)).total).toBe(before.total);
    expect(await workshopCountMismatches(app)).toEqual([]);
  });

  it('answers the total on a page past the end and on an empty search', async () => {
    const [viewer] = await students(1);
    const all = await studentList(viewer!.token);
    expect(await listPage(viewer!.token, 'page=99&limit=10')).toEqual({ total: all.total, data: [] });
    expect(await listPage(viewer!.token, 'q=zz-no-such-workshop')).toEqual({ total: 0, data: [] });
  });
});
