import type { AdminUser } from '@mentorbridge/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { account, type Person, person } from '../../../test/admin-users';
import { signIn } from '../../../test/factories';
import { secondInstance } from '../../../test/second-instance';
import { createTestApp } from '../../../test/test-app';
import type { AppInstance } from '../../platform/context';

async function list(app: AppInstance, admin: Person, query: string) {
  const response = await app.inject({ method: 'GET', url: `/api/users?${query}`, headers: admin.headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['x-total-count']).toBe(String(response.json().length));
  return response.json() as AdminUser[];
}

describe('admin users: pages read afresh', async () => {
  const { app } = await createTestApp();
  const admin = await person(app, 'admin');
  const otherAdmin = await person(app, 'admin');
  const listed = await account(app, 'student', { name: 'Keptpage Student', lastLoginAt: null });

  it('answers every admin the same page', async () => {
    const rows = await list(app, admin, 'q=keptpage');
    expect(rows.map((row) => row.name)).toEqual(['Keptpage Student']);
    expect(await list(app, otherAdmin, 'q=keptpage')).toEqual(rows);
  });

  it('shows a sign-in made outside any request on the next read', async () => {
    expect((await list(app, admin, 'q=keptpage'))[0]?.lastActive).toBeNull();
    await app.ctx.db.execute(
      sql`update users set last_login_at = '2026-11-22T09:00:00Z' where id = ${listed.id}`,
    );
    expect((await list(app, admin, 'q=keptpage'))[0]?.lastActive).toBe('2026-11-22T09:00:00.000Z');
  });

  it('shows a verification and a changed account made outside any request', async () => {
    await list(app, admin, 'q=keptpage');
    await app.ctx.db.execute(sql`update users set is_verified = false where id = ${listed.id}`);
    expect((await list(app, admin, 'q=keptpage'))[0]?.isVerified).toBe(false);
    await app.ctx.db.execute(
      sql`update users set updated_at = '2026-11-22T09:30:00Z' where id = ${listed.id}`,
    );
    expect((await list(app, admin, 'q=keptpage'))[0]?.updatedAt).toBe('2026-11-22T09:30:00.000Z');
  });

  it('shows points paid outside any request (a job, another instance)', async () => {
    await list(app, admin, 'q=keptpage&sort=points');
    await app.ctx.db.execute(
      sql`insert into user_stats (user_id, joined_at, points) values (${listed.id}, now(), 77)
        on conflict (user_id) do update set points = excluded.points`,
    );
    expect((await list(app, admin, 'q=keptpage&sort=points'))[0]?.points).toBe(77);
  });

  it('counts an account added outside any request in the unsearched total', async () => {
    const total = async () =>
      Number(
        (await app.inject({ method: 'GET', url: '/api/users?role=alumni&limit=1', headers: admin.headers }))
          .headers['x-total-count'],
      );
    const before = await total();
    await app.ctx.db.execute(
      sql`insert into users (name, email, role) values ('Outside Alumni', 'outside-alumni@example.com', 'alumni')`,
    );
    expect(await total()).toBe(before + 1);
  });
});

describe('admin users: the instance that answered a write reads it at once', async () => {
  const { app } = await createTestApp();
  const admin = await person(app, 'admin');

  it('shows a deactivation, a sign-in and a deletion on the next request', async () => {
    const someone = await account(app, 'student', { name: 'Firstwrite Someone', lastLoginAt: null });
    await account(app, 'student', { name: 'Firstwrite Other' });
    expect((await list(app, admin, 'q=firstwrite&sort=name')).map((row) => row.isActive)).toEqual([
      true,
      true,
    ]);
    const status = await app.inject({
      method: 'PUT',
      url: `/api/users/${someone.id}/status`,
      headers: admin.headers,
      payload: { isActive: false },
    });
    expect(status.statusCode).toBe(200);
    expect((await list(app, admin, 'q=firstwrite&sort=name')).map((row) => row.isActive)).toEqual([
      true,
      false,
    ]);
    await app.inject({
      method: 'PUT',
      url: `/api/users/${someone.id}/status`,
      headers: admin.headers,
      payload: { isActive: true },
    });
    await signIn(app, someone.email);
    expect((await list(app, admin, 'q=firstwrite&sort=name'))[1]?.lastActive).not.toBeNull();
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/users/${someone.id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await list(app, admin, 'q=firstwrite&sort=name')).map((row) => row.name)).toEqual([
      'Firstwrite Other',
    ]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('admin users: two instances', async () => {
  const a = await createTestApp();
  const b = await secondInstance(a);
  const admin = await person(a.app, 'admin');

  it('a deactivation and a sign-in on one instance are listed by the other on the next read', async () => {
    const someone = await account(a.app, 'student', { name: 'Twoplace Someone', lastLoginAt: null });
    expect(await list(b, admin, 'q=twoplace')).toMatchObject([{ isActive: true, lastActive: null }]);
    const status = await a.app.inject({
      method: 'PUT',
      url: `/api/users/${someone.id}/status`,
      headers: admin.headers,
      payload: { isActive: false },
    });
    expect(status.statusCode).toBe(200);
    expect((await list(b, admin, 'q=twoplace'))[0]?.isActive).toBe(false);
    await a.app.inject({
      method: 'PUT',
      url: `/api/users/${someone.id}/status`,
      headers: admin.headers,
      payload: { isActive: true },
    });
    await signIn(a.app, someone.email);
    expect((await list(b, admin, 'q=twoplace'))[0]?.lastActive).not.toBeNull();
  });
});
