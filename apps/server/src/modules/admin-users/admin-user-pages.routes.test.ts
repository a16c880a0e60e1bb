import type { AdminUser } from '@mentorbridge/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { account, type Person, person } from '../../../test/admin-users';
import { signIn } from '../../../test/factories';
import { answersSent } from '../../../test/kept-answers';
import { secondInstance, within } from '../../../test/second-instance';
import { statementsOf } from '../../../test/statements';
import { createTestApp } from '../../../test/test-app';
import { isKept } from '../../platform/cache/kept-values';
import type { AppInstance } from '../../platform/context';

async function list(app: AppInstance, admin: Person, query: string) {
  const response = await app.inject({ method: 'GET', url: `/api/users?${query}`, headers: admin.headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['x-total-count']).toBe(String(response.json().length));
  return response.json() as AdminUser[];
}

describe('admin users: kept pages', async () => {
  const answers = answersSent('/api/users?');
  const { app } = await createTestApp({ beforeReady: answers.record });
  const admin = await person(app, 'admin');
  const otherAdmin = await person(app, 'admin');
  const listed = await account(app, 'student', { name: 'Keptpage Student', lastLoginAt: null });

  it('answers a page read before with no statement, the same kept answer for every admin', async () => {
    await list(app, admin, 'q=keptpage');
    const kept = answers.last();
    expect(isKept(kept)).toBe(true);
    let rows: AdminUser[] = [];
    expect(await statementsOf(app, async () => (rows = await list(app, admin, 'q=keptpage')))).toBe(0);
    expect(rows.map((row) => row.name)).toEqual(['Keptpage Student']);
    expect(answers.last()).toBe(kept);
    await list(app, otherAdmin, 'q=keptpage');
    expect(answers.last()).toBe(kept);
  });

  it('shows a sign-in made outside any request (a column only this table shows)', async () => {
    expect((await list(app, admin, 'q=keptpage'))[0]?.lastActive).toBeNull();
    await app.ctx.db.execute(
      sql`update users set last_login_at = '2026-11-22T09:00:00Z' where id = ${listed.id}`,
    );
    expect(
      await within(
        2_000,
        async () => (await list(app, admin, 'q=keptpage'))[0]?.lastActive === '2026-11-22T09:00:00.000Z',
      ),
    ).toBe(true);
  });

  it('shows a verification and a changed account made outside any request', async () => {
    await list(app, admin, 'q=keptpage');
    await app.ctx.db.execute(sql`update users set is_verified = false where id = ${listed.id}`);
    expect(
      await within(2_000, async () => (await list(app, admin, 'q=keptpage'))[0]?.isVerified === false),
    ).toBe(true);
    await app.ctx.db.execute(
      sql`update users set updated_at = '2026-11-22T09:30:00Z' where id = ${listed.id}`,
    );
    expect(
      await within(
        2_000,
        async () => (await list(app, admin, 'q=keptpage'))[0]?.updatedAt === '2026-11-22T09:30:00.000Z',
      ),
    ).toBe(true);
  });

  it('shows points paid outside any request (a job, another instance)', async () => {
    await list(app, admin, 'q=keptpage&sort=points');
    await app.ctx.db.execute(
      sql`insert into user_stats (user_id, joined_at, points) values (${listed.id}, now(), 77)
        on conflict (user_id) do update set points = excluded.points`,
    );
    expect(
      await within(2_000, async () => (await list(app, admin, 'q=keptpage&sort=points'))[0]?.points === 77),
    ).toBe(true);
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
    expect(await within(2_000, async () => (await total()) === before + 1)).toBe(true);
  });
});

describe('admin users: the instance that answered a write reads it at once', async () => {
  // No notification ever arrives here: what this instance forgets, it forgets on its own writes.
  const { app } = await createTestApp({ withholdNotifications: true });
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

  it('keeps the page while nothing told it of a change (proof that the page is kept at all)', async () => {
    const [row] = await list(app, admin, 'q=firstwrite');
    await app.ctx.db.execute(sql`update users set name = 'Firstwrite Hidden' where id = ${row!._id}`);
    expect((await list(app, admin, 'q=firstwrite'))[0]?.name).toBe(row!.name);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('admin users: pages on two instances', async () => {
  const a = await createTestApp();
  const b = await secondInstance(a);
  const admin = await person(a.app, 'admin');

  it('a deactivation and a sign-in on one instance reach the other’s kept page', async () => {
    const someone = await account(a.app, 'student', { name: 'Twoplace Someone', lastLoginAt: null });
    expect(await list(b, admin, 'q=twoplace')).toMatchObject([{ isActive: true, lastActive: null }]);
    const status = await a.app.inject({
      method: 'PUT',
      url: `/api/users/${someone.id}/status`,
      headers: admin.headers,
      payload: { isActive: false },
    });
    expect(status.statusCode).toBe(200);
    expect(await within(2_000, async () => (await list(b, admin, 'q=twoplace'))[0]?.isActive === false)).toBe(
      true,
    );
    await a.app.inject({
      method: 'PUT',
      url: `/api/users/${someone.id}/status`,
      headers: admin.headers,
      payload: { isActive: true },
    });
    await signIn(a.app, someone.email);
    expect(
      await within(2_000, async () => (await list(b, admin, 'q=twoplace'))[0]?.lastActive !== null),
    ).toBe(true);
  });
});
