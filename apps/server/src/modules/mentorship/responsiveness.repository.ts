import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { mentorResponsiveness, mentorshipRequests } from '../../db/schema/mentorship';
import type { Executor } from '../../platform/db/database';

export type ResponsivenessRow = typeof mentorResponsiveness.$inferSelect;

const table = mentorResponsiveness;

/** Increments in place, so concurrent answers add up. */
export async function recordAnswer(executor: Executor, alumniId: string, replySeconds: number, now: Date) {
  const seconds = Math.max(0, Math.round(replySeconds));
  await executor
    .insert(table)
    .values({ userId: alumniId, answeredCount: 1, replySecondsTotal: seconds, lastActiveAt: now })
    .onConflictDoUpdate({
      target: table.userId,
      set: {
        answeredCount: sql`${table.answeredCount} + 1`,
        replySecondsTotal: sql`${table.replySecondsTotal} + ${seconds}`,
        consecutiveExpiries: 0,
        lastActiveAt: now,
      },
    });
}

export async function touchLastActive(executor: Executor, alumniId: string, now: Date) {
  await executor
    .insert(table)
    .values({ userId: alumniId, lastActiveAt: now })
    .onConflictDoUpdate({ target: table.userId, set: { lastActiveAt: now } });
}

export async function recordExpiry(executor: Executor, alumniId: string): Promise<number> {
  const [row] = await executor
    .insert(table)
    .values({ userId: alumniId, consecutiveExpiries: 1 })
    .onConflictDoUpdate({
      target: table.userId,
      set: { consecutiveExpiries: sql`${table.consecutiveExpiries} + 1` },
    })
    .returning({ consecutiveExpiries: table.consecutiveExpiries });
  return row!.consecutiveExpiries;
}

/** Answers the row only when this call paused them. */
export async function pauseAlumni(executor: Executor, alumniId: string, now: Date) {
  const [row] = await executor
    .update(table)
    .set({ pausedAt: now })
    .where(and(eq(table.userId, alumniId), isNull(table.pausedAt)))
    .returning();
  return row;
}

export async function resumeAlumni(executor: Executor, alumniId: string, now: Date) {
  const [row] = await executor
    .update(table)
    .set({ pausedAt: null, consecutiveExpiries: 0, lastActiveAt: now })
    .where(and(eq(table.userId, alumniId), isNotNull(table.pausedAt)))
    .returning();
  return row;
}

export async function findResponsiveness(executor: Executor, userId: string) {
  const [row] = await executor.select().from(table).where(eq(table.userId, userId));
  return row;
}

const requests = mentorshipRequests;

/** The day-5 reminder also settles day 2; each flag is set once under SKIP LOCKED, so each reminder is sent once. */
export async function flagDueReminders(
  executor: Executor,
  day: 2 | 5,
  cutoff: Date,
  now: Date,
  limit: number,
) {
  const flag = day === 2 ? requests.remindedDay2At : requests.remindedDay5At;
  // The predicate of mentorship_remind_day{2,5}_idx, with its constants as literals.
  const due = executor
    .select({ id: requests.id })
    .from(requests)
    .where(and(sql`${requests.status} = 'pending'`, isNull(flag), lt(requests.createdAt, cutoff)))
    .orderBy(requests.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const patch =
    day === 2
      ? { remindedDay2At: now }
      : {
          remindedDay5At: now,
          remindedDay2At: sql`coalesce(${requests.remindedDay2At}, ${now.toISOString()}::timestamptz)`,
        };
  return executor
    .update(requests)
    .set(patch)
    .where(and(inArray(requests.id, due), eq(requests.status, 'pending'), isNull(flag)))
    .returning();
}
