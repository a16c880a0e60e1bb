import { and, eq, inArray, sql } from 'drizzle-orm';
import { mentorSessionReviews } from '../../db/schema/mentor-reviews';
import { mentorSessions } from '../../db/schema/mentor-sessions';
import type { Executor } from '../../platform/db/database';

export interface CompletedSession {
  id: string;
  alumniId: string;
}

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
/** A literal, so the planner may use `mentor_sessions_completion_idx`. */
const isBooked = sql`${mentorSessions.status} = 'booked'`;

/**
 * Completes booked sessions whose end has passed. The update re-checks the status, so of two runners racing for
 * one session only one gets it back; SKIP LOCKED lets the other take the next ones meanwhile.
 */
export async function claimDueCompletions(
  executor: Executor,
  now: Date,
  limit: number,
): Promise<CompletedSession[]> {
  const due = executor
    .select({ id: mentorSessions.id })
    .from(mentorSessions)
    .where(and(isBooked, sql`${mentorSessions.endsAt} <= ${at(now)}`))
    .limit(limit)
    .for('update', { skipLocked: true });
  return executor
    .update(mentorSessions)
    .set({ status: 'completed', completedAt: now, updatedAt: now })
    .where(and(inArray(mentorSessions.id, due), isBooked))
    .returning({ id: mentorSessions.id, alumniId: mentorSessions.alumniId });
}

/** The same claim for one session, when a review arrives before the job has run. */
export async function completeIfOver(executor: Executor, id: string, now: Date): Promise<CompletedSession[]> {
  return executor
    .update(mentorSessions)
    .set({ status: 'completed', completedAt: now, updatedAt: now })
    .where(and(eq(mentorSessions.id, id), isBooked, sql`${mentorSessions.endsAt} <= ${at(now)}`))
    .returning({ id: mentorSessions.id, alumniId: mentorSessions.alumniId });
}

export async function hasReview(executor: Executor, sessionId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: mentorSessionReviews.id })
    .from(mentorSessionReviews)
    .where(eq(mentorSessionReviews.sessionId, sessionId));
  return row !== undefined;
}
