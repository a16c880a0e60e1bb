import { describe, expect, it } from 'vitest';
import { api, demoUser, INSTANCES, newUser } from './cluster-client';

describe('what one instance decides, the other honours at once', () => {
  it('refuses a deactivated account on both instances straight after the admin answers', async () => {
    const admin = await demoUser('admin@mentorbridge.demo');
    const student = await newUser('student');
    for (const base of INSTANCES)
      expect((await api('GET', '/api/auth/profile', { token: student.token, base })).status).toBe(200);

    const deactivated = await api('PUT', `/api/users/${student.id}/status`, {
      token: admin.token,
      body: { isActive: false, reason: 'Cluster test' },
    });
    expect(deactivated.status).toBe(200);
    const after = await Promise.all(
      INSTANCES.map((base) => api('GET', '/api/auth/profile', { token: student.token, base })),
    );
    expect(after.map((answer) => answer.status)).toEqual([401, 401]);
  });

  it('counts a per-address limit across both instances (30 a minute, not 30 on each)', async () => {
    // Registration's ceiling lives in Redis; a refused body still counts, as the limit comes before validation.
    const tries = [];
    for (let i = 0; i < 36; i++) tries.push(await api('POST', '/api/auth/register', { body: {} }));
    expect(new Set(tries.map((answer) => answer.upstream)).size).toBe(2);
    expect(tries.slice(0, 30).every((answer) => answer.status === 400)).toBe(true);
    expect(tries.slice(30).map((answer) => answer.status)).toEqual(Array(6).fill(429));
  });
});
