/*
 * The contract with the specification's web client: each test sends one call of part 2 section 7 exactly as
 * it is written there and asserts every field the client reads (section 7's "Reads", section 3's fields).
 * A change that breaks one of these tests is a breaking change, whatever the route's own tests say.
 */
import { describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../factories';
import { createTestApp } from '../test-app';

describe('contract: leaderboard (part 2 section 7)', async () => {
  const { app } = await createTestApp();
  const signedInAs = async (role: 'student' | 'alumni' | 'admin', name: string) => {
    const user = await createUser(app, { role, name });
    return { ...user, headers: bearer((await signIn(app, user.email)).token) };
  };
  const alumni = await signedInAs('alumni', 'Contract Alumni');
  const student = await signedInAs('student', 'Contract Student');
  const admin = await signedInAs('admin', 'Contract Admin');

  it('GET /leaderboard/me answers every signed-in user; only alumni have a standing (section 3 entry)', async () => {
    const get = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/api/leaderboard/me', headers });

    const own = await get(alumni.headers);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      _id: alumni.id,
      user: { _id: alumni.id, name: 'Contract Alumni', email: alumni.email, profile: { avatar: null } },
      rank: 1,
      rankScore: 0,
      rankChange: 0,
      level: 'Bronze',
      points: 0,
      rating: { average: 0, total: 0 },
      contributions: {
        acceptedMentorships: 0,
        mentorshipSessions: 0,
        interviewExperiences: 0,
        resourcesShared: 0,
        mockInterviews: 0,
        fiveStarRatings: 0,
        companyInsights: 0,
        missedRequests: 0,
      },
      streak: { current: 0, longest: 0 },
      badges: [],
    });

    // The leaderboard screen loads it for everyone and shows the own-rank card to alumni only.
    for (const caller of [student, admin]) {
      const none = await get(caller.headers);
      expect({ role: caller.role, status: none.statusCode, body: none.json() }).toEqual({
        role: caller.role,
        status: 200,
        body: null,
      });
      expect(none.headers['content-type']).toMatch(/^application\/json/);
    }
    expect((await app.inject({ method: 'GET', url: '/api/leaderboard/me' })).statusCode).toBe(401);
  });
});
