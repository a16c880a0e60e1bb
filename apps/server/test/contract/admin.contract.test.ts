/*
 * The contract with the specification's web client: each test sends one call of part 2 section 7 exactly as
 * it is written there and asserts every field the client reads (section 7's "Reads", section 3's fields).
 * A change that breaks one of these tests is a breaking change, whatever the route's own tests say.
 */
import { describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../factories';
import { createTestApp } from '../test-app';

describe('contract: admin (part 2 section 7)', async () => {
  const { app } = await createTestApp();
  const admin = await createUser(app, { role: 'admin' });
  const headers = bearer((await signIn(app, admin.email)).token);
  await createUser(app, { role: 'student' });
  await createUser(app, { role: 'student' });
  await createUser(app, { role: 'alumni' });
  await app.ctx.cache.settled();

  it('GET /users/stats answers the stat cards’ totalUsers, totalStudents and totalAlumni', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/users/stats', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { totalUsers: 4, totalStudents: 2, totalAlumni: 1 },
    });
  });
});
