import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { bearer, createUser, createUserWithProfile, signIn } from '../../../test/factories';
import { latestCode, mailsTo } from '../../../test/mail';
import { secondInstance, within } from '../../../test/second-instance';
import { clientOf } from '../../../test/statements';
import { createTestApp } from '../../../test/test-app';
import type { AppInstance } from '../context';

const profile = (app: AppInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });

describe('cheap authentication on one instance', async () => {
  const { app } = await createTestApp();

  it('makes no statement of its own for a signed-in read once the user is cached', async () => {
    const user = await createUser(app);
    const { token } = await signIn(app, user.email);
    const queries = vi.spyOn(clientOf(app), 'query');
    const count = async () => {
      queries.mockClear();
      expect((await profile(app, token)).statusCode).toBe(200);
      return queries.mock.calls.length;
    };
    const cold = await count();
    const warm = await count();
    queries.mockRestore();
    expect(app.ctx.sessions.has(user.id)).toBe(true);
    expect(cold - warm).toBe(1);
  });
});

// The writer's own notification arrives only after its answer has gone out.
describe('the instance that makes a change forgets the session at once, before any notification', async () => {
  const { app, mail } = await createTestApp({ withholdSessionNotifications: true });
  const admin = await createUser(app, { role: 'admin' });
  const adminToken = (await signIn(app, admin.email)).token;

  it('a saved profile’s name is the name of the next request', async () => {
    const alumni = await createUserWithProfile(app, 'alumni', { firstName: 'Meera', lastName: 'Iyer' });
    expect(alumni.name).toBe('Meera Iyer');
    const student = await createUserWithProfile(app, 'student', { firstName: 'Kabir', lastName: 'Shah' });
    const sent = await app.inject({
      method: 'POST',
      url: '/api/mentorship-requests',
      headers: bearer(student.token),
      payload: { alumniId: alumni.id, message: 'Could you guide me on backend roles?' },
    });
    expect(sent.statusCode).toBe(201);
    const [notice] = await mailsTo(app, mail, alumni.email);
    expect(notice?.subject).toBe('New mentorship request from Kabir Shah');
    expect(app.ctx.sessions.has(alumni.id)).toBe(false);
  });

  it('a deactivation, a deletion and a password reset end the cached session on this instance', async () => {
    const warm = async () => {
      const user = await createUser(app);
      const { token } = await signIn(app, user.email);
      expect((await profile(app, token)).statusCode).toBe(200);
      expect(app.ctx.sessions.has(user.id)).toBe(true);
      return { user, token };
    };
    const deactivated = await warm();
    const status = await app.inject({
      method: 'PUT',
      url: `/api/users/${deactivated.user.id}/status`,
      headers: bearer(adminToken),
      payload: { isActive: false, reason: 'Spam' },
    });
    expect(status.statusCode).toBe(200);
    expect((await profile(app, deactivated.token)).statusCode).toBe(401);

    const deleted = await warm();
    const removal = await app.inject({
      method: 'DELETE',
      url: `/api/users/${deleted.user.id}`,
      headers: bearer(adminToken),
    });
    expect(removal.statusCode).toBe(200);
    expect((await profile(app, deleted.token)).statusCode).toBe(401);

    const reset = await warm();
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, payload, remoteAddress: '10.78.0.1' });
    await post('/api/auth/forgot-password', { email: reset.user.email });
    const otp = await latestCode(app, mail, reset.user.email);
    const answer = await post('/api/auth/reset-password', {
      email: reset.user.email,
      otp,
      newPassword: 'brand-new-1',
      confirmPassword: 'brand-new-1',
    });
    expect(answer.statusCode).toBe(200);
    expect((await profile(app, reset.token)).statusCode).toBe(401);
  });
});

// PGlite lives inside one process, so two instances need PostgreSQL.
describe.skipIf(!process.env.TEST_DATABASE_URL)('sessions end on every instance', async () => {
  const a = await createTestApp();
  const b = await secondInstance(a);
  let ip = 0;
  const admin = await createUser(a.app, { role: 'admin' });
  const adminToken = (await signIn(a.app, admin.email)).token;

  async function warmSession() {
    const user = await createUser(a.app);
    const { token } = await signIn(a.app, user.email);
    expect((await profile(a.app, token)).statusCode).toBe(200);
    expect((await profile(b, token)).statusCode).toBe(200);
    expect(b.ctx.sessions.has(user.id)).toBe(true);
    return { user, token };
  }

  async function expectRefusedEverywhere(token: string, userId: string) {
    expect((await profile(a.app, token)).statusCode).toBe(401);
    expect(await within(2_000, () => !b.ctx.sessions.has(userId))).toBe(true);
    expect((await profile(b, token)).statusCode).toBe(401);
  }

  it('a deactivated user’s token is refused at once on the other instance too', async () => {
    const { user, token } = await warmSession();
    const response = await a.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}/status`,
      headers: bearer(adminToken),
      payload: { isActive: false, reason: 'Spam' },
    });
    expect(response.statusCode).toBe(200);
    await expectRefusedEverywhere(token, user.id);
  });

  it('a password reset ends the old session on the other instance too', async () => {
    const { user, token } = await warmSession();
    const remoteAddress = `10.77.0.${++ip}`;
    const post = (url: string, payload: object) =>
      a.app.inject({ method: 'POST', url, payload, remoteAddress });
    await post('/api/auth/forgot-password', { email: user.email });
    const otp = await latestCode(a.app, a.mail, user.email);
    const reset = await post('/api/auth/reset-password', {
      email: user.email,
      otp,
      newPassword: 'brand-new-1',
      confirmPassword: 'brand-new-1',
    });
    expect(reset.statusCode).toBe(200);
    await expectRefusedEverywhere(token, user.id);
    const fresh = (await signIn(a.app, user.email, 'brand-new-1')).token;
    expect((await profile(b, fresh)).statusCode).toBe(200);
  });

  it('a deleted user’s token is refused on the other instance too', async () => {
    const { user, token } = await warmSession();
    const response = await a.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}`,
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
    await expectRefusedEverywhere(token, user.id);
  });

  it('while the listener is down, every request reads the user, so a missed notification ends nothing late', async () => {
    const { user, token } = await warmSession();
    // Cut the listening connections from the server side, as a database restart or a network cut would.
    await a.app.ctx.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()`,
    );
    expect(await within(2_000, () => !b.ctx.sessions.isTrusted)).toBe(true);
    expect((await profile(b, token)).statusCode).toBe(200);
    expect(b.ctx.sessions.has(user.id)).toBe(false);
    // Deactivated behind the application's back: no notification is sent at all.
    await a.app.ctx.db.execute(sql`update users set is_active = false where id = ${user.id}`);
    expect((await profile(b, token)).statusCode).toBe(401);
    expect(await within(5_000, () => b.ctx.sessions.isTrusted)).toBe(true);
    expect((await profile(b, token)).statusCode).toBe(401);
    const other = await warmSession();
    expect(b.ctx.sessions.has(other.user.id)).toBe(true);
  });
});
