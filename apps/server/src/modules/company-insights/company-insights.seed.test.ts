import type { CompanyInsight, LeaderboardEntry } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { seedDemoData } from '../../seed/seed';
import { authModule, DEMO_ACCOUNTS } from '../auth/auth.module';
import { companyInsightsModule } from './company-insights.module';
import { DEMO_INSIGHTS } from './company-insights.seed-data';

describe('company insights demo data', async () => {
  const { app } = await createTestApp();

  it('seeds rated insights by the demo alumni and the admin, paid through the ledger', async () => {
    const report = await seedDemoData(app.ctx, [authModule.seed!, companyInsightsModule.seed!]);
    expect(report.lines).toContain('company-insights: 8 company insights (14 ratings with comments)');
    const login = (email: string) =>
      signIn(app, email, DEMO_ACCOUNTS.find((account) => account.email === email)!.password);
    const student = await login('arjun.mehta@mentorbridge.demo');
    const response = await app.inject({
      method: 'GET',
      url: '/api/company-insights?limit=50&sort=rating',
      headers: bearer(student.token),
    });
    expect(response.headers['x-total-count']).toBe(String(DEMO_INSIGHTS.length));
    const insights = response.json() as CompanyInsight[];
    expect(new Set(insights.map((insight) => insight.industry)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(insights.map((insight) => insight.salaryRange.currency))).toEqual(new Set(['INR', 'USD']));
    expect(new Set(insights.map((insight) => insight.creator?.name))).toEqual(
      new Set(['Ananya Iyer', 'Rahul Verma', 'Meera Nair', 'Platform Admin']),
    );
    for (const insight of insights) {
      expect(insight.hiringProcess.description).not.toBe('');
      expect(insight.expectations.technical.length).toBeGreaterThan(0);
      expect(insight.benefits.length).toBeGreaterThan(0);
      expect(insight.tips).not.toBe('');
    }
    const google = insights.find((insight) => insight.company === 'Google')!;
    expect(google).toMatchObject({ totalRatings: 3, averageRating: 4.7, myRating: { rating: 5 } });
    expect(insights[0]!.company).toBe('Google');

    const detail = await app.inject({
      method: 'GET',
      url: `/api/company-insights/${google._id}`,
      headers: bearer(student.token),
    });
    expect(detail.json().ratings.map((entry: { userName: string }) => entry.userName)).toEqual([
      'Meera Nair',
      'Sneha Patel',
      'Arjun Mehta',
    ]);

    // Ananya added two insights (Google, Flipkart): +15 each, in the past.
    const ananya = await login('ananya.iyer@mentorbridge.demo');
    const standing = await app.inject({
      method: 'GET',
      url: '/api/leaderboard/me',
      headers: bearer(ananya.token),
    });
    expect(standing.json() as LeaderboardEntry).toMatchObject({
      points: 30,
      contributions: { companyInsights: 2 },
    });
  });
});
