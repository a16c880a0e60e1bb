import { INSIGHT_LIMITS, INSIGHT_MESSAGES as M, REPORT_MESSAGES as R } from '@mentorbridge/shared';
import { and, count, eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createInsightAs, type Session, session } from '../../../test/insights';
import { statementsOf } from '../../../test/statements';
import { createTestApp } from '../../../test/test-app';
import { companyInsightRatings, companyInsights } from '../../db/schema/company-insights';
import { contentReports } from '../../db/schema/content-reports';
import { users } from '../../db/schema/users';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('company insights: ratings and reports', async () => {
  const { app, clock } = await createTestApp();
  const author = await session(app, 'alumni', 'Rated Author');
  const student = await session(app, 'student', 'Riya Student');
  const peer = await session(app, 'alumni', 'Peer Alumni');
  const admin = await session(app, 'admin');
  const rate = (id: string, rater: Session, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api/company-insights/${id}/rate`,
      headers: rater.headers,
      payload: payload as object,
    });
  const report = (id: string, reporter: Session, payload: unknown = { reason: 'Spam or advertising' }) =>
    app.inject({
      method: 'POST',
      url: `/api/company-insights/${id}/report`,
      headers: reporter.headers,
      payload: payload as object,
    });
  /** The true aggregate of the stored ratings, beside the maintained columns. */
  const aggregates = async (id: string) => {
    const [truth] = await app.ctx.db
      .select({ n: count(), total: sum(companyInsightRatings.rating).mapWith(Number) })
      .from(companyInsightRatings)
      .where(eq(companyInsightRatings.insightId, id));
    const [kept] = await app.ctx.db
      .select({ n: companyInsights.totalRatings, total: companyInsights.ratingSum })
      .from(companyInsights)
      .where(eq(companyInsights.id, id));
    return { truth: { n: truth!.n, total: truth!.total ?? 0 }, kept };
  };

  it('reads an insight with its latest ratings in one statement, each dated when it was last given', async () => {
    const insight = await createInsightAs(app, author);
    const read = () =>
      app.inject({ method: 'GET', url: `/api/company-insights/${insight._id}`, headers: admin.headers });
    expect((await read()).json().ratings).toEqual([]);
    clock.advance(60_000);
    expect((await rate(insight._id, student, { rating: 3 })).statusCode).toBe(200);
    const studentAt = clock.now().toISOString();
    clock.advance(90_000);
    expect((await rate(insight._id, peer, { rating: 5, comment: 'Clear' })).statusCode).toBe(200);
    const peerAt = clock.now().toISOString();
    let detail: Awaited<ReturnType<typeof read>> | undefined;
    expect(await statementsOf(app, async () => (detail = await read()))).toBe(1);
    expect(detail!.json().ratings).toEqual([
      { user: peer.id, userName: 'Peer Alumni', rating: 5, comment: 'Clear', createdAt: peerAt },
      { user: student.id, userName: 'Riya Student', rating: 3, comment: '', createdAt: studentAt },
    ]);
  });

  it('rates, answers the updated insight with ratings and my rating, and replaces on re-rating', async () => {
    const insight = await createInsightAs(app, author);
    const first = await rate(insight._id, student, { rating: 4, comment: '  Helpful breakdown  ' });
    expect(first.statusCode).toBe(200);
    // The insight itself, as the specification's client replaces its record with the answer.
    expect(first.json()).toMatchObject({
      _id: insight._id,
      averageRating: 4,
      totalRatings: 1,
      myRating: { rating: 4, comment: 'Helpful breakdown' },
      ratings: [{ user: student.id, userName: 'Riya Student', rating: 4, comment: 'Helpful breakdown' }],
      canEdit: false,
    });
    expect(first.json()).not.toHaveProperty('success');

    clock.advance(60_000);
    const byPeer = await rate(insight._id, peer, { rating: 5 });
    expect(byPeer.json()).toMatchObject({
      averageRating: 4.5,
      totalRatings: 2,
      myRating: { rating: 5 },
    });

    clock.advance(60_000);
    const again = await rate(insight._id, student, { rating: 1, comment: 'Changed my mind' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      averageRating: 3,
      totalRatings: 2,
      myRating: { rating: 1, comment: 'Changed my mind' },
    });
    // Newest first: the replaced rating moves to the top.
    expect(again.json().ratings.map((entry: { user: string }) => entry.user)).toEqual([student.id, peer.id]);

    const detail = await app.inject({
      method: 'GET',
      url: `/api/company-insights/${insight._id}`,
      headers: author.headers,
    });
    expect(detail.json()).toMatchObject({ totalRatings: 2, averageRating: 3, myRating: null });
    expect(detail.json().ratings).toHaveLength(2);
    expect(await aggregates(insight._id)).toEqual({ truth: { n: 2, total: 6 }, kept: { n: 2, total: 6 } });
  });

  it('rounds the average to one decimal', async () => {
    const insight = await createInsightAs(app, author);
    const raters = [student, peer, admin];
    for (const [index, rating] of [5, 4, 4].entries()) await rate(insight._id, raters[index]!, { rating });
    const detail = await app.inject({
      method: 'GET',
      url: `/api/company-insights/${insight._id}`,
      headers: student.headers,
    });
    expect(detail.json()).toMatchObject({ averageRating: 4.3, totalRatings: 3 });
  });

  it('keeps the caller’s own entry in ratings when it is older than the newest shown', async () => {
    const insight = await createInsightAs(app, author);
    expect((await rate(insight._id, student, { rating: 2, comment: 'Early' })).statusCode).toBe(200);
    clock.advance(60_000);
    // Raters who never sign in: rows are enough.
    const later = await app.ctx.db
      .insert(users)
      .values(
        Array.from({ length: INSIGHT_LIMITS.detailRatings }, (_, index) => ({
          name: `Later ${index}`,
          email: `later-${index}-${insight._id}@example.com`,
          role: 'student' as const,
          passwordHash: 'not-used',
          isVerified: true,
        })),
      )
      .returning({ id: users.id });
    const at = clock.now();
    await app.ctx.db.insert(companyInsightRatings).values(
      later.map((user) => ({
        insightId: insight._id,
        userId: user.id,
        rating: 5,
        createdAt: at,
        updatedAt: at,
      })),
    );
    const own = { user: student.id, userName: 'Riya Student', rating: 2, comment: 'Early' };
    const detail = await app.inject({
      method: 'GET',
      url: `/api/company-insights/${insight._id}`,
      headers: student.headers,
    });
    const { ratings } = detail.json();
    expect(ratings).toHaveLength(INSIGHT_LIMITS.detailRatings + 1);
    expect(ratings.at(-1)).toMatchObject(own);
    const byOther = await app.inject({
      method: 'GET',
      url: `/api/company-insights/${insight._id}`,
      headers: peer.headers,
    });
    expect(byOther.json().ratings).toHaveLength(INSIGHT_LIMITS.detailRatings);
    expect(byOther.json().ratings.map((entry: { user: string }) => entry.user)).not.toContain(student.id);
  });

  it.each([
    [{ rating: 0 }],
    [{ rating: 6 }],
    [{}],
    [{ rating: 'five' }],
    [{ rating: 3.5 }],
    [{ rating: null }],
  ])('refuses %o with “Please select a rating”', async (payload) => {
    const insight = await createInsightAs(app, author);
    const response = await rate(insight._id, student, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(M.ratingRequired);
  });

  it('refuses the creator’s own rating, unknown ids and signed-out callers', async () => {
    const insight = await createInsightAs(app, author);
    const own = await rate(insight._id, author, { rating: 5 });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(M.cannotRateOwn);
    for (const id of [UNKNOWN, 'not-a-uuid']) {
      const missing = await rate(id, student, { rating: 3 });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(M.notFound);
    }
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/company-insights/${insight._id}/rate`,
      payload: { rating: 3 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await aggregates(insight._id)).toEqual({ truth: { n: 0, total: 0 }, kept: { n: 0, total: 0 } });
  });

  it('keeps count and average exact under concurrent raters and concurrent re-rating', async () => {
    const insight = await createInsightAs(app, author);
    const crowd = await Promise.all(Array.from({ length: 15 }, () => session(app, 'student')));
    const repeater = crowd[0]!;
    const answers = await Promise.all([
      ...crowd.map((rater, index) => rate(insight._id, rater, { rating: (index % 5) + 1 })),
      ...[5, 1, 4, 2, 3, 5].map((rating) =>
        rate(insight._id, repeater, { rating, comment: `take ${rating}` }),
      ),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const { truth, kept } = await aggregates(insight._id);
    expect(kept).toEqual(truth);
    expect(truth.n).toBe(15);
    const [mine] = await app.ctx.db
      .select({ n: count() })
      .from(companyInsightRatings)
      .where(
        and(eq(companyInsightRatings.insightId, insight._id), eq(companyInsightRatings.userId, repeater.id)),
      );
    expect(mine!.n).toBe(1);
    const detail = await app.inject({
      method: 'GET',
      url: `/api/company-insights/${insight._id}`,
      headers: repeater.headers,
    });
    expect(detail.json()).toMatchObject({
      totalRatings: 15,
      averageRating: Math.round((truth.total * 10) / 15) / 10,
    });
  });

  it('deletes the ratings with the insight', async () => {
    const insight = await createInsightAs(app, author);
    await rate(insight._id, student, { rating: 2 });
    await app.inject({
      method: 'DELETE',
      url: `/api/company-insights/${insight._id}`,
      headers: author.headers,
    });
    expect((await aggregates(insight._id)).truth).toEqual({ n: 0, total: 0 });
  });

  describe('reports', () => {
    it('files one open report per user (201, then 409), never on one’s own, 404 for unknown ids', async () => {
      const insight = await createInsightAs(app, author);
      const filed = await report(insight._id, student, {
        reason: 'Inaccurate or misleading',
        details: 'Old data',
      });
      expect(filed.statusCode).toBe(201);
      expect(filed.json()).toEqual({ success: true, message: R.sent });
      const duplicate = await report(insight._id, student);
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().message).toBe(R.duplicate);
      expect((await report(insight._id, peer)).statusCode).toBe(201);
      const own = await report(insight._id, author);
      expect(own.statusCode).toBe(400);
      expect(own.json().message).toBe(R.own);
      for (const id of [UNKNOWN, 'nope']) {
        const missing = await report(id, student);
        expect(missing.statusCode).toBe(404);
        expect(missing.json().message).toBe(M.notFound);
      }
      const rows = await app.ctx.db
        .select({
          reason: contentReports.reason,
          details: contentReports.details,
          status: contentReports.status,
        })
        .from(contentReports)
        .where(and(eq(contentReports.kind, 'insight'), eq(contentReports.targetId, insight._id)));
      expect(rows).toHaveLength(2);
      expect(rows).toContainEqual({
        reason: 'Inaccurate or misleading',
        details: 'Old data',
        status: 'open',
      });
    });

    it('validates the reason and the details', async () => {
      const insight = await createInsightAs(app, author);
      const noReason = await report(insight._id, student, {});
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().message).toBe(R.reasonRequired);
      expect((await report(insight._id, student, { reason: 'Because' })).json().message).toBe(
        R.reasonRequired,
      );
      const long = await report(insight._id, student, { reason: 'Other', details: 'x'.repeat(1001) });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe(R.detailsMax);
    });

    it('closes the open reports when the insight is deleted', async () => {
      const insight = await createInsightAs(app, author);
      expect((await report(insight._id, student)).statusCode).toBe(201);
      await app.inject({
        method: 'DELETE',
        url: `/api/company-insights/${insight._id}`,
        headers: admin.headers,
      });
      const rows = await app.ctx.db
        .select({ status: contentReports.status })
        .from(contentReports)
        .where(and(eq(contentReports.kind, 'insight'), eq(contentReports.targetId, insight._id)));
      expect(rows).toEqual([{ status: 'dismissed' }]);
    });
  });
});
