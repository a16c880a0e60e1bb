import { MENTOR_REVIEW_LIMITS, MENTOR_REVIEW_MESSAGES as R } from '@mentorbridge/shared';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/database';
import { AppError, conflict } from '../../platform/errors';
import { awardPoints, type PointSource, reversePoints } from '../leaderboard/leaderboard.module';
import {
  type CompletedSession,
  claimDueCompletions,
  completeIfOver,
  hasReview,
} from './completion.repository';

const BATCH = 100;
const NO_SHOW_AFTER_MS = MENTOR_REVIEW_LIMITS.noShowAfterDays * 24 * 60 * 60 * 1000;

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

/** Completes every booked session whose end has passed and pays its alumni; returns how many it completed. */
export async function completeDueSessions(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  let completed = 0;
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const sessions = await claimDueCompletions(tx, now, BATCH);
      await payFor(ctx, tx, sessions, now);
      return sessions.length;
    });
    completed += batch;
    if (batch < BATCH) return completed;
  }
}

/** In the caller's transaction, as the job would: true when this call completed the session. */
export async function completeNowIfOver(ctx: AppContext, tx: Executor, sessionId: string, now: Date) {
  const sessions = await completeIfOver(tx, sessionId, now);
  await payFor(ctx, tx, sessions, now);
  return sessions.length > 0;
}

/**
 * Before a completed session becomes a no-show: refused once the student reviewed it (they were there) or long
 * after it ended; otherwise the completion's points are taken back.
 */
export async function undoCompletion(
  ctx: AppContext,
  tx: Executor,
  session: { id: string; endsAt: Date },
  now: Date,
) {
  if (await hasReview(tx, session.id)) throw conflict(R.noShowReviewed);
  if (now.getTime() - session.endsAt.getTime() > NO_SHOW_AFTER_MS) {
    throw new AppError('UNPROCESSABLE', R.noShowTooLate);
  }
  await reversePoints(ctx, tx, completionSource(session.id));
}
