import { and, asc, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { workshopBookings, workshops, workshopWaitlist } from '../../db/schema/workshops';
import type { Executor } from '../../platform/db/database';

export type WaitlistRow = typeof workshopWaitlist.$inferSelect;

/** Literals, so the partial indexes (whose predicates these are) serve every plan. */
const WAITING = sql`${workshopWaitlist.status} = 'Waiting'`;
const OFFERED = sql`${workshopWaitlist.status} = 'Offered'`;
const ACTIVE = sql`${workshopWaitlist.status} in ('Waiting', 'Offered')`;

export async function findActiveEntry(executor: Executor, workshopId: string, studentId: string) {
  const [row] = await executor
    .select()
    .from(workshopWaitlist)
    .where(
      and(eq(workshopWaitlist.workshopId, workshopId), eq(workshopWaitlist.studentId, studentId), ACTIVE),
    );
  return row;
}

export async function insertEntry(executor: Executor, values: typeof workshopWaitlist.$inferInsert) {
  const [row] = await executor.insert(workshopWaitlist).values(values).returning();
  return row!;
}

export async function queuePosition(executor: Executor, workshopId: string, seq: number): Promise<number> {
  const [row] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(workshopWaitlist)
    .where(and(eq(workshopWaitlist.workshopId, workshopId), WAITING, lte(workshopWaitlist.seq, seq)));
  return row?.n ?? 0;
}

export async function hasWaiting(executor: Executor, workshopId: string) {
  const [row] = await executor
    .select({ id: workshopWaitlist.id })
    .from(workshopWaitlist)
    .where(and(eq(workshopWaitlist.workshopId, workshopId), WAITING))
    .limit(1);
  return row !== undefined;
}

export async function hasActiveBooking(executor: Executor, workshopId: string, studentId: string) {
  const [row] = await executor
    .select({ id: workshopBookings.id })
    .from(workshopBookings)
    .where(
      and(
        eq(workshopBookings.workshopId, workshopId),
        eq(workshopBookings.studentId, studentId),
        sql`${workshopBookings.status} in ('Pending', 'Confirmed')`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function updateEntry(
  executor: Executor,
  id: string,
  patch: Partial<typeof workshopWaitlist.$inferInsert>,
) {
  const [row] = await executor
    .update(workshopWaitlist)
    .set(patch)
    .where(eq(workshopWaitlist.id, id))
    .returning();
  return row!;
}

export async function deleteEntry(executor: Executor, id: string) {
  await executor.delete(workshopWaitlist).where(eq(workshopWaitlist.id, id));
}

/** The caller holds the workshop's row lock, so no entry is skipped or offered twice. */
export async function offerToFirstWaiting(
  executor: Executor,
  workshopId: string,
  seats: number,
  now: Date,
  expiresAt: Date,
) {
  if (seats <= 0) return [];
  const first = executor
    .select({ id: workshopWaitlist.id })
    .from(workshopWaitlist)
    .where(and(eq(workshopWaitlist.workshopId, workshopId), WAITING))
    .orderBy(asc(workshopWaitlist.seq))
    .limit(seats);
  return executor
    .update(workshopWaitlist)
    .set({ status: 'Offered', offeredAt: now, offerExpiresAt: expiresAt })
    .where(inArray(workshopWaitlist.id, first))
    .returning();
}

export async function expireOffers(executor: Executor, workshopId: string, now: Date) {
  return executor
    .update(workshopWaitlist)
    .set({ status: 'Expired', decidedAt: now })
    .where(
      and(eq(workshopWaitlist.workshopId, workshopId), OFFERED, lte(workshopWaitlist.offerExpiresAt, now)),
    )
    .returning();
}

export async function closeWaitlist(executor: Executor, workshopId: string, now: Date): Promise<string[]> {
  const closed = await executor
    .update(workshopWaitlist)
    .set({ status: 'Closed', decidedAt: now })
    .where(and(eq(workshopWaitlist.workshopId, workshopId), ACTIVE))
    .returning({ studentId: workshopWaitlist.studentId });
  return closed.map((entry) => entry.studentId);
}

/** Also a free seat with students waiting: a seat may be freed outside the services (an account deleted). */
export async function listWorkshopsToRotate(executor: Executor, now: Date, limit: number) {
  const expired = executor
    .selectDistinct({ id: workshopWaitlist.workshopId })
    .from(workshopWaitlist)
    .where(and(OFFERED, lte(workshopWaitlist.offerExpiresAt, now)));
  const freeSeats = executor
    .selectDistinct({ id: workshopWaitlist.workshopId })
    .from(workshopWaitlist)
    .innerJoin(workshops, eq(workshops.id, workshopWaitlist.workshopId))
    .where(
      and(
        WAITING,
        sql`${workshops.confirmedCount} + ${workshops.heldCount} < ${workshops.maxParticipants}`,
        sql`${workshops.isActive} and ${workshops.completedAt} is null`,
        gt(workshops.scheduledAt, now),
      ),
    );
  const rows = await expired.union(freeSeats).limit(limit);
  return rows.map((row) => row.id);
}

/** Undefined when another instance holds the lock: it takes its turn. */
export async function lockWorkshopIfFree(executor: Executor, id: string) {
  const [row] = await executor
    .select()
    .from(workshops)
    .where(eq(workshops.id, id))
    .for('update', { skipLocked: true });
  return row;
}

export const STUDENT_WAITLISTS_CAP = 200;

function studentWaitlistsWhere(studentId: string, now: Date) {
  return and(
    eq(workshopWaitlist.studentId, studentId),
    ACTIVE,
    sql`${workshops.isActive} and ${workshops.completedAt} is null`,
    gt(workshops.scheduledAt, now),
  );
}

export async function listStudentWaitlists(executor: Executor, studentId: string, now: Date) {
  return executor
    .select({
      entry: workshopWaitlist,
      workshopTitle: workshops.title,
      scheduledAt: workshops.scheduledAt,
      position: sql<number | null>`case when ${workshopWaitlist.status} = 'Waiting' then (
        select count(*)::int from ${workshopWaitlist} ahead
        where ahead.workshop_id = ${workshopWaitlist.workshopId} and ahead.status = 'Waiting'
          and ahead.seq <= ${workshopWaitlist.seq}) end`,
    })
    .from(workshopWaitlist)
    .innerJoin(workshops, eq(workshops.id, workshopWaitlist.workshopId))
    .where(studentWaitlistsWhere(studentId, now))
    .orderBy(asc(workshops.scheduledAt), asc(workshopWaitlist.seq))
    .limit(STUDENT_WAITLISTS_CAP);
}

export async function countStudentWaitlists(executor: Executor, studentId: string, now: Date) {
  const [row] = await executor
    .select({ n: count() })
    .from(workshopWaitlist)
    .innerJoin(workshops, eq(workshops.id, workshopWaitlist.workshopId))
    .where(studentWaitlistsWhere(studentId, now));
  return row?.n ?? 0;
}
