import { MENTOR_REVIEW_MESSAGES as R } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { session } from '../../../test/admin-console';
import { createUserWithProfile, signIn } from '../../../test/factories';
import {
  AFTER_SLOTS,
  bookedSessions,
  finishSessions,
  ledgerRows,
  mentorRatingOf,
  reviewAs,
  reviewsOf,
  SLOTS,
  standingOf,
} from '../../../test/mentor-reviews';
import { menteeOf, SESSIONS_NOW, sessionsOf } from '../../../test/mentor-sessions';
import { createTestApp } from '../../../test/test-app';

const DAY = 24 * 60 * 60 * 1000;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('reviewing mentor sessions', async () => {
  const { app, clock } = await createTestApp({ now: SESSIONS_NOW });
  const admin = await session(app, 'admin');

  it('lets only the session’s student review a completed session, once, with a valid rating', async () => {
    const { alumni, pairs } = await bookedSessions(app, [SLOTS[0], SLOTS[2]]);
    const [ended, later] = pairs as [(typeof pairs)[0], (typeof pairs)[0]];
    const stranger = await menteeOf(app, alumni);
    try {
      clock.set(new Date('2026-03-02T18:30:00Z'));
      const notYours = await reviewAs(app, stranger, ended.sessionId, { rating: 4 });
      expect(notYours.statusCode).toBe(403);
      expect(notYours.json().message).toBe(R.notYourSession);
      expect((await reviewAs(app, alumni, ended.sessionId, { rating: 4 })).statusCode).toBe(403);
      const unknown = await reviewAs(app, ended.student, UNKNOWN, { rating: 4 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(R.sessionNotFound);

      const notDone = await reviewAs(app, later.student, later.sessionId, { rating: 4 });
      expect(notDone.statusCode).toBe(422);
      expect(notDone.json().message).toBe(R.notCompleted);

      for (const [body, message] of [
        [{}, R.ratingRequired],
        [{ rating: 0 }, R.ratingRange],
        [{ rating: 6 }, R.ratingRange],
        [{ rating: 4.5 }, R.ratingRange],
        [{ rating: '5' }, R.ratingRange],
        [{ rating: 5, review: 'x'.repeat(1001) }, R.reviewTooLong],
      ] as const) {
        const refused = await reviewAs(app, ended.student, ended.sessionId, body);
        expect(refused.statusCode, JSON.stringify(body)).toBe(400);
        expect(refused.json().errors[0].message).toBe(message);
      }

      const first = await reviewAs(app, ended.student, ended.sessionId, {
        rating: 4,
        review: '  Clear advice on my resume.  ',
      });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({
        success: true,
        message: R.saved,
        data: { rating: 4, review: 'Clear advice on my resume.', status: 'visible' },
      });
      const twice = await reviewAs(app, ended.student, ended.sessionId, { rating: 1 });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(R.duplicate);

      // The ended session was still booked (no job ran): the review completed it and paid its alumni once.
      expect(await ledgerRows(app, ended.sessionId)).toBe(1);
      await finishSessions(app, clock, new Date('2026-03-02T18:31:00Z'));
      expect(await ledgerRows(app, ended.sessionId)).toBe(1);
      expect(await standingOf(app, alumni)).toEqual({ points: 20, sessions: 1 });
    } finally {
      clock.set(SESSIONS_NOW);
    }
  });

  it('keeps one review of two racing submissions', async () => {
    const { alumni, pairs } = await bookedSessions(app, [SLOTS[0]]);
    const [{ student, sessionId }] = pairs as [(typeof pairs)[0]];
    try {
      await finishSessions(app, clock);
      const answers = await Promise.all([
        reviewAs(app, student, sessionId, { rating: 5 }),
        reviewAs(app, student, sessionId, { rating: 2 }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      const listed = await reviewsOf(app, alumni, alumni.id);
      expect(listed.headers['x-total-count']).toBe('1');
      expect(listed.json()).toHaveLength(1);
    } finally {
      clock.set(SESSIONS_NOW);
    }
  });

  it('lets the student change the review for 7 days, and shows it to both sides', async () => {
    const { alumni, pairs } = await bookedSessions(app, [SLOTS[0]]);
    const [{ student, sessionId }] = pairs as [(typeof pairs)[0]];
    try {
      await finishSessions(app, clock);
      const early = await reviewAs(app, student, sessionId, { rating: 3 }, 'PUT');
      expect(early.statusCode).toBe(404);
      expect(early.json().message).toBe(R.notReviewed);
      expect((await reviewAs(app, student, sessionId, { rating: 3 })).statusCode).toBe(201);

      clock.set(new Date(AFTER_SLOTS.getTime() + 6 * DAY));
      student.token = (await signIn(app, student.email)).token;
      alumni.token = (await signIn(app, alumni.email)).token;
      const changed = await reviewAs(
        app,
        student,
        sessionId,
        { rating: 5, review: 'Better on reflection' },
        'PUT',
      );
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({
        message: R.updated,
        data: { rating: 5, review: 'Better on reflection' },
      });
      const [seen] = await sessionsOf(app, alumni);
      expect(seen).toMatchObject({
        status: 'completed',
        review: { rating: 5, review: 'Better on reflection' },
      });
      const [listed] = (await reviewsOf(app, alumni, alumni.id)).json();
      expect(listed).toMatchObject({
        rating: 5,
        editedAt: expect.any(String),
        student: { name: student.name },
      });

      clock.set(new Date(AFTER_SLOTS.getTime() + 8 * DAY));
      student.token = (await signIn(app, student.email)).token;
      const closed = await reviewAs(app, student, sessionId, { rating: 1 }, 'PUT');
      expect(closed.statusCode).toBe(422);
      expect(closed.json().message).toBe(R.editClosed);
    } finally {
      clock.set(SESSIONS_NOW);
    }
  });

  it('shows a mentor’s average on the directory and the profile from the third rating on', async () => {
    const { alumni, pairs } = await bookedSessions(app, SLOTS);
    const reader = await createUserWithProfile(app, 'student');
    try {
      await finishSessions(app, clock);
      reader.token = (await signIn(app, reader.email)).token;
      const rate = async (index: number, rating: number) => {
        // A minute apart, so "newest first" has one answer.
        clock.advance(60_000);
        const pair = pairs[index]!;
        expect((await reviewAs(app, pair.student, pair.sessionId, { rating })).statusCode).toBe(201);
      };
      expect(await mentorRatingOf(app, reader, alumni)).toEqual({ profile: null, card: null });
      await rate(0, 5);
      await rate(1, 4);
      expect(await mentorRatingOf(app, reader, alumni)).toEqual({ profile: null, card: null });
      // Below the threshold the reviews stay hidden as the average does, from their writers too; the mentor
      // and admins see them.
      for (const other of [reader, pairs[0]!.student]) {
        const hidden = await reviewsOf(app, other, alumni.id);
        expect([hidden.statusCode, hidden.headers['x-total-count'], hidden.json()]).toEqual([200, '0', []]);
      }
      for (const privileged of [alumni, admin]) {
        const seen = await reviewsOf(app, privileged, alumni.id);
        expect(seen.headers['x-total-count']).toBe('2');
        expect(seen.json().map((item: { rating: number }) => item.rating)).toEqual([4, 5]);
      }
      await rate(2, 4);
      const three = { average: 4.3, count: 3 };
      expect(await mentorRatingOf(app, reader, alumni)).toEqual({ profile: three, card: three });
      await rate(3, 2);
      const four = { average: 3.8, count: 4 };
      expect(await mentorRatingOf(app, reader, alumni)).toEqual({ profile: four, card: four });

      // Newest first, paged, with the kept total.
      const page = await reviewsOf(app, reader, alumni.id, '?page=2&limit=3');
      expect(page.statusCode).toBe(200);
      expect(page.headers['x-total-count']).toBe('4');
      expect(page.json().map((item: { rating: number }) => item.rating)).toEqual([5]);
      const first = (await reviewsOf(app, reader, alumni.id, '?limit=3')).json();
      expect(first.map((item: { rating: number }) => item.rating)).toEqual([2, 4, 4]);
      expect((await reviewsOf(app, reader, alumni.id, '?limit=51')).statusCode).toBe(400);
      expect((await reviewsOf(app, reader, UNKNOWN)).statusCode).toBe(404);
      expect((await reviewsOf(app, reader, reader.id)).statusCode).toBe(404);
    } finally {
      clock.set(SESSIONS_NOW);
    }
  });
});
