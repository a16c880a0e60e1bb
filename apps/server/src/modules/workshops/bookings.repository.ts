import { and, asc, count, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { alumniProfiles } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';
import { workshopBookings, workshopFeedback, workshops } from '../../db/schema/workshops';
import type { Db, Executor } from '../../platform/db/database';
import { prepared } from '../../platform/db/prepared';

export type BookingRow = typeof workshopBookings.$inferSelect;

export interface SeatsPart {
  confirmedCount: number;
  heldCount: number;
  myStatus: string | null;
}

/** The seats taken of a page's workshops and the student's own active bookings, read afresh for every answer. */
export async function seatsAmong(
  db: Db,
  studentId: string,
  workshopIds: string[],
): Promise<Map<string, SeatsPart>> {
  const statement = prepared(db, 'workshop_seats_among', () =>
    db
      .select({
        id: workshops.id,
        confirmedCount: workshops.confirmedCount,
        heldCount: workshops.heldCount,
        myStatus: workshopBookings.status,
      })
      .from(workshops)
      .leftJoin(
        workshopBookings,
        // The statuses as literals: bookings_one_active_idx is partial on them.
        sql`${workshopBookings.workshopId} = ${workshops.id} and ${workshopBookings.studentId} = ${sql.placeholder('studentId')} and ${workshopBookings.status} in ('Pending', 'Confirmed')`,
      )
      .where(sql`${workshops.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare('workshop_seats_among'),
  );
  const rows = await statement.execute({ studentId, ids: workshopIds });
  return new Map(rows.map(({ id, ...part }) => [id, part]));
}

export async function listBookingsOfWorkshops(executor: Executor, workshopIds: string[]) {
  if (workshopIds.length === 0) return [];
  return executor
    .select({
      booking: workshopBookings,
      studentName: users.name,
      studentEmail: users.email,
      noShowCount: sql<number>`(select count(*)::int from ${workshopBookings} n where n.student_id = ${workshopBookings.studentId} and n.no_show)`,
    })
    .from(workshopBookings)
    .innerJoin(users, eq(users.id, workshopBookings.studentId))
    .where(inArray(workshopBookings.workshopId, workshopIds))
    .orderBy(asc(workshopBookings.bookedAt));
}

export async function insertBooking(executor: Executor, values: typeof workshopBookings.$inferInsert) {
  const [row] = await executor.insert(workshopBookings).values(values).returning();
  return row!;
}

/** The booking as an insert to run alongside its mail (outbox.repository.ts): one statement for both. */
export function insertBookingStatement(executor: Executor, values: typeof workshopBookings.$inferInsert) {
  return executor.insert(workshopBookings).values(values);
}

export async function findBooking(executor: Executor, id: string) {
  const [row] = await executor.select().from(workshopBookings).where(eq(workshopBookings.id, id));
  return row;
}

export async function updateBooking(
  executor: Executor,
  id: string,
  patch: Partial<typeof workshopBookings.$inferInsert>,
) {
  const [row] = await executor
    .update(workshopBookings)
    .set(patch)
    .where(eq(workshopBookings.id, id))
    .returning();
  return row!;
}

export async function listBookingsIn(
  executor: Executor,
  workshopId: string,
  statuses: BookingRow['status'][],
) {
  return executor
    .select()
    .from(workshopBookings)
    .where(and(eq(workshopBookings.workshopId, workshopId), inArray(workshopBookings.status, statuses)))
    .orderBy(asc(workshopBookings.bookedAt));
}

export async function markNoShows(executor: Executor, workshopId: string, bookingIds: string[]) {
  if (bookingIds.length === 0) return;
  await executor
    .update(workshopBookings)
    .set({ noShow: true })
    .where(and(eq(workshopBookings.workshopId, workshopId), inArray(workshopBookings.id, bookingIds)));
}

export async function moveBookings(
  executor: Executor,
  workshopId: string,
  from: BookingRow['status'][],
  patch: Partial<typeof workshopBookings.$inferInsert>,
) {
  const moved = await executor
    .update(workshopBookings)
    .set(patch)
    .where(and(eq(workshopBookings.workshopId, workshopId), inArray(workshopBookings.status, from)))
    .returning();
  return moved;
}

export const STUDENT_BOOKINGS_CAP = 500;

export async function listStudentBookings(db: Db, studentId: string) {
  const statement = prepared(db, 'student_bookings', () =>
    db
      .select({
        booking: workshopBookings,
        workshop: workshops,
        mentorName: users.name,
        mentorAvatar: users.avatar,
        company: alumniProfiles.currentCompany,
        position: alumniProfiles.currentPosition,
        feedbackId: workshopFeedback.id,
      })
      .from(workshopBookings)
      .innerJoin(workshops, eq(workshops.id, workshopBookings.workshopId))
      .innerJoin(users, eq(users.id, workshops.alumniId))
      .leftJoin(alumniProfiles, eq(alumniProfiles.userId, workshops.alumniId))
      .leftJoin(
        workshopFeedback,
        and(
          eq(workshopFeedback.workshopId, workshopBookings.workshopId),
          eq(workshopFeedback.studentId, workshopBookings.studentId),
        ),
      )
      .where(eq(workshopBookings.studentId, sql.placeholder('studentId')))
      .orderBy(desc(workshopBookings.bookedAt))
      .limit(STUDENT_BOOKINGS_CAP)
      .prepare('student_bookings'),
  );
  return statement.execute({ studentId });
}

export async function countStudentBookings(executor: Executor, studentId: string): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(workshopBookings)
    .where(eq(workshopBookings.studentId, studentId));
  return row?.n ?? 0;
}

export async function leaseDueReminders(executor: Executor, now: Date, until: Date, limit: number) {
  const due = executor
    .select({ id: workshopBookings.id })
    .from(workshopBookings)
    .innerJoin(workshops, eq(workshops.id, workshopBookings.workshopId))
    .where(
      and(
        eq(workshopBookings.status, 'Confirmed'),
        isNull(workshopBookings.reminderSentAt),
        eq(workshops.isActive, true),
        gt(workshops.scheduledAt, now),
        lte(workshops.scheduledAt, until),
      ),
    )
    .limit(limit)
    .for('update', { of: workshopBookings, skipLocked: true });
  return executor
    .update(workshopBookings)
    .set({ reminderSentAt: now })
    .where(inArray(workshopBookings.id, due))
    .returning();
}
