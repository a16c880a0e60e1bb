// The contract with the spec's client (part 2 section 7): a change that breaks one is a breaking change.
import { describe, expect, it } from 'vitest';
import { bearer, createUser, createUserWithProfile, signIn } from '../factories';
import { createTestApp } from '../test-app';

/** More than the old default pages (10 users, 20 alumni): the client reads every row and pages itself. */
const USERS = 12;
const ALUMNI = 22;

describe('contract: users (part 2 section 7)', async () => {
  const { app } = await createTestApp();
  const admin = await createUser(app, { role: 'admin' });
  const adminHeaders = bearer((await signIn(app, admin.email)).token);
  for (let i = 0; i < USERS; i++) await createUser(app, { role: i % 2 ? 'student' : 'alumni' });
  const alumniIds: string[] = [];
  for (let i = 0; i < ALUMNI; i++) alumniIds.push((await createUserWithProfile(app, 'alumni')).id);
  const student = await createUserWithProfile(app, 'student');
  await app.ctx.cache.settled();
  const everyone = 1 + USERS + ALUMNI + 1;

  it('GET /users (admin) answers every user as an array with the admin data and table fields', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/users', headers: adminHeaders });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(everyone);
    expect(response.headers['x-total-count']).toBe(String(everyone));
    for (const user of body) {
      // Section 3 "User (admin data)"; the table shows status and joinedDate from isActive and createdAt.
      expect(user).toMatchObject({
        _id: expect.any(String),
        name: expect.any(String),
        email: expect.any(String),
        role: expect.stringMatching(/^(student|alumni|admin)$/),
        isActive: expect.any(Boolean),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        contributions: expect.any(Number),
        points: expect.any(Number),
      });
      expect(user).toHaveProperty('avatar');
      expect(user).toHaveProperty('lastActive');
    }
    expect(body.map((user: { _id: string }) => user._id)).toContain(admin.id);
  });

  it('GET /users/alumni answers every alumni as an array with name and profile', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/users/alumni',
      headers: bearer(student.token),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(ALUMNI);
    expect(response.headers['x-total-count']).toBe(String(ALUMNI));
    expect(body.map((item: { _id: string }) => item._id).sort()).toEqual(alumniIds.sort());
    for (const item of body) {
      expect(item).toMatchObject({ _id: expect.any(String), name: expect.any(String) });
      expect(item.profile).toMatchObject({
        currentCompany: expect.any(String),
        currentPosition: expect.any(String),
      });
    }
  });
});
