import { ADMIN_MESSAGES, MENTOR_REVIEW_MESSAGES as R, REPORT_MESSAGES } from '@mentorbridge/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { session } from '../../../test/admin-console';
import { aggregateMismatches } from '../../../test/admin-users';
import { bearer, createUserWithProfile } from '../../../test/factories';
import { mailsTo } from '../../../test/mail';
import {
  bookedSessions,
  finishSessions,
  mentorRatingOf,
  reviewAs,
  reviewsOf,
  SLOTS,
} from '../../../test/mentor-reviews';
import { nextAddress, SESSIONS_NOW, sessionsOf } from '../../../test/mentor-sessions';
import { createTestApp } from '../../../test/test-app';
import { contentReports } from '../../db/schema/content-reports';

describe('moderating mentor session reviews', async () => {
  const { app, clock, mail } = await createTestApp({ now: SESSIONS_NOW });
  const admin = await session(app, 'admin');

  const reportReview = (reporter: { token: string }, id: string) =>
    app.inject({
      method: 'POST',
      url: `/api/mentor-reviews/${id}/report`,
      headers: bearer(reporter.token),
      payload: { reason: 'Offensive or inappropriate', details: 'Rude' },
      remoteAddress: nextAddress(),
    });
  const reportIdOf = async (targetId: string) =>
    (await app.ctx.db.select().from(contentReports).where(eq(contentReports.targetId, targetId)))[0]!.id;

  /** Three reviewed sessions of one alumni: 5, 5 and 2 stars. */
  async function reviewedMentor() {
    const { alumni, pairs } = await bookedSessions(app, SLOTS.slice(0, 3));
    await finishSessions(app, clock);
    const ids: string[] = [];
    for (const [index, rating] of [5, 5, 2].entries()) {
      const pair = pairs[index]!;
      const given = await reviewAs(app, pair.student, pair.sessionId, { rating, review: `Rated ${rating}` });
      expect(given.statusCode).toBe(201);
      ids.push(given.json().data._id as string);
    }
    return { alumni, pairs, ids };
  }

  it('lets anyone but the author report a visible review; an admin’s removal stops it counting', async () => {
    try {
      const { alumni, pairs, ids } = await reviewedMentor();
      const harsh = pairs[2]!;
      const harshId = ids[2]!;
      const reader = await createUserWithProfile(app, 'student');
      expect(await mentorRatingOf(app, reader, alumni)).toEqual({
        profile: { average: 4, count: 3 },
        card: { average: 4, count: 3 },
      });

      const own = await reportReview(harsh.student, harshId);
      expect(own.statusCode).toBe(400);
      expect(own.json().message).toBe(REPORT_MESSAGES.own);
      expect((await reportReview(alumni, harshId)).statusCode).toBe(201);
      expect((await reportReview(alumni, harshId)).statusCode).toBe(409);
      expect((await reportReview(reader, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

      const panel = await app.inject({
        method: 'GET',
        url: '/api/admin/reports?kind=review',
        headers: admin.headers,
      });
      expect(panel.json().data).toMatchObject([
        {
          kind: 'review',
          targetId: harshId,
          targetLabel: `2★ review of ${alumni.name}: “Rated 2”`,
          targetPath: `/alumni/${alumni.id}`,
          author: { _id: harsh.student.id },
        },
      ]);

      const decided = await app.inject({
        method: 'PUT',
        url: `/api/admin/reports/${await reportIdOf(harshId)}`,
        headers: admin.headers,
        payload: { decision: 'remove', reason: 'Abusive language' },
      });
      expect(decided.statusCode).toBe(200);
      expect(decided.json().message).toBe(ADMIN_MESSAGES.contentRemoved);

      // Two visible ratings are below the threshold: no average any more.
      expect(await mentorRatingOf(app, reader, alumni)).toEqual({ profile: null, card: null });
      expect((await reviewsOf(app, reader, alumni.id)).headers['x-total-count']).toBe('0');
      const listed = await reviewsOf(app, alumni, alumni.id);
      expect(listed.headers['x-total-count']).toBe('2');
      expect(listed.json().map((item: { _id: string }) => item._id)).not.toContain(harshId);
      expect((await reportReview(reader, harshId)).statusCode).toBe(404);

      const studentView = (await sessionsOf(app, harsh.student)) as unknown as Array<{ review: unknown }>;
      expect(studentView[0]!.review).toMatchObject({ status: 'removed', rating: 2 });
      const alumniView = (await sessionsOf(app, alumni)) as unknown as Array<{
        _id: string;
        review: unknown;
      }>;
      expect(alumniView.find((item) => item._id === harsh.sessionId)!.review).toBeNull();
      const edit = await reviewAs(app, harsh.student, harsh.sessionId, { rating: 4 }, 'PUT');
      expect(edit.statusCode).toBe(409);
      expect(edit.json().message).toBe(R.removedByModerators);
      expect((await reviewAs(app, harsh.student, harsh.sessionId, { rating: 4 })).statusCode).toBe(409);

      const told = await mailsTo(app, mail, harsh.student.email);
      expect(told.map((sent) => sent.subject)).toContain(
        `Your session review “2★ review of ${alumni.name}” was removed`,
      );
      expect(await aggregateMismatches(app)).toEqual([]);
    } finally {
      clock.set(SESSIONS_NOW);
    }
  });

  it('gives back a deleted student’s ratings', async () => {
    try {
      const { alumni, pairs } = await reviewedMentor();
      const reader = await createUserWithProfile(app, 'student');
      const deleted = await app.inject({
        method: 'DELETE',
        url: `/api/users/${pairs[0]!.student.id}`,
        headers: admin.headers,
      });
      expect(deleted.statusCode).toBe(200);
      expect(await mentorRatingOf(app, reader, alumni)).toEqual({ profile: null, card: null });
      expect((await reviewsOf(app, admin, alumni.id)).headers['x-total-count']).toBe('2');
      expect(await aggregateMismatches(app)).toEqual([]);
    } finally {
      clock.set(SESSIONS_NOW);
    }
  });
});
