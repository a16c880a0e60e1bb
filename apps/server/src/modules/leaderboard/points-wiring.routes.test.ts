import type { Achievements, LeaderboardEntry } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { bookAs, createWorkshopAs } from '../../../test/workshops';
import { mentorshipModule } from '../mentorship/mentorship.module';

const DAY = 24 * 60 * 60 * 1000;

describe('points earned through the product', async () => {
  const { app, clock } = await createTestApp({ now: new Date('2026-11-22T06:00:00Z') });
  const session = async (role: 'student' | 'alumni', name?: string) => {
    const user = await createUser(app, { role, ...(name ? { name } : {}) });
    return { ...user, headers: bearer((await signIn(app, user.email)).token) };
  };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, headers: object, payload?: object) =>
    app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
  const me = async (headers: object) =>
    (await call('GET', '/api/leaderboard/me', headers)).json() as LeaderboardEntry;
  const achievements = async (headers: object) =>
    (await call('GET', '/api/alumni-features/my-achievements', headers)).json().data as Achievements;

  it('pays +10 for an accepted request, once, and −5 for a request left to auto-archive', async () => {
    const alumni = await session('alumni', 'Accepting Alumni');
    const student = await session('student');
    const other = await session('student');
    const sent = await call('POST', '/api/mentorship-requests', student.headers, {
      alumniId: alumni.id,
      message: 'Guide me',
    });
    const requestId = sent.json().data._id;
    expect(
      (
        await call('PUT', `/api/mentorship-requests/${requestId}/accept`, alumni.headers, {
          responseMessage: 'Yes',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call('PUT', `/api/mentorship-requests/${requestId}/accept`, alumni.headers, {
          responseMessage: 'Yes',
        })
      ).statusCode,
    ).toBe(409);
    expect(await me(alumni.headers)).toMatchObject({ points: 10, contributions: { acceptedMentorships: 1 } });

    await call('POST', '/api/mentorship-requests', other.headers, { alumniId: alumni.id, message: 'Hello?' });
    clock.advance(8 * DAY);
    const [archiveJob] = mentorshipModule.jobs!(app.ctx);
    await archiveJob!.run();
    await archiveJob!.run();
    const headers = bearer((await signIn(app, alumni.email)).token);
    expect(await me(headers)).toMatchObject({ points: 5, contributions: { missedRequests: 1 } });
  });

  it('pays the host +25 and +20 per attendee for a completed workshop, and +10 for five stars', async () => {
    const host = await session('alumni', 'Workshop Host');
    const workshop = await createWorkshopAs(app, host.headers.authorization.slice(7));
    const students = [await session('student'), await session('student')];
    for (const student of students) {
      const booked = await bookAs(app, student.headers.authorization.slice(7), workshop._id);
      await call(
        'PUT',
        `/api/alumni-features/workshop/${workshop._id}/booking/${booked.json().data._id}`,
        host.headers,
        {
          status: 'Confirmed',
        },
      );
    }
    clock.advance(8 * DAY);
    const hostHeaders = bearer((await signIn(app, host.email)).token);
    expect(
      (await call('PATCH', `/api/alumni-features/workshop/${workshop._id}/complete`, hostHeaders)).statusCode,
    ).toBe(200);
    expect(await me(hostHeaders)).toMatchObject({
      points: 65,
      contributions: { mockInterviews: 1, mentorshipSessions: 2 },
      level: 'Bronze',
    });

    const ratings = [5, 4];
    for (const [index, student] of students.entries()) {
      const headers = bearer((await signIn(app, student.email)).token);
      const response = await call('POST', '/api/alumni-features/feedback', headers, {
        workshopId: workshop._id,
        rating: ratings[index],
        comment: 'Thanks',
      });
      expect(response.statusCode).toBe(201);
    }
    const entry = await me(hostHeaders);
    expect(entry).toMatchObject({
      points: 75,
      rating: { average: 4.5, total: 2 },
      contributions: { fiveStarRatings: 1 },
      rankScore: 79.5,
      badges: ['Star Mentor', 'Top Rated'],
    });

    const mine = await achievements(hostHeaders);
    expect(mine).toMatchObject({
      averageRating: 4.5,
      totalRatings: 2,
      totalSessionsConducted: 2,
      leaderboardPoints: 75,
      totalHelpfulVotes: 0,
      badges: ['Star Mentor', 'Top Rated'],
      level: 'Bronze',
      rank: entry.rank,
      streak: { current: 1, longest: 1 },
    });
    expect(mine.badgeProgress.find((badge) => badge.name === '50 Sessions')).toEqual({
      name: '50 Sessions',
      description: '50 or more sessions conducted',
      current: 2,
      target: 50,
      earned: false,
      percent: 4,
    });
    expect(mine.recentFeedback.map((item) => item.rating).sort()).toEqual([4, 5]);
    const history = (await call('GET', '/api/leaderboard/me/history', hostHeaders)).json();
    expect(history.map((row: { kind: string; points: number }) => [row.kind, row.points]).sort()).toEqual([
      ['five_star_feedback', 10],
      ['workshop_attendee', 20],
      ['workshop_attendee', 20],
      ['workshop_hosted', 25],
    ]);
  });

  it('keeps achievements for students away (403) and ranks students nowhere', async () => {
    const student = await session('student', 'Curious Student');
    expect((await call('GET', '/api/alumni-features/my-achievements', student.headers)).statusCode).toBe(403);
    const board = (
      await call('GET', '/api/leaderboard?limit=1000', student.headers)
    ).json() as LeaderboardEntry[];
    expect(board.some((entry) => entry.user.name === 'Curious Student')).toBe(false);
  });
});
