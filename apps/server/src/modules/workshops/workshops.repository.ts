import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alumniProfiles } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';
import { workshopBookings, workshopFeedback, workshops } from '../../db/schema/workshops';
import type { Db, Executor } from '../../platform/db/database';
import { prepared } from '../../platform/db/prepared';

export type WorkshopRow = typeof workshops.$inferSelect;
export type BookingRow = typeof workshopBookings.$inferSelect;

const confirmedCount =
  sql<number>`(select count(*) from ${workshopBookings} b where b.workshop_id = ${workshops.id} and b.status = 'Confirmed')`.mapWith(
    Number,
  );

export async function insertWorkshop(executor: Executor, values: typeof workshops.$inferInsert) {
  const [row] = await executor.insert(workshops).values(values).returning();
  return row!;
}

export async function updateWorkshop(
  executor: Executor,
  id: string,
  patch: Partial<typeof workshops.$inferInsert>,
) {
  const [row] = await executor.update(workshops).set(patch).where(eq(workshops.id, id)).returning();
  return row!;
}

/** The workshop row, locked for the rest of the transaction (capacity and state checks). */
export async function lockWorkshop(executor: Executor, id: string) {
  const [row] = await executor.select().from(workshops).where(eq(workshops.id, id)).for('update');
  return row;
}

export async function findWorkshop(executor: Executor, id: string) {
  const [row] = await executor.select().from(workshops).where(eq(workshops.id, id));
  return row;
}

export async function countConfirmed(executor: Executor, workshopId: string): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(workshopBookings)
    .where(and(eq(workshopBookings.workshopId, workshopId), eq(workshopBookings.status, 'Confirmed')));
  return row?.n ?? 0;
}

function escapeLike(text: string) {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function openWorkshopsFilter(withSearch: boolean) {
  const conditions: Array<SQL | undefined> = [
    eq(workshops.isActive, true),
    isNull(workshops.completedAt),
    gt(workshops.scheduledAt, sql.placeholder('now')),
    eq(users.isActive, true),
  ];
  if (withSearch) {
    const pattern = sql.placeholder('pattern');
    conditions.push(
      or(
        sql`${users.name} ilike ${pattern}`,
        sql`${alumniProfiles.currentCompany} ilike ${pattern}`,
        sql`${workshops.category} ilike ${pattern}`,
        sql`${workshops.title} ilike ${pattern}`,
        sql`${workshops.description} ilike ${pattern}`,
      ),
    );
  }
  return and(...conditions);
}

/** Open workshops for students: active, not completed, in the future; searched over mentor, company, category, description. */
export async function listOpenWorkshops(
  db: Db,
  now: Date,
  q: string | undefined,
  limit: number,
  offset: number,
  studentId: string,
) {
  const name = q ? 'open_workshops_search' : 'open_workshops';
  const statement = prepared(db, name, () =>
    db
      .select({
        workshop: workshops,
        mentorName: users.name,
        mentorAvatar: users.avatar,
        company: alumniProfiles.currentCompany,
        position: alumniProfiles.currentPosition,
        // Evaluated for the page's rows only, after the sort and limit.
        confirmed: confirmedCount,
        myStatus: sql<
          string | null
        >`(select b.status from ${workshopBookings} b where b.workshop_id = ${workshops.id} and b.student_id = ${sql.placeholder('studentId')} and b.status in ('Pending', 'Confirmed') limit 1)`,
      })
      .from(workshops)
      .innerJoin(users, eq(users.id, workshops.alumniId))
      .leftJoin(alumniProfiles, eq(alumniProfiles.userId, workshops.alumniId))
      .where(openWorkshopsFilter(Boolean(q)))
      .orderBy(asc(workshops.scheduledAt), asc(workshops.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
  return statement.execute({ now, studentId, limit, offset, ...(q ? { pattern: escapeLike(q) } : {}) });
}

export async function countOpenWorkshops(db: Db, now: Date, q: string | undefined): Promise<number> {
  const name = q ? 'open_workshops_search_count' : 'open_workshops_count';
  const statement = prepared(db, name, () =>
    db
      .select({ n: count() })
      .from(workshops)
      .innerJoin(users, eq(users.id, workshops.alumniId))
      .leftJoin(alumniProfiles, eq(alumniProfiles.userId, workshops.alumniId))
      .where(openWorkshopsFilter(Boolean(q)))
      .prepare(name),
  );
  const [row] = await statement.execute({ now, ...(q ? { pattern: escapeLike(q) } : {}) });
  return row?.n ?? 0;
}

export async function listOwnerWorkshops(executor: Executor, alumniId: string) {
  return executor
    .select()
    .from(workshops)
    .where(eq(workshops.alumniId, alumniId))
    .orderBy(desc(workshops.scheduledAt))
    .limit(500);
}

export async function listBookingsOfWorkshops(executor: Executor, workshopIds: string[]) {
  if (workshopIds.length === 0) return [];
  return executor
    .select({ booking: workshopBookings, studentName: users.name, studentEmail: users.email })
    .from(workshopBookings)
    .innerJoin(users, eq(users.id, workshopBookings.studentId))
    .where(inArray(workshopBookings.workshopId, workshopIds))
    .orderBy(asc(workshopBookings.bookedAt));
}

export async function insertBooking(executor: Executor, values: typeof workshopBookings.$inferInsert) {
  const [row] = await executor.insert(workshopBookings).values(values).returning();
  return row!;
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

/** Moves every booking of a workshop in `from` to `to`; returns them with their students. */
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

export async function listStudentBookings(executor: Executor, studentId: string) {
  return executor
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
    .where(eq(workshopBookings.studentId, studentId))
    .orderBy(desc(workshopBookings.bookedAt))
    .limit(500);
}

export async function findCompletedBooking(executor: Executor, workshopId: string, studentId: string) {
  const [row] = await executor
    .select()
    .from(workshopBookings)
    .where(
      and(
        eq(workshopBookings.workshopId, workshopId),
        eq(workshopBookings.studentId, studentId),
        eq(workshopBookings.status, 'Completed'),
      ),
    );
  return row;
}

export async function insertFeedback(executor: Executor, values: typeof workshopFeedback.$inferInsert) {
  const [row] = await executor.insert(workshopFeedback).values(values).returning();
  return row!;
}

export async function listFeedbackForAlumni(executor: Executor, alumniId: string, limit = 1000) {
  return executor
    .select({ feedback: workshopFeedback, workshopTitle: workshops.title, studentName: users.name })
    .from(workshopFeedback)
    .innerJoin(workshops, eq(workshops.id, workshopFeedback.workshopId))
    .innerJoin(users, eq(users.id, workshopFeedback.studentId))
    .where(eq(workshopFeedback.alumniId, alumniId))
    .orderBy(desc(workshopFeedback.submittedAt))
    .limit(limit);
}

/** Confirmed bookings of workshops starting within the window that have had no reminder; leased with SKIP LOCKED. */
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
