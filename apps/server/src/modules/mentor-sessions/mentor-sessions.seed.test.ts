import { describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { seedDemoData } from '../../seed/seed';
import { authModule } from '../auth/auth.module';
import { mentorshipModule } from '../mentorship/mentorship.module';
import { mentorSessionsModule } from './mentor-sessions.module';

describe('demo mentor sessions', async () => {
  const { app } = await createTestApp();

  it('seeds rated sessions for Ananya and one for Arjun to rate, paid through the ledger', async () => {
    const report = await seedDemoData(app.ctx, [
      authModule.seed!,
      mentorshipModule.seed!,
      mentorSessionsModule.seed!,
    ]);
    expect(report.lines).toContain(
      'mentor-sessions: 4 completed sessions, 3 of them reviewed (Arjun’s with Rahul awaits his rating)',
    );
    const arjun = await signIn(app, 'arjun.mehta@mentorbridge.demo', 'student-demo-123');
    const mine = (
      await app.inject({ method: 'GET', url: '/api/mentor-sessions', headers: bearer(arjun.token) })
    ).json();
    expect(mine).toMatchObject([{ status: 'completed', alumni: { name: 'Rahul Verma' }, review: null }]);

    const ananya = await signIn(app, 'ananya.iyer@mentorbridge.demo', 'alumni-demo-123');
    const reviews = await app.inject({
      method: 'GET',
      url: `/api/mentors/${ananya._id}/reviews`,
      headers: bearer(arjun.token),
    });
    expect(reviews.headers['x-total-count']).toBe('3');
    expect(reviews.json().map((item: { rating: number }) => item.rating)).toEqual([5, 4, 5]);
    const history = await app.inject({
      method: 'GET',
      url: '/api/leaderboard/me/history?limit=100',
      headers: bearer(ananya.token),
    });
    const paid = (history.json() as Array<{ kind: string; points: number }>).filter(
      (event) => event.kind === 'mentor_session_completed',
    );
    expect(paid.map((event) => event.points)).toEqual([20, 20, 20]);
  });
});
