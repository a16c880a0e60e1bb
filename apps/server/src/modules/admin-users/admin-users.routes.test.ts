import { adminUserSchema, totalContributions } from '@mentorbridge/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { account, person, roleCounts, scalar, setStats } from '../../../test/admin-users';
import { createTestApp } from '../../../test/test-app';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('admin users: the user table', async () => {
  const { app, clock } = await createTestApp();
  const admin = await person(app, 'admin');
  const student = await person(app, 'student');

  const list = (query: string, headers = admin.headers) =>
    app.inject({ method: 'GET', url: `/api/users?${query}`, headers });
  const names = (response: Awaited<ReturnType<typeof list>>) =>
    response.json().map((user: { name: string }) => user.name);

  it('is for admins only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
    expect((await list('', student.headers)).statusCode).toBe(403);
    expect((await list('')).statusCode).toBe(200);
  });

  it('searches name or e-mail, in any case, as a literal substring', async () => {
    await account(app, 'student', { name: 'Marigold Fenwick' });
    await account(app, 'alumni', { name: 'Other Person', email: 'fenwick.fan@example.com' });
    await account(app, 'student', { name: 'Nobody Else' });
    const found = await list('q=FENWICK&sort=name');
    expect(found.statusCode).toBe(200);
    expect(names(found)).toEqual(['Marigold Fenwick', 'Other Person']);
    expect(found.headers['x-total-count']).toBe('2');
    expect(names(await list('q=fan%40EXAMPLE'))).toEqual(['Other Person']);

    await account(app, 'student', { name: 'Score 100% Ready' });
    await account(app, 'student', { name: 'Score 1000 Ready' });
    expect(names(await list(`q=${encodeURIComponent('100%')}`))).toEqual(['Score 100% Ready']);
    expect(names(await list(`q=${encodeURIComponent('Score_1')}`))).toEqual([]);
  });

  it('filters by role and status; all or empty means no filter', async () => {
    await account(app, 'student', { name: 'Quokka Student' });
    await account(app, 'alumni', { name: 'Quokka Alumni' });
    await account(app, 'admin', { name: 'Quokka Admin', isActive: false });
    await account(app, 'student', { name: 'Quokka Sleeper', isActive: false });
    const count = async (query: string) => (await list(`q=quokka&${query}`)).json().length;
    expect(await count('role=student')).toBe(2);
    expect(await count('status=inactive')).toBe(2);
    expect(await count('role=student&status=active')).toBe(1);
    expect(await count('role=admin&status=inactive')).toBe(1);
    expect(await count('role=all&status=all')).toBe(4);
    expect(await count('role=&status=')).toBe(4);
    const inactive = await list('q=quokka&status=inactive&sort=name');
    expect(inactive.json().map((user: { isActive: boolean }) => user.isActive)).toEqual([false, false]);
  });

  it('answers the unsearched totals from the maintained counts, exactly', async () => {
    const actual = (where: string) => scalar(app, sql.raw(`select count(*)::int as n from users ${where}`));
    const total = async (query: string) => {
      const response = await list(`limit=1&${query}`);
      return Number(response.headers['x-total-count']);
    };
    expect(await total('')).toBe(await actual(''));
    expect(await total('role=student')).toBe(await actual(`where role = 'student'`));
    expect(await total('status=inactive')).toBe(await actual('where not is_active'));
    expect(await total('role=admin&status=active')).toBe(await actual(`where role = 'admin' and is_active`));
    expect(await total('page=100000')).toBe(await actual(''));
  });

  it('answers every match as an array without page or limit, newest first, with the total', async () => {
    const start = clock.now().getTime() - 30 * DAY;
    // More than a page of the table (ADMIN_LIMITS.userPageSize).
    for (let i = 0; i < 13; i++) {
      await account(app, 'student', {
        name: `Whole ${String(i).padStart(2, '0')}`,
        createdAt: new Date(start + i * HOUR),
      });
    }
    const response = await list('q=whole');
    expect(response.statusCode).toBe(200);
    expect(names(response)).toEqual(
      Array.from({ length: 13 }, (_, i) => `Whole ${String(12 - i).padStart(2, '0')}`),
    );
    expect(response.headers['x-total-count']).toBe('13');
    expect(response.headers.link).toBeUndefined();
  });

  it('answers a page with page or limit: a Link header to the other pages, 10 by default', async () => {
    for (let i = 0; i < 12; i++)
      await account(app, 'student', { name: `Linked ${String(i).padStart(2, '0')}` });
    const second = await list('q=linked&sort=name&page=2&limit=5');
    expect(names(second)).toEqual(['Linked 05', 'Linked 06', 'Linked 07', 'Linked 08', 'Linked 09']);
    expect(second.headers['x-total-count']).toBe('12');
    expect(second.headers.link).toBe(
      [
        '</api/users?q=linked&sort=name&page=1&limit=5>; rel="first"',
        '</api/users?q=linked&sort=name&page=1&limit=5>; rel="prev"',
        '</api/users?q=linked&sort=name&page=3&limit=5>; rel="next"',
        '</api/users?q=linked&sort=name&page=3&limit=5>; rel="last"',
      ].join(', '),
    );
    const first = await list('q=linked&page=1');
    expect(first.json()).toHaveLength(10);
    expect(first.headers['x-total-count']).toBe('12');
    expect(first.headers.link).toContain('page=2&limit=10>; rel="next"');
  });

  it('pages on the server, newest first by default, with the total', async () => {
    const start = clock.now().getTime() - 30 * DAY;
    for (let i = 0; i < 12; i++) {
      await account(app, 'student', {
        name: `Pagina ${String(i).padStart(2, '0')}`,
        createdAt: new Date(start + i * HOUR),
      });
    }
    const pages = [];
    for (const page of [1, 2, 3]) {
      const response = await list(`q=pagina&limit=5&page=${page}`);
      expect(response.headers['x-total-count']).toBe('12');
      expect(response.json()).toHaveLength(page < 3 ? 5 : 2);
      pages.push(...names(response));
    }
    expect(pages).toEqual(Array.from({ length: 12 }, (_, i) => `Pagina ${String(11 - i).padStart(2, '0')}`));
    const oldest = await list('q=pagina&limit=3&sort=oldest');
    expect(names(oldest)).toEqual(['Pagina 00', 'Pagina 01', 'Pagina 02']);
    expect((await list('q=pagina&page=2')).json()).toHaveLength(2);
    const beyond = await list('q=pagina&limit=5&page=9');
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('12');
    const none = await list('q=no-such-person-anywhere');
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it("shows points and the leaderboard's contributions total (0 without a stats row)", async () => {
    const busy = await account(app, 'alumni', { name: 'Tallyho Busy' });
    await account(app, 'student', { name: 'Tallyho Idle' });
    const middling = await account(app, 'student', { name: 'Tallyho Middling' });
    await setStats(app, busy.id, {
      points: 120,
      accepted_mentorships: 2,
      mentorship_sessions: 3,
      interview_experiences: 1,
      resources_shared: 4,
      mock_interviews: 5,
      five_star_ratings: 7,
      company_insights: 6,
    });
    await setStats(app, middling.id, { points: 40, resources_shared: 1 });
    const response = await list('q=tallyho&sort=points');
    expect(
      response
        .json()
        .map((user: { name: string; points: number; contributions: number }) => [
          user.name,
          user.points,
          user.contributions,
        ]),
    ).toEqual([
      ['Tallyho Busy', 120, 28],
      ['Tallyho Middling', 40, 1],
      ['Tallyho Idle', 0, 0],
    ]);
  });

  it('counts contributions as the leaderboard does, for the same person', async () => {
    const ranked = await account(app, 'alumni', { name: 'Samesum Alumni' });
    await setStats(app, ranked.id, {
      points: 90,
      accepted_mentorships: 1,
      mentorship_sessions: 2,
      interview_experiences: 3,
      resources_shared: 4,
      mock_interviews: 1,
      five_star_ratings: 2,
      company_insights: 3,
      missed_requests: 5,
    });
    const [row] = (await list('q=samesum')).json();
    const board = await app.inject({
      method: 'GET',
      url: '/api/leaderboard?limit=1000',
      headers: admin.headers,
    });
    const entry = board.json().find((candidate: { _id: string }) => candidate._id === ranked.id);
    expect(entry).toBeDefined();
    expect(row.contributions).toBe(totalContributions(entry.contributions));
    expect(row.contributions).toBe(16);
  });

  it('sorts by name and by last sign-in (never signed in last)', async () => {
    const now = clock.now().getTime();
    await account(app, 'student', { name: 'Sortie Charlie', lastLoginAt: new Date(now - 2 * HOUR) });
    await account(app, 'student', { name: 'Sortie alpha', lastLoginAt: null });
    await account(app, 'student', { name: 'Sortie Bravo', lastLoginAt: new Date(now - HOUR) });
    expect(names(await list('q=sortie&sort=lastActive'))).toEqual([
      'Sortie Bravo',
      'Sortie Charlie',
      'Sortie alpha',
    ]);
    const byName = names(await list('q=sortie&sort=name'));
    expect([...byName].sort()).toEqual(['Sortie Bravo', 'Sortie Charlie', 'Sortie alpha']);
    expect(byName.indexOf('Sortie Bravo')).toBeLessThan(byName.indexOf('Sortie Charlie'));
  });

  it('answers each row with the allow-listed fields only', async () => {
    const someone = await account(app, 'alumni', {
      name: 'Shapely Row',
      avatar: '/api/files/avatars/0123456789abcdef0123456789abcdef.webp',
      lastLoginAt: new Date('2026-11-21T08:00:00Z'),
      createdAt: new Date('2026-01-02T03:04:05Z'),
      updatedAt: new Date('2026-02-03T04:05:06Z'),
    });
    const response = await list('q=shapely');
    const [row] = response.json();
    expect(adminUserSchema.strict().parse(row)).toEqual({
      _id: someone.id,
      name: 'Shapely Row',
      email: someone.email,
      role: 'alumni',
      isActive: true,
      isVerified: true,
      // Without PUBLIC_URL, on the origin the request reached (app.inject's Host is localhost:80).
      avatar: 'http://localhost/api/files/avatars/0123456789abcdef0123456789abcdef.webp',
      contributions: 0,
      points: 0,
      createdAt: '2026-01-02T03:04:05.000Z',
      updatedAt: '2026-02-03T04:05:06.000Z',
      lastActive: '2026-11-21T08:00:00.000Z',
    });
    expect(response.body).not.toMatch(/password|tokenVersion|\$argon2/i);
  });

  it.each([
    'role=superuser',
    'status=gone',
    'sort=random',
    'page=0',
    'page=abc',
    'limit=0',
    'limit=101',
    `q=${'x'.repeat(101)}`,
  ])('refuses the junk query %s with 400', async (query) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it.each([
    ['page=0', 'page must be at least 1'],
    ['page=abc', 'page must be a whole number'],
    ['limit=0', 'limit must be at least 1'],
    ['limit=101', 'limit must be at most 100'],
    ['limit=2.5', 'limit must be a whole number'],
  ])('words the bad page or limit %s as before', async (query, message) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { message: string }) => error.message)).toEqual([message]);
  });

  it('leaves /api/users/:id to the public profile and /api/users/stats to the stats', async () => {
    const alumni = await person(app, 'alumni', { name: 'Profiled Person' });
    const profile = await app.inject({
      method: 'GET',
      url: `/api/users/${alumni.id}`,
      headers: student.headers,
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ _id: alumni.id, name: 'Profiled Person' });
    // A student is refused the stats (403), not answered a profile lookup of the word 'stats' (404).
    const stats = await app.inject({ method: 'GET', url: '/api/users/stats', headers: student.headers });
    expect(stats.statusCode).toBe(403);
    const mine = await app.inject({ method: 'GET', url: '/api/users/stats', headers: admin.headers });
    expect(mine.json().data).toHaveProperty('totalUsers');
  });

  it('keeps the maintained role counts equal to the users table', async () => {
    expect((await roleCounts(app)).maintained).toEqual((await roleCounts(app)).actual);
  });
});

describe('admin users: the dashboard numbers', async () => {
  const { app, clock } = await createTestApp();
  const admin = await person(app, 'admin');
  const stats = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/users/stats', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };

  it('counts users by role and status, moving with every change', async () => {
    const before = await stats();
    expect(before).toMatchObject({ totalUsers: 1, students: 0, alumni: 0, admins: 1, activeUsers: 1 });
    const first = await account(app, 'student');
    await account(app, 'student', { isActive: false });
    const alumni = await account(app, 'alumni');
    const deactivated = await app.inject({
      method: 'PUT',
      url: `/api/users/${alumni.id}/status`,
      headers: admin.headers,
      payload: { isActive: false },
    });
    expect(deactivated.statusCode).toBe(200);
    expect(await stats()).toMatchObject({
      totalUsers: 4,
      students: 2,
      alumni: 1,
      admins: 1,
      activeUsers: 2,
      inactiveUsers: 2,
      serverUptime: 99.9,
    });
    // A role change (no API does it; the trigger still counts it), a deletion, a sign-up rolled back.
    await app.ctx.db.execute(sql`update users set role = 'alumni' where id = ${first.id}`);
    await app.inject({ method: 'DELETE', url: `/api/users/${alumni.id}`, headers: admin.headers });
    await expect(
      app.ctx.db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into users (name, email, role) values ('Gone Soon', 'gone-soon@example.com', 'student')`,
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await stats()).toMatchObject({
      totalUsers: 3,
      students: 1,
      alumni: 1,
      activeUsers: 2,
      inactiveUsers: 1,
    });
    const counts = await roleCounts(app);
    expect(counts.maintained).toEqual(counts.actual);
  });

  it("counts 'new this week' (created within 7 days)", async () => {
    const now = clock.now().getTime();
    const old = new Date(now - 30 * DAY);
    const before = await stats();
    await account(app, 'student', { createdAt: new Date(now - 3 * DAY), updatedAt: old });
    await account(app, 'student', { createdAt: new Date(now - 6 * DAY - 23 * HOUR), updatedAt: old });
    await account(app, 'student', { createdAt: new Date(now - 8 * DAY), updatedAt: old });
    const after = await stats();
    expect(after.newThisWeek - before.newThisWeek).toBe(2);
  });

  it("counts as 'active today' those active since midnight in the platform's calendar, not every account", async () => {
    // 15:30 in Kolkata on 22 November: the platform's day began at 18:30 UTC on the 21st.
    expect(clock.now().toISOString()).toBe('2026-11-22T10:00:00.000Z');
    const yesterdayLate = new Date('2026-11-21T18:00:00Z');
    const todayEarly = new Date('2026-11-21T19:00:00Z');
    const before = await stats();
    // Never active, though the row changed a moment ago (as every seeded account's has).
    await account(app, 'alumni', { lastLoginAt: null, updatedAt: clock.now() });
    // Yesterday in Kolkata, though within the last 24 hours.
    await account(app, 'student', { lastLoginAt: yesterdayLate, updatedAt: yesterdayLate });
    await account(app, 'student', { lastLoginAt: todayEarly, updatedAt: todayEarly });
    // Alumni who answered a request today on a session from yesterday; one who also signed in today.
    const answered = await account(app, 'alumni', { lastLoginAt: yesterdayLate, updatedAt: yesterdayLate });
    const both = await account(app, 'alumni', { lastLoginAt: todayEarly, updatedAt: todayEarly });
    const staleAnswer = await account(app, 'alumni', { lastLoginAt: null });
    await app.ctx.db.execute(sql`insert into mentor_responsiveness (user_id, last_active_at) values
      (${answered.id}, ${clock.now()}), (${both.id}, ${clock.now()}), (${staleAnswer.id}, ${yesterdayLate})`);
    const after = await stats();
    expect(after.activeToday - before.activeToday).toBe(3);
  });
});

describe('admin users: engagement', async () => {
  const { app } = await createTestApp();
  const admin = await person(app, 'admin');
  const engagement = async () =>
    (await app.inject({ method: 'GET', url: '/api/users/stats', headers: admin.headers })).json().data
      .engagement;

  it('is the average points of users with stats, to one decimal, capped at 100', async () => {
    expect(await engagement()).toBe(0);
    for (const points of [10, 20, 35]) await setStats(app, (await account(app, 'student')).id, { points });
    expect(await engagement()).toBe(21.7);
    await setStats(app, (await account(app, 'student')).id, { points: 1000 });
    expect(await engagement()).toBe(100);
  });

  it('stays exact when the users table is truncated (no row trigger fires)', async () => {
    await app.ctx.db.execute(sql`truncate users cascade`);
    const counts = await roleCounts(app);
    expect(counts.maintained).toEqual({});
    expect(counts.actual).toEqual({});
  });
});
