/*
 * The contract with the specification's web client: each test sends one call of part 2 section 7 exactly as
 * it is written there and asserts every field the client reads (section 7's "Reads", section 3's fields).
 * A change that breaks one of these tests is a breaking change, whatever the route's own tests say.
 */
import { describe, expect, it } from 'vitest';
import { bearer, createUser, signIn, updateUserRow } from '../factories';
import { createTestApp } from '../test-app';

describe('contract: admin actions (part 2 section 7)', async () => {
  const { app } = await createTestApp();
  const signedInAs = async (role: 'student' | 'alumni' | 'admin') => {
    const user = await createUser(app, { role });
    return { ...user, headers: bearer((await signIn(app, user.email)).token) };
  };
  const admin = await signedInAs('admin');
  const otherAdmin = await signedInAs('admin');
  const student = await signedInAs('student');
  const alumni = await signedInAs('alumni');
  const inactive = await signedInAs('student');
  await updateUserRow(app, inactive.id, { isActive: false });
  // Selected in the table and deleted together.
  const selected = [await signedInAs('student'), await signedInAs('alumni'), await signedInAs('student')];

  const users = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/users', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    return response.json() as Array<{ _id: string; isActive: boolean }>;
  };
  const statuses = async () =>
    Object.fromEntries((await users()).map((user) => [user._id, user.isActive] as const));

  it('DELETE /users/{id}, one call per selected user at once: each succeeds and the users are gone', async () => {
    const totalBefore = (await users()).length;
    const responses = await Promise.all(
      selected.map((user) =>
        app.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: admin.headers }),
      ),
    );
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true });
    }
    const ids = (await users()).map((user) => user._id);
    expect(ids).toHaveLength(totalBefore - selected.length);
    for (const user of selected) expect(ids).not.toContain(user.id);
    // The stat cards reloaded after the deletion count what is left.
    const stats = await app.inject({ method: 'GET', url: '/api/users/stats', headers: admin.headers });
    expect(stats.json().data.totalUsers).toBe(totalBefore - selected.length);
    // A deleted account's session ends.
    const session = await app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: selected[0]!.headers,
    });
    expect(session.statusCode).toBe(401);
  });

  it('PUT /users/profile {isActive} names no user, so it changes no account’s status, whatever it answers', async () => {
    const before = await statuses();
    expect(before[student.id]).toBe(true);
    expect(before[inactive.id]).toBe(false);
    for (const isActive of [false, true]) {
      await app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: admin.headers,
        payload: { isActive },
      });
      await app.ctx.cache.settled();
      expect(await statuses()).toEqual(before);
    }
    // Every session is still open, the caller's included (an admin cannot deactivate themselves).
    for (const caller of [admin, otherAdmin, student, alumni]) {
      const session = await app.inject({ method: 'GET', url: '/api/auth/profile', headers: caller.headers });
      expect(session.statusCode).toBe(200);
    }
  });
});
