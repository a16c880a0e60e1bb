import { ADMIN_MESSAGES, AUTH_MESSAGES, userStatusResponseSchema } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { account, auditOf, type Person, person } from '../../../test/admin-users';
import { DEFAULT_PASSWORD } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

describe('admin users: activate and deactivate', async () => {
  const { app, clock } = await createTestApp();
  const admin = await person(app, 'admin', { name: 'Head Admin' });

  const setStatus = (caller: Pick<Person, 'headers'>, id: string, payload: object) =>
    app.inject({ method: 'PUT', url: `/api/users/${id}/status`, headers: caller.headers, payload });
  const profile = (who: Pick<Person, 'headers'>) =>
    app.inject({ method: 'GET', url: '/api/auth/profile', headers: who.headers });
  const login = (email: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEFAULT_PASSWORD } });

  it('deactivates: the session ends at once, sign-in is refused, one audit entry is written', async () => {
    const student = await person(app, 'student', { name: 'Dee Activated' });
    expect((await profile(student)).statusCode).toBe(200);
    const response = await setStatus(admin, student.id, { isActive: false, reason: '  Spamming mentors  ' });
    expect(response.statusCode).toBe(200);
    const body = userStatusResponseSchema.parse(response.json());
    expect(body.message).toBe('User status updated to inactive');
    expect(body.data).toMatchObject({ _id: student.id, isActive: false, name: 'Dee Activated' });

    expect((await profile(student)).statusCode).toBe(401);
    const refused = await login(student.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(AUTH_MESSAGES.deactivated);
    expect(await auditOf(app, student.id)).toEqual([
      {
        action: 'user.deactivate',
        actor_id: admin.id,
        target_type: 'user',
        target_label: 'Dee Activated',
        reason: 'Spamming mentors',
        before: { isActive: true },
        after: { isActive: false },
      },
    ]);
  });

  it('reactivates: sign-in works again, the old session stays ended', async () => {
    const alumni = await person(app, 'alumni', { name: 'Re Activated' });
    await setStatus(admin, alumni.id, { isActive: false });
    clock.advance(1000);
    const response = await setStatus(admin, alumni.id, { isActive: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'User status updated to active',
      data: { _id: alumni.id, isActive: true },
    });
    expect((await profile(alumni)).statusCode).toBe(401);
    expect((await login(alumni.email)).statusCode).toBe(200);
    expect((await auditOf(app, alumni.id)).map((entry) => [entry.action, entry.before, entry.after])).toEqual(
      [
        ['user.deactivate', { isActive: true }, { isActive: false }],
        ['user.activate', { isActive: false }, { isActive: true }],
      ],
    );
  });

  it('setting the status it already has changes and records nothing, and answers the same', async () => {
    const student = await person(app, 'student');
    const response = await setStatus(admin, student.id, { isActive: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'User status updated to active',
      data: { isActive: true },
    });
    expect((await profile(student)).statusCode).toBe(200);
    expect(await auditOf(app, student.id)).toEqual([]);

    const sleeper = await account(app, 'student', { isActive: false });
    const again = await setStatus(admin, sleeper.id, { isActive: false });
    expect(again.json()).toMatchObject({
      message: 'User status updated to inactive',
      data: { isActive: false },
    });
    expect(await auditOf(app, sleeper.id)).toEqual([]);
  });

  it('answers 404 for an unknown or malformed id and 400 for a body without isActive', async () => {
    const unknown = await setStatus(admin, '0d9c7f3e-2b1a-4c5d-8e6f-7a8b9c0d1e2f', { isActive: false });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ADMIN_MESSAGES.userNotFound);
    expect((await setStatus(admin, 'not-a-uuid', { isActive: false })).statusCode).toBe(404);
    const student = await account(app, 'student');
    const missing = await setStatus(admin, student.id, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ path: 'isActive', message: ADMIN_MESSAGES.isActiveRequired }]);
    expect((await setStatus(admin, student.id, { isActive: 'no' })).statusCode).toBe(400);
    const long = await setStatus(admin, student.id, { isActive: false, reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].message).toBe(ADMIN_MESSAGES.reasonMax);
  });

  it('lets an admin deactivate another admin, never themselves', async () => {
    const other = await person(app, 'admin');
    const self = await setStatus(admin, admin.id, { isActive: false });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(ADMIN_MESSAGES.notSelf);
    expect((await profile(admin)).statusCode).toBe(200);
    expect((await setStatus(admin, other.id, { isActive: false })).statusCode).toBe(200);
    expect((await profile(other)).statusCode).toBe(401);
    expect(await auditOf(app, admin.id)).toEqual([]);
  });
});

describe('admin users: the last active admin', async () => {
  const { app } = await createTestApp();

  const setStatus = (caller: Pick<Person, 'headers'>, id: string, isActive: boolean) =>
    app.inject({
      method: 'PUT',
      url: `/api/users/${id}/status`,
      headers: caller.headers,
      payload: { isActive },
    });

  it('cannot be deactivated, however many inactive admins there are', async () => {
    const sole = await person(app, 'admin');
    const dormant = await account(app, 'admin', { isActive: false });
    const response = await setStatus(sole, sole.id, false);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(ADMIN_MESSAGES.lastAdmin);
    // With another active admin, stepping down is still refused: it is their own account.
    expect((await setStatus(sole, dormant.id, true)).statusCode).toBe(200);
    const self = await setStatus(sole, sole.id, false);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(ADMIN_MESSAGES.notSelf);
  });

  it('stays active when two admins deactivate each other at once', async () => {
    for (let round = 0; round < 3; round++) {
      const left = await person(app, 'admin');
      const right = await person(app, 'admin');
      // Only these two are active admins: the others of this file step aside first.
      const others = await app.inject({
        method: 'GET',
        url: '/api/users?role=admin&status=active&limit=100',
        headers: left.headers,
      });
      for (const other of others.json() as Array<{ _id: string }>) {
        if (other._id !== left.id && other._id !== right.id) {
          expect((await setStatus(left, other._id, false)).statusCode).toBe(200);
        }
      }
      const answers = await Promise.all([setStatus(left, right.id, false), setStatus(right, left.id, false)]);
      // One wins; the other gets 409 (last admin) or 401 (its session ended). Never both.
      const codes = answers.map((answer) => answer.statusCode);
      expect(codes.filter((code) => code === 200)).toHaveLength(1);
      expect([401, 409]).toContain(codes.find((code) => code !== 200));
      const active = await app.inject({
        method: 'GET',
        url: '/api/users?role=admin&status=active',
        headers: (answers[0].statusCode === 200 ? left : right).headers,
      });
      expect(active.json()).toHaveLength(1);
      expect(active.headers['x-total-count']).toBe('1');
    }
  });
});
