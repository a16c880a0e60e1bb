import type { InterviewExperience } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { seedDemoData } from '../../seed/seed';
import { DEMO_EXPERIENCES } from './interview-experiences.seed';

describe('demo interview experiences', async () => {
  const { app } = await createTestApp();

  it('seeds a dozen experiences with votes from the demo students, paid through the ledger', async () => {
    const report = await seedDemoData(app.ctx);
    expect(report.lines.find((line) => line.startsWith('interview-experiences:'))).toMatch(
      /^interview-experiences: 12 interview experiences .* 10 helpful votes from Arjun and Sneha$/,
    );
    const arjun = await signIn(app, 'arjun.mehta@mentorbridge.demo', 'student-demo-123');
    const list = await app.inject({
      method: 'GET',
      url: '/api/interviews?limit=50',
      headers: bearer(arjun.token),
    });
    expect(list.headers['x-total-count']).toBe('12');
    const data = list.json() as InterviewExperience[];
    expect(new Set(data.map((item) => item.outcome))).toEqual(new Set(['selected', 'rejected', 'pending']));
    expect(new Set(data.map((item) => item.difficulty))).toEqual(new Set(['Easy', 'Medium', 'Hard']));
    expect(new Set(data.map((item) => item.company)).size).toBeGreaterThanOrEqual(10);
    expect(data.filter((item) => item.isHelpful)).toHaveLength(
      DEMO_EXPERIENCES.filter((demo) => demo.helpfulFrom.includes('arjun')).length,
    );
    const totalVotes = data.reduce((sum, item) => sum + item.helpfulCount, 0);
    expect(totalVotes).toBe(10);
    for (const round of ['Technical', 'HR', 'Aptitude', 'Group Discussion', 'Case Study']) {
      const filtered = await app.inject({
        method: 'GET',
        url: `/api/interviews?round=${encodeURIComponent(round)}`,
        headers: bearer(arjun.token),
      });
      expect({ round, found: Number(filtered.headers['x-total-count']) > 0 }).toEqual({ round, found: true });
    }
    const search = await app.inject({
      method: 'GET',
      url: '/api/interviews?q=consistent%20hashing',
      headers: bearer(arjun.token),
    });
    expect(search.json().map((item: InterviewExperience) => item.company)).toEqual(['Flipkart']);

    // Ananya wrote four: +15 each and +2 for each of their votes, in her ledger.
    const ananya = await signIn(app, 'ananya.iyer@mentorbridge.demo', 'alumni-demo-123');
    const history = await app.inject({
      method: 'GET',
      url: '/api/leaderboard/me/history?limit=100',
      headers: bearer(ananya.token),
    });
    const mine = DEMO_EXPERIENCES.filter((demo) => demo.author === 'ananya');
    const events = (history.json() as Array<{ kind: string; points: number }>).filter(
      (event) => event.kind === 'experience_posted' || event.kind === 'helpful_vote',
    );
    expect(events.reduce((sum, event) => sum + event.points, 0)).toBe(
      mine.length * 15 + mine.reduce((sum, demo) => sum + demo.helpfulFrom.length * 2, 0),
    );
    const own = await app.inject({
      method: 'GET',
      url: '/api/alumni-features/my-interview-experiences',
      headers: bearer(ananya.token),
    });
    expect(own.json().data).toHaveLength(mine.length);
  });
});
