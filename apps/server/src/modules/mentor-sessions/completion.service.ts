import { MENTOR_REVIEW_LIMITS, noShowWindowEnd, MENTOR_REVIEW_MESSAGES as R } from '@mentorbridge/shared';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/database';
import { AppError, conflict } from '../../platform/errors';
import { awardPoints, type PointSource } from '../leaderboard/leaderboard.module';
import {
  type CompletedSession,
  claimDueCompletions,
  claimDuePayments,
  claimPayment,
  completeIfOver,
  hasReview,
} from './completion.repository';

const BATCH = 100;
const NO_SHOW_WINDOW_MS = MENTOR_REVIEW_LIMITS.noShowWindowHours * 60 * 60 * 1000;

export const completionSource = (sessionId: string): PointSource => ({
  kind: 'mentor_session_completed',
  sourceType: 'mentor_session',
  sourceId: sessionId,
});

/** The alumni's stats rows are locked in one order, so two runners never wait on each other crosswise. */
async function payFor(ctx: AppContext, tx: Executor, sessions: CompletedSession[], now: Date) {
  const ordered = [...sessions].sort(
    (a, b) => a.alumniId.localeCompare(b.alumniId) || a.id.localeCompare(b.id),
  );
  for (const session of ordered)
    await awardPoints(ctx, tx, session.alumniId, completionSource(session.id), now);
}

/** Completes every booked session whose end has passed (nothing is paid yet); returns how many. */
export async function completeDueSessions(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  let completed = 0;
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => (await claimDueCompletions(tx, now, BATCH)).length);
    completed += batch;
    if (batch < BATCH) return completed;
  }
}

/** Pays the alumni of every completed session whose no-show window has closed unreviewed; returns how many. */
export async function payDueSessions(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const endedBy = new Date(now.getTime() - NO_SHOW_WINDOW_MS);
  let paid = 0;
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const sessions = await claimDuePayments(tx, endedBy, now, BATCH);
      await payFor(ctx, tx, sessions, now);
      return sessions.length;
    });
    paid += batch;
    if (batch < BATCH) return paid;
  }
}

/** In the caller's transaction, as the job would: true when this call completed the session. */
export async function completeNowIfOver(tx: Executor, sessionId: string, now: Date) {
  return (await completeIfOver(tx, sessionId, now)).length > 0;
}

/** A review closes the no-show window: its alumni is paid now, unless the window had closed and paid already. */
export async function payOnReview(ctx: AppContext, tx: Executor, sessionId: string, now: Date) {
  await payFor(ctx, tx, await claimPayment(tx, sessionId, now), now);
}

/**
 * The no-show window, checked under the session's lock: refused once the student reviewed it (they were there)
 * or once the window has closed. A paid session is one of the two, so a no-show never has points to take back.
 */
export async function assertNoShowOpen(
  tx: Executor,
  session: { id: string; endsAt: Date; paidAt: Date | null },
  now: Date,
) {
  if (await hasReview(tx, session.id)) throw conflict(R.noShowReviewed);
  if (now.getTime() >= noShowWindowEnd(session.endsAt) || session.paidAt !== null) {
    throw new AppError('UNPROCESSABLE', R.noShowTooLate);
  }
}
