import { and, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import { scheduledJobs } from '../../db/schema/jobs';
import type { Executor } from '../db/database';

export async function ensureJobs(executor: Executor, names: string[], now: Date): Promise<void> {
  if (names.length === 0) return;
  await executor
    .insert(scheduledJobs)
    .values(names.map((name) => ({ name, nextRunAt: now })))
    .onConflictDoNothing();
}

/** A read, so a tick with nothing due writes nothing (a write would notify every instance at commit). */
export async function findDueJobs(executor: Executor, now: Date): Promise<Set<string>> {
  const rows = await executor
    .select({ name: scheduledJobs.name })
    .from(scheduledJobs)
    .where(
      and(
        lte(scheduledJobs.nextRunAt, now),
        or(isNull(scheduledJobs.lockedUntil), lt(scheduledJobs.lockedUntil, now)),
      ),
    );
  return new Set(rows.map((row) => row.name));
}

/** `SKIP LOCKED`: a competing instance sees no row instead of waiting, so one instance runs each due job. */
export async function leaseJob(
  executor: Executor,
  name: string,
  now: Date,
  leaseMs: number,
): Promise<boolean> {
  const due = executor
    .select({ name: scheduledJobs.name })
    .from(scheduledJobs)
    .where(
      and(
        eq(scheduledJobs.name, name),
        lte(scheduledJobs.nextRunAt, now),
        or(isNull(scheduledJobs.lockedUntil), lt(scheduledJobs.lockedUntil, now)),
      ),
    )
    .for('update', { skipLocked: true });
  const leased = await executor
    .update(scheduledJobs)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
    .where(inArray(scheduledJobs.name, due))
    .returning({ name: scheduledJobs.name });
  return leased.length === 1;
}

export async function finishJob(
  executor: Executor,
  name: string,
  ranAt: Date,
  nextRunAt: Date,
  error: string | null,
): Promise<void> {
  await executor
    .update(scheduledJobs)
    .set({ lockedUntil: null, lastRunAt: ranAt, nextRunAt, lastError: error })
    .where(eq(scheduledJobs.name, name));
}
