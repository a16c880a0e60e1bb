import type { LeaderboardEntry } from '@mentorbridge/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createInsightAs, insightPayload, type Session, session } from '../../../test/insights';
import { createTestApp } from '../../../test/test-app';
import { pointsLedger } from '../../db/schema/leaderboard';

describe('company insights: points through the ledger', async () => {
  const { app } = await createTestApp();
  const me = async (user: Session) =>
    (
      await app.inject({ method: 'GET', url: '/api/leaderboard/me', headers: user.headers })
    ).json() as LeaderboardEntry;
  const ledger = (sourceId: string) =>
    app.ctx.db
      .select({
        userId: pointsLedger.userId,
        points: pointsLedger.points,
        isReversal: pointsLedger.isReversal,
      })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.sourceType, 'company_insight'), eq(pointsLedger.sourceId, sourceId)));
  const remove = (id: string, user: Session) =>
    app.inject({ method: 'DELETE', url: `/api/company-insights/${id}`, headers: user.headers });

  it('pays the creator +15 on create, once, and takes it back on delete', async () => {
    const alumni = await session(app, 'alumni');
    const first = await createInsightAs(app, alumni);
    expect(await me(alumni)).toMatchObject({ points: 15, contributions: { companyInsights: 1 } });
    const second = await createInsightAs(app, alumni, { company: 'Second Co' });
    expect(await me(alumni)).toMatchObject({ points: 30, contributions: { companyInsights: 2 } });

    await app.inject({
      method: 'PUT',
      url: `/api/company-insights/${first._id}`,
      headers: alumni.headers,
      payload: insightPayload({ company: 'Renamed' }),
    });
    const student = await session(app, 'student');
    await app.inject({
      method: 'POST',
      url: `/api/company-insights/${first._id}/rate`,
      headers: student.headers,
      payload: { rating: 5 },
    });
    expect((await me(alumni)).points).toBe(30);

    expect((await remove(first._id, alumni)).statusCode).toBe(200);
    expect(await me(alumni)).toMatchObject({ points: 15, contributions: { companyInsights: 1 } });
    expect(await ledger(first._id)).toEqual(
      expect.arrayContaining([
        { userId: alumni.id, points: 15, isReversal: false },
        { userId: alumni.id, points: -15, isReversal: true },
      ]),
    );
    expect(await ledger(second._id)).toEqual([{ userId: alumni.id, points: 15, isReversal: false }]);
  });

  it('takes the points back from the creator when an admin deletes the insight', async () => {
    const alumni = await session(app, 'alumni');
    const admin = await session(app, 'admin');
    const insight = await createInsightAs(app, alumni);
    expect((await remove(insight._id, admin)).statusCode).toBe(200);
    expect(await me(alumni)).toMatchObject({ points: 0, contributions: { companyInsights: 0 } });
  });

  it('pays an admin creator too (the ledger ranks only alumni)', async () => {
    const admin = await session(app, 'admin');
    const insight = await createInsightAs(app, admin);
    expect(await ledger(insight._id)).toEqual([{ userId: admin.id, points: 15, isReversal: false }]);
  });

  it('creates once and pays once for a doubled call with one Idempotency-Key', async () => {
    const alumni = await session(app, 'alumni');
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/company-insights',
        headers: { ...alumni.headers, 'idempotency-key': 'insight-create-1' },
        payload: insightPayload({ company: 'Once Only' }),
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().data._id).toBe(b.json().data._id);
    expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']]).toContain('true');
    expect(await me(alumni)).toMatchObject({ points: 15, contributions: { companyInsights: 1 } });
  });
});
