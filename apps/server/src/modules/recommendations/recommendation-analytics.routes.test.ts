import { RECOMMENDATION_LIMITS } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { person } from '../../../test/admin-users';
import { insertAlumni } from '../../../test/recommendations';
import { createTestApp } from '../../../test/test-app';
import { mentorResponsiveness, mentorshipRequests } from '../../db/schema/mentorship';
import { users } from '../../db/schema/users';

describe('admin analytics: recommended mentors who answered their last request', async () => {
  const { app, clock } = await createTestApp({ now: new Date('2026-11-22T06:00:00Z') });
  const admin = await person(app, 'admin');
  const read = async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/analytics/recommendations',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };

  it('is null before any mentor has a settled request', async () => {
    await insertAlumni(app, [{ company: 'Acme' }]);
    expect(await read()).toEqual({ mentors: 0, answered: 0, answeredShare: null });
  });

  it('counts the mentors recommendations may show whose last settled request was answered', async () => {
    const [answered, expired, answeredThenExpired, paused, atCap, deactivated] = await insertAlumni(app, [
      { company: 'Acme' },
      { company: 'Acme' },
      { company: 'Acme' },
      { company: 'Acme' },
      { company: 'Acme' },
      { company: 'Acme', isActive: false },
    ]);
    await app.ctx.db.insert(mentorResponsiveness).values([
      { userId: answered!, answeredCount: 3, replySecondsTotal: 3600 },
      { userId: expired!, answeredCount: 0, consecutiveExpiries: 1 },
      { userId: answeredThenExpired!, answeredCount: 4, consecutiveExpiries: 2 },
      { userId: paused!, answeredCount: 5, pausedAt: clock.now(), consecutiveExpiries: 3 },
      { userId: atCap!, answeredCount: 5 },
      { userId: deactivated!, answeredCount: 5 },
    ]);
    const students = await app.ctx.db
      .insert(users)
      .values(
        Array.from({ length: RECOMMENDATION_LIMITS.mentorPendingCap }, (_, index) => ({
          name: `Waiting ${index}`,
          email: `analytics-waiting-${index}@example.com`,
          role: 'student' as const,
        })),
      )
      .returning({ id: users.id });
    await app.ctx.db.insert(mentorshipRequests).values(
      students.map((student) => ({
        studentId: student.id,
        alumniId: atCap!,
        requestType: 'Career Guidance',
        message: 'Hello',
      })),
    );
    expect(await read()).toEqual({ mentors: 3, answered: 1, answeredShare: 33.3 });
  });
});
