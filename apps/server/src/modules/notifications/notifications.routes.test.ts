import { randomUUID } from 'node:crypto';
import { NOTIFICATION_MESSAGES as M } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../../test/factories';
import { listOf, notify, unreadOf } from '../../../test/notifications';
import { createTestApp } from '../../../test/test-app';

describe('notification centre routes', async () => {
  const { app, clock } = await createTestApp();
  const person = async (role: 'student' | 'alumni' | 'admin' = 'student') => {
    const user = await createUser(app, { role });
    const { token } = await signIn(app, user.email);
    return { ...user, token, headers: bearer(token) };
  };
  const later = (minutes = 1) => clock.advance(minutes * 60_000);

  it('lists unread first, then newest first, with total, unread and pages', async () => {
    const user = await person();
    const titles: string[] = [];
    for (let i = 0; i < 5; i++) {
      titles.push(await notify(app, user));
      later();
    }
    // The second oldest and the newest are read: the three unread come first, newest first.
    const { data: all } = await listOf(app, user.token);
    const byTitle = new Map(all.map((item) => [item.title, item._id]));
    for (const title of [titles[1]!, titles[4]!]) {
      const read = await app.inject({
        method: 'PUT',
        url: `/api/notifications/${byTitle.get(title)}/read`,
        headers: user.headers,
      });
      expect(read.statusCode).toBe(200);
    }
    const expected = [titles[3], titles[2], titles[0], titles[4], titles[1]];
    const page1 = await listOf(app, user.token, 'page=1&limit=2');
    const page2 = await listOf(app, user.token, 'page=2&limit=2');
    const page3 = await listOf(app, user.token, 'page=3&limit=2');
    expect([...page1.data, ...page2.data, ...page3.data].map((item) => item.title)).toEqual(expected);
    expect([...page1.data, ...page2.data, ...page3.data].map((item) => item.read)).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(page1).toMatchObject({ total: 5, unread: 3, page: 1, pages: 3 });
    expect(page1.data[0]).toEqual({
      _id: expect.any(String),
      category: 'workshops',
      title: titles[3],
      body: `${titles[3]} body`,
      link: '/x',
      read: false,
      createdAt: expect.any(String),
    });
    expect((await listOf(app, user.token, 'page=4&limit=2')).data).toEqual([]);
  });

  it('answers an empty centre for a new user of every role', async () => {
    for (const role of ['student', 'alumni', 'admin'] as const) {
      const user = await person(role);
      expect(await listOf(app, user.token)).toEqual({
        success: true,
        data: [],
        total: 0,
        unread: 0,
        page: 1,
        pages: 0,
      });
      expect(await unreadOf(app, user.token)).toBe(0);
    }
  });

  it('marks one read and answers the new count; a second time changes nothing', async () => {
    const user = await person();
    await notify(app, user);
    await notify(app, user);
    const [first] = (await listOf(app, user.token)).data;
    const url = `/api/notifications/${first!._id}/read`;
    const response = await app.inject({ method: 'PUT', url, headers: user.headers });
    expect(response.json()).toEqual({ success: true, message: M.marked, count: 1 });
    const again = await app.inject({ method: 'PUT', url, headers: user.headers });
    expect(again.json()).toEqual({ success: true, message: M.marked, count: 1 });
    expect(await unreadOf(app, user.token)).toBe(1);
  });

  it('answers 404 for another user’s notification, an unknown id and a malformed one, changing nothing', async () => {
    const owner = await person();
    const other = await person('alumni');
    await notify(app, owner);
    const [item] = (await listOf(app, owner.token)).data;
    for (const id of [item!._id, randomUUID(), 'not-an-id']) {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/notifications/${id}/read`,
        headers: other.headers,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: M.notFound, code: 'NOT_FOUND' });
    }
    expect(await unreadOf(app, owner.token)).toBe(1);
    expect((await listOf(app, other.token)).data).toEqual([]);
  });

  it('marks all read for the caller only', async () => {
    const user = await person();
    const other = await person();
    for (let i = 0; i < 3; i++) await notify(app, user);
    await notify(app, other);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/notifications/read-all',
      headers: user.headers,
    });
    expect(response.json()).toEqual({ success: true, message: M.allRead, count: 0 });
    expect(await listOf(app, user.token)).toMatchObject({ total: 3, unread: 0 });
    expect(await unreadOf(app, other.token)).toBe(1);
  });

  it('keeps the unread count exact under 20 simultaneous reads and 20 new notifications', async () => {
    const user = await person();
    for (let i = 0; i < 20; i++) await notify(app, user);
    const { data } = await listOf(app, user.token);
    const reads = data.map((item) =>
      app.inject({ method: 'PUT', url: `/api/notifications/${item._id}/read`, headers: user.headers }),
    );
    const arrivals = Array.from({ length: 20 }, () => notify(app, user));
    const answers = await Promise.all(reads);
    await Promise.all(arrivals);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    for (const answer of answers) expect(answer.json().count).toBeLessThanOrEqual(39);
    expect(await unreadOf(app, user.token)).toBe(20);
    expect(await listOf(app, user.token)).toMatchObject({ total: 40, unread: 20 });
  });

  it('reads and saves email preferences per category, defaulting to each mail', async () => {
    const user = await person('alumni');
    const read = await app.inject({
      method: 'GET',
      url: '/api/notifications/preferences',
      headers: user.headers,
    });
    expect(read.json()).toEqual({
      success: true,
      data: {
        email: { mentorship: 'instant', workshops: 'instant', resources: 'instant', moderation: 'instant' },
      },
    });
    const email = { mentorship: 'digest', workshops: 'off', resources: 'instant', moderation: 'digest' };
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: user.headers,
      payload: { email },
    });
    expect(saved.json()).toEqual({ success: true, data: { email } });
    const again = await app.inject({
      method: 'GET',
      url: '/api/notifications/preferences',
      headers: user.headers,
    });
    expect(again.json().data.email).toEqual(email);
    const other = await person();
    const untouched = await app.inject({
      method: 'GET',
      url: '/api/notifications/preferences',
      headers: other.headers,
    });
    expect(untouched.json().data.email.workshops).toBe('instant');
  });

  it('refuses an unknown email mode or a missing category', async () => {
    const user = await person();
    for (const email of [
      { mentorship: 'weekly', workshops: 'off', resources: 'off', moderation: 'off' },
      { mentorship: 'off', workshops: 'off', resources: 'off' },
    ]) {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/notifications/preferences',
        headers: user.headers,
        payload: { email },
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('needs a session for every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['PUT', '/api/notifications/read-all'],
      ['PUT', `/api/notifications/${randomUUID()}/read`],
      ['GET', '/api/notifications/preferences'],
      ['GET', '/api/notifications/stream'],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
