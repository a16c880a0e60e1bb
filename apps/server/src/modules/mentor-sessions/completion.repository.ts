import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { mentorSessionReviews } from '../../db/schema/mentor-reviews';
import { mentorSessions } from '../../db/schema/mentor-sessions';
import type { Executor } from '../../platform/db/database';

export interface CompletedSession {
  id: string;
  alumniId: string;
}

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
/** Literals, so the planner may use `mentor_sessions_completion_idx` and `mentor_sessions_payment_idx`. */
const isBooked = sql`${mentorSessions.status} = 'booked'`;
const isUnpaid = sql`${mentorSessions.status} = 'completed' and ${mentorSessions.paidAt} is null`;

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

/**
 * Claims completed, unpaid sessions whose end was at or before `endedBy` (the no-show window has closed) for
 * payment. As with completions, the update re-checks, so each is paid by one runner only.
 */
export async function claimDuePayments(
  executor: Executor,
  endedBy: Date,
  now: Date,
  limit: number,
): Promise<CompletedSession[]> {
  const due = executor
    .select({ id: mentorSessions.id })
    .from(mentorSessions)
    .where(and(isUnpaid, sql`${mentorSessions.endsAt} <= ${at(endedBy)}`))
    .limit(limit)
    .for('update', { skipLocked: true });
  return executor
    .update(mentorSessions)
    .set({ paidAt: now, updatedAt: now })
    .where(and(inArray(mentorSessions.id, due), isUnpaid))
    .returning({ id: mentorSessions.id, alumniId: mentorSessions.alumniId });
}

/** The same claim for one completed session, when its student reviews it. */
export async function claimPayment(executor: Executor, id: string, now: Date): Promise<CompletedSession[]> {
  return executor
    .update(mentorSessions)
    .set({ paidAt: now, updatedAt: now })
    .where(
      and(eq(mentorSessions.id, id), eq(mentorSessions.status, 'completed'), isNull(mentorSessions.paidAt)),
    )
    .returning({ id: mentorSessions.id, alumniId: mentorSessions.alumniId });
}

export async function hasReview(executor: Executor, sessionId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: mentorSessionReviews.id })
    .from(mentorSessionReviews)
    .where(eq(mentorSessionReviews.sessionId, sessionId));
  return row !== undefined;
}
