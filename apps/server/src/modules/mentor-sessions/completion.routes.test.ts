import { MENTOR_REVIEW_MESSAGES as R } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories';
import {
  bookedSessions,
  finishSessions,
  ledgerRows,
  reviewAs,
  SLOTS,
  standingOf,
} from '../../../test/mentor-reviews';
import { SESSIONS_NOW, sessionsOf } from '../../../test/mentor-sessions';
import { createTestApp } from '../../../test/test-app';
import type { AppContext } from '../../platform/context';
import { completeDueSessions, payDueSessions } from './completion.service';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
/** The end of a session of `SLOTS`: they are hour-long. */
const endOf = (start: string) => new Date(new Date(start).getTime() + HOUR);
/** When that session's no-show window closes. */
const windowEndOf = (start: string) => new Date(endOf(start).getTime() + 24 * HOUR);

describe('completing mentor sessions and paying their alumni', async () => {
  const { app, clock } = await createTestApp({ now: SESSIONS_NOW });
  /** Two job runners at once (as two instances would be); kept answers hear of their changes before reads. */
  const twoRunners = async (run: (ctx: AppContext) => Promise<number>) => {
    const [a, b] = await Promise.all([run(app.ctx), run(app.ctx)]);
    await app.ctx.cache.settled();
    return a + b;
  };
  const noShowAs = (user: { token: string }, id: string) =>
    app.inject({ method: 'POST', url: `/api/mentor-sessions/${id}/no-show`, headers: bearer(user.token) });

  it('completes an ended session once, and pays its alumni once when its no-show window closes', async () => {
    const { alumni, pairs } = await bookedSessions(app, [SLOTS[0], SLOTS[2]]);
    const [first, second] = pairs as [(typeof pairs)[0], (typeof pairs)[0]];
    try {
      // The second session has not ended yet: only the first is due.
      clock.set(endOf(SLOTS[0]));
      expect(await twoRunners(completeDueSessions)).toBe(1);
      expect(await twoRunners(completeDueSessions)).toBe(0);
      const mine = await sessionsOf(app, alumni);
      expect(mine.map((session) => [session._id, session.status])).toEqual([
        [first.sessionId, 'completed'],
        [second.sessionId, 'booked'],
      ]);
      expect(await twoRunners(payDueSessions)).toBe(0);
      expect(await ledgerRows(app, first.sessionId)).toBe(0);
      expect(await standingOf(app, alumni)).toEqual({ points: 0, sessions: 0 });

      clock.set(new Date(windowEndOf(SLOTS[0]).getTime() - MINUTE));
      expect(await twoRunners(payDueSessions)).toBe(0);

      // The first one's window closes as the second one ends.
      clock.set(windowEndOf(SLOTS[0]));
      expect(await twoRunners(completeDueSessions)).toBe(1);
      expect(await twoRunners(payDueSessions)).toBe(1);
      expect(await twoRunners(payDueSessions)).toBe(0);
      expect(await ledgerRows(app, first.sessionId)).toBe(1);
      expect(await ledgerRows(app, second.sessionId)).toBe(0);
      expect(await standingOf(app, alumni)).toEqual({ points: 20, sessions: 1 });
    } finally {
      clock.set(SESSIONS_NOW);
    }
  });

  it('never pays a no-show marked inside the window, so the alumni who reports one loses nothing', async () => {
    const { alumni, pairs } = await bookedSessions(app, [SLOTS[0], SLOTS[1]]);
    const [early, late] = pairs as [(typeof pairs)[0], (typeof pairs)[0]];
    try {
      clock.set(new Date(new Date(SLOTS[0]).getTime() + 10 * MINUTE));
      expect((await noShowAs(alumni, early.sessionId)).json().data.status).toBe('no_show');

      await finishSessions(app, clock, new Date(endOf(SLOTS[1]).getTime() + 30 * MINUTE));
      expect((await sessionsOf(app, alumni)).map((session) => session.status)).toEqual([
        'no_show',
        'completed',
      ]);
      expect(await ledgerRows(app, late.sessionId)).toBe(0);

      clock.set(new Date(windowEndOf(SLOTS[1]).getTime() - MINUTE));
      const marked = await noShowAs(alumni, late.sessionId);
      expect(marked.statusCode).toBe(200);
      expect(marked.json().data.status).toBe('no_show');
      expect((await noShowAs(alumni, late.sessionId)).statusCode).toBe(409);

      await finishSessions(app, clock, windowEndOf(SLOTS[1]));
      // Nothing paid, so nothing taken back either: no ledger rows at all.
      expect(await ledgerRows(app, early.sessionId)).toBe(0);
      expect(await ledgerRows(app, late.sessionId)).toBe(0);
      expect(await standingOf(app, alumni)).toEqual({ points: 0, sessions: 0 });
    } finally {
      clock.set(SESSIONS_NOW);
    }
  });

  it('refuses a no-show once the student reviewed, and from 24 hours after the end', async () => {
    const { alumni, pairs } = await bookedSessions(app, [SLOTS[0], SLOTS[1], SLOTS[2]]);
    const [reviewed, quiet, lastMinute] = pairs as [(typeof pairs)[0], (typeof pairs)[0], (typeof pairs)[0]];
    try {
      // The review comes before the job has completed the session: it completes it and closes its window.
      clock.set(new Date(endOf(SLOTS[1]).getTime() + 30 * MINUTE));
      expect((await reviewAs(app, reviewed.student, reviewed.sessionId, { rating: 5 })).statusCode).toBe(201);
      const refused = await noShowAs(alumni, reviewed.sessionId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(R.noShowReviewed);

      // Not completed by the job yet: the window still counts from the end.
      clock.set(windowEndOf(SLOTS[1]));
      const late = await noShowAs(alumni, quiet.sessionId);
      expect(late.statusCode).toBe(422);
      expect(late.json().message).toBe(R.noShowTooLate);

      await finishSessions(app, clock, windowEndOf(SLOTS[1]));
      clock.set(new Date(windowEndOf(SLOTS[2]).getTime() - MINUTE));
      expect((await noShowAs(alumni, lastMinute.sessionId)).statusCode).toBe(200);
      await finishSessions(app, clock, windowEndOf(SLOTS[2]));

      expect(await ledgerRows(app, reviewed.sessionId)).toBe(1);
      expect(await ledgerRows(app, quiet.sessionId)).toBe(1);
      expect(await ledgerRows(app, lastMinute.sessionId)).toBe(0);
      expect(await standingOf(app, alumni)).toEqual({ points: 40, sessions: 2 });
    } finally {
      clock.set(SESSIONS_NOW);
    }
  });

  it('pays once, at the review or when the window closes, whichever comes first', async () => {
    const { alumni, pairs } = await bookedSessions(app, [SLOTS[0], SLOTS[1], SLOTS[2]]);
    const [prompt, tardy, racing] = pairs as [(typeof pairs)[0], (typeof pairs)[0], (typeof pairs)[0]];
    try {
      await finishSessions(app, clock, new Date(endOf(SLOTS[1]).getTime() + 30 * MINUTE));
      expect(await ledgerRows(app, prompt.sessionId)).toBe(0);
      expect((await reviewAs(app, prompt.student, prompt.sessionId, { rating: 4 })).statusCode).toBe(201);
      expect(await ledgerRows(app, prompt.sessionId)).toBe(1);
      expect(await standingOf(app, alumni)).toEqual({ points: 20, sessions: 1 });

      await finishSessions(app, clock, windowEndOf(SLOTS[1]));
      expect(await ledgerRows(app, prompt.sessionId)).toBe(1);
      expect(await ledgerRows(app, tardy.sessionId)).toBe(1);
      clock.advance(5 * MINUTE);
      expect((await reviewAs(app, tardy.student, tardy.sessionId, { rating: 3 })).statusCode).toBe(201);
      expect(await ledgerRows(app, tardy.sessionId)).toBe(1);

      // A review racing the job as the window closes: one of them pays.
      clock.set(windowEndOf(SLOTS[2]));
      const [given] = await Promise.all([
        reviewAs(app, racing.student, racing.sessionId, { rating: 5 }),
        payDueSessions(app.ctx),
        payDueSessions(app.ctx),
      ]);
      await app.ctx.cache.settled();
      expect(given.statusCode).toBe(201);
      expect(await ledgerRows(app, racing.sessionId)).toBe(1);
      expect(await standingOf(app, alumni)).toEqual({ points: 60, sessions: 3 });
    } finally {
      clock.set(SESSIONS_NOW);
    }
  });
});
