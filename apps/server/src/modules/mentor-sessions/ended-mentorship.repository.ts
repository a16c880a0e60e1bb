import { and, eq, gt, sql } from 'drizzle-orm';
import { mentorSessions } from '../../db/schema/mentor-sessions';
import type { Executor } from '../../platform/db/database';

/**
 * One statement: the mentorship's booked sessions that have not started yet become cancelled, their
 * invitations' SEQUENCE raised as a cancel raises it. A session under way is left to finish.
 */
export async function cancelUpcomingOfMentorship(
  executor: Executor,
  mentorshipId: string,
  change: { reason: string; side: 'student' | 'alumni'; now: Date },
): Promise<string[]> {
  const rows = await executor
    .update(mentorSessions)
    .set({
      status: 'cancelled',
      cancelReason: change.reason,
      cancelledBy: change.side,
      cancelledAt: change.now,
      calendarSequence: sql`${mentorSessions.calendarSequence} + 1`,
      updatedAt: change.now,
    })
    .where(
      and(
        eq(mentorSessions.mentorshipId, mentorshipId),
        eq(mentorSessions.status, 'booked'),
        gt(mentorSessions.startsAt, change.now),
      ),
    )
    .returning({ id: mentorSessions.id });
  return rows.map((row) => row.id);
}
