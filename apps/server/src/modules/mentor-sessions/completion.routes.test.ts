import { MENTOR_REVIEW_MESSAGES as R } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/factories';
import {
  AFTER_SLOTS,
  bookedSessions,
  finishSessions,
  ledgerRows,
  reviewAs,
  SLOTS,
  standingOf,
} from '../../../test/mentor-reviews';
import { SESSIONS_NOW, sessionsOf } from '../../../test/mentor-sessions';
import { createTestApp } from '../../../test/test-app';
import { completeDueSessions } from './completion.service';

const DAY = 24 * 60 * 60 * 1000;

describe('completing mentor sessions', async () => {
  const { app, clock } = await createTestApp({ now: SESSIONS_NOW });
  /** Two job runners at once (as two instances would be); kept answers hear of their changes before reads. */
  const twoRunners = async () => {
    const [a, b] = await Promise.all([completeDueSessions(app.ctx), completeDueSessions(app.ctx)]);
    await app.ctx.cache.settled();
    return a + b;
  };
  const noShowAs = (user: { token: string }, id: string) =>
    app.inject({ method: 'POST', url: `/api/mentor-sessions/${id}/no-show`, headers: bearer(user.token) });

  it('completes an ended session once with two runners and pays its alumni once', async () => {
    const { alumni, pairs } = await bookedSessions(app, [SLOTS[0], SLOTS[2]]);
    try {
      // The second session has not ended yet: only the first is due.
      clock.set(new Date('2026-03-02T18:00:00Z'));
      expect(await twoRunners()).toBe(1);
      expect(await twoRunners()).toBe(0);
      expect(await ledgerRows(app, pairs[0]!.sessionId)).toBe(1);
      expect(await ledgerRows(app, pairs[1]!.sessionId)).toBe(0);
      expect(await standingOf(app, alumni)).toEqual({ points: 20, sessions: 1 });
      const mine = await sessionsOf(app, alumni);
      expect(mine.map((session) => [session._id, session.status])).toEqual([
        [pairs[0]!.sessionId, 'completed'],
        [pairs[1]!.sessionId, 'booked'],
      ]);

      clock.set(AFTER_SLOTS);
      expect(await twoRunners()).toBe(1);
      expect(await standingOf(app, alumni)).toEqual({ points: 40, sessions: 2 });
    } finally {
      clock.set(SESSIONS_NOW);
    }
  });

  it('shows an ended session as completed before the job has run, and pays nothing until it does', async () => {
    const { alumni, pairs } = await bookedSessions(app, [SLOTS[0]]);
    const [{ student, sessionId }] = pairs as [(typeof pairs)[0]];
    try {
      clock.set(AFTER_SLOTS);
      expect((await sessionsOf(app, student)).map((session) => session.status)).toEqual(['completed']);
      expect(await standingOf(app, alumni)).toEqual({ points: 0, sessions: 0 });
      await finishSessions(app, clock);
      expect(await ledgerRows(app, sessionId)).toBe(1);
      expect(await standingOf(app, alumni)).toEqual({ points: 20, sessions: 1 });
    } finally {
      clock.set(SESSIONS_NOW);
    }
  });

  it('pays nothing for a no-show, and takes the points back when a completed session becomes one', async () => {
    const { alumni, pairs } = await bookedSessions(app, [SLOTS[0], SLOTS[1]]);
    const [early, late] = pairs as [(typeof pairs)[0], (typeof pairs)[0]];
    try {
      clock.set(new Date('2026-03-02T17:10:00Z'));
      expect((await noShowAs(alumni, early.sessionId)).json().data.status).toBe('no_show');
      await finishSessions(app, clock);
      expect(await ledgerRows(app, early.sessionId)).toBe(0);
      expect(await ledgerRows(app, late.sessionId)).toBe(1);
      expect(await standingOf(app, alumni)).toEqual({ points: 20, sessions: 1 });

      const marked = await noShowAs(alumni, late.sessionId);
      expect(marked.statusCode).toBe(200);
      expect(marked.json().data.status).toBe('no_show');
      expect(await standingOf(app, alumni)).toEqual({ points: 0, sessions: 0 });
      expect((await noShowAs(alumni, late.sessionId)).statusCode).toBe(409);
      await finishSessions(app, clock);
      expect(await standingOf(app, alumni)).toEqual({ points: 0, sessions: 0 });
    } finally {
      clock.set(SESSIONS_NOW);
    }
  });

  it('refuses a no-show for a reviewed session and long after the end, keeping the points', async () => {
    const { alumni, pairs } = await bookedSessions(app, [SLOTS[0], SLOTS[1]]);
    const [reviewed, quiet] = pairs as [(typeof pairs)[0], (typeof pairs)[0]];
    try {
      await finishSessions(app, clock);
      expect((await reviewAs(app, reviewed.student, reviewed.sessionId, { rating: 5 })).statusCode).toBe(201);
      const refused = await noShowAs(alumni, reviewed.sessionId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(R.noShowReviewed);

      clock.set(new Date(new Date(SLOTS[1]).getTime() + 8 * DAY));
      alumni.token = (await signIn(app, alumni.email)).token;
      const late = await noShowAs(alumni, quiet.sessionId);
      expect(late.statusCode).toBe(422);
      expect(late.json().message).toBe(R.noShowTooLate);
      expect(await standingOf(app, alumni)).toEqual({ points: 40, sessions: 2 });
    } finally {
      clock.set(SESSIONS_NOW);
    }
  });
});
