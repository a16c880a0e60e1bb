import { and, asc, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { mentorSessionReviews } from '../../db/schema/mentor-reviews';
import { mentorAvailability, mentorSessions } from '../../db/schema/mentor-sessions';
import { mentorshipRequests } from '../../db/schema/mentorship';
import { alumniProfiles } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';
import { workshops } from '../../db/schema/workshops';
import type { Db, Executor } from '../../platform/db/database';
import { prepared } from '../../platform/db/prepared';
import type { BusyInterval } from './slots';

export type AvailabilityRow = typeof mentorAvailability.$inferSelect;
export type SessionRow = typeof mentorSessions.$inferSelect;

const availabilityColumns = {
  sessionMinutes: mentorAvailability.sessionMinutes,
  bufferMinutes: mentorAvailability.bufferMinutes,
  minNoticeHours: mentorAvailability.minNoticeHours,
  weeklyCap: mentorAvailability.weeklyCap,
  weeklyHours: mentorAvailability.weeklyHours,
  blockedDates: mentorAvailability.blockedDates,
  meetingLink: mentorAvailability.meetingLink,
  updatedAt: mentorAvailability.updatedAt,
};

function setupColumns(viewerId: unknown) {
  return {
    id: users.id,
    name: users.name,
    timeZone: alumniProfiles.timeZone,
    availability: availabilityColumns,
    hasMentorship: sql<boolean>`exists (
      select 1 from ${mentorshipRequests}
      where ${mentorshipRequests.alumniId} = ${users.id} and ${mentorshipRequests.studentId} = ${viewerId}
        and ${mentorshipRequests.status} in ('accepted', 'archived')
        and ${mentorshipRequests.acceptedAt} is not null)`,
  };
}

/** One statement: the alumni, their zone and hours, and whether `viewerId` holds an open mentorship. */
export async function findMentorSetup(executor: Executor, alumniId: string, viewerId: string) {
  const [row] = await executor
    .select(setupColumns(viewerId))
    .from(users)
    .leftJoin(alumniProfiles, eq(alumniProfiles.userId, users.id))
    .leftJoin(mentorAvailability, eq(mentorAvailability.alumniId, users.id))
    .where(and(eq(users.id, alumniId), eq(users.role, 'alumni'), eq(users.isActive, true)));
  return row;
}

/**
 * Taken under this lock, bookings of one alumni run one at a time, so the weekly cap holds under races.
 * Only an active alumni's row: a deactivated mentor takes no bookings.
 */
export async function lockAvailability(executor: Executor, alumniId: string) {
  const [row] = await executor
    .select({ ...availabilityColumns, timeZone: alumniProfiles.timeZone })
    .from(mentorAvailability)
    .innerJoin(
      users,
      and(eq(users.id, mentorAvailability.alumniId), sql`${users.isActive} and ${users.role} = 'alumni'`),
    )
    .leftJoin(alumniProfiles, eq(alumniProfiles.userId, mentorAvailability.alumniId))
    .where(eq(mentorAvailability.alumniId, alumniId))
    .for('update', { of: mentorAvailability });
  return row;
}

/** Undefined when the alumni has no profile row yet: the zone lives there, and a bare row is no profile. */
export async function saveAvailability(
  executor: Executor,
  alumniId: string,
  values: Omit<typeof mentorAvailability.$inferInsert, 'alumniId'>,
  timeZone: string,
) {
  const [profile] = await executor
    .update(alumniProfiles)
    .set({ timeZone })
    .where(eq(alumniProfiles.userId, alumniId))
    .returning({ userId: alumniProfiles.userId });
  if (!profile) return undefined;
  const [row] = await executor
    .insert(mentorAvailability)
    .values({ alumniId, ...values })
    .onConflictDoUpdate({ target: mentorAvailability.alumniId, set: values })
    .returning();
  return row!;
}

interface BusyRow {
  starts_at: string | Date;
  ends_at: string | Date;
  is_session: boolean;
}

type SessionMoved = { sessionId: string; viewerId: string };

/**
 * An alumni's sessions (but the one being moved) and workshops that overlap the range. The values are
 * parameters or a prepared statement's placeholders; the range's ends are ISO strings.
 */
function busyQuery(alumniId: unknown, from: unknown, to: unknown, except?: SessionMoved) {
  const start = sql`${from}::timestamptz`;
  const end = sql`${to}::timestamptz`;
  const moved = except
    ? sql`and not (${mentorSessions.id} = ${except.sessionId} and ${except.viewerId} in (${mentorSessions.studentId}, ${mentorSessions.alumniId}))`
    : sql``;
  const workshopEnd = sql`${workshops.scheduledAt} + ${workshops.duration} * interval '1 minute'`;
  return sql`
    select ${mentorSessions.startsAt} as starts_at, ${mentorSessions.endsAt} as ends_at, true as is_session
    from ${mentorSessions}
    where ${mentorSessions.alumniId} = ${alumniId} and ${mentorSessions.status} <> 'cancelled'
      and ${mentorSessions.startsAt} < ${end} and ${mentorSessions.endsAt} > ${start} ${moved}
    union all
    select ${workshops.scheduledAt}, ${workshopEnd}, false
    from ${workshops}
    where ${workshops.alumniId} = ${alumniId} and ${workshops.isActive}
      and ${workshops.scheduledAt} < ${end} and ${workshopEnd} > ${start}`;
}

const toBusy = (row: BusyRow): BusyInterval => ({
  start: new Date(row.starts_at),
  end: new Date(row.ends_at),
  isSession: row.is_session,
});

/**
 * One statement: the alumni's sessions that are not cancelled and their active workshops in the range.
 * `except` leaves out one session, only when `viewerId` takes part in it: the one being moved.
 */
export async function listBusy(
  executor: Executor,
  alumniId: string,
  from: Date,
  to: Date,
  except?: SessionMoved,
): Promise<BusyInterval[]> {
  const result = await executor.execute(busyQuery(alumniId, from.toISOString(), to.toISOString(), except));
  return (result as unknown as { rows: BusyRow[] }).rows.map(toBusy);
}

interface SlotSetupValues {
  alumniId: string;
  viewerId: string;
  isAdmin: boolean;
  /** ISO strings: the range whose busy times are read. */
  from: string;
  to: string;
}

const slotSetupPlaceholders = {
  alumniId: sql.placeholder('alumniId'),
  viewerId: sql.placeholder('viewerId'),
  isAdmin: sql.placeholder('isAdmin'),
  from: sql.placeholder('from'),
  to: sql.placeholder('to'),
};

function slotSetupQuery(
  executor: Executor,
  values: SlotSetupValues | typeof slotSetupPlaceholders,
  except?: SessionMoved,
) {
  const columns = setupColumns(values.viewerId);
  const busy = busyQuery(values.alumniId, values.from, values.to, except);
  return executor
    .select({
      ...columns,
      busy: sql<
        BusyRow[] | null
      >`case when ${values.isAdmin} or ${users.id} = ${values.viewerId} or ${columns.hasMentorship}
        then (select json_agg(busy) from (${busy}) busy) end`,
    })
    .from(users)
    .leftJoin(alumniProfiles, eq(alumniProfiles.userId, users.id))
    .leftJoin(mentorAvailability, eq(mentorAvailability.alumniId, users.id))
    .where(and(eq(users.id, values.alumniId), eq(users.role, 'alumni'), eq(users.isActive, true)));
}

/**
 * The mentor's setup and, in the same statement, what is busy in the range: a slot list is one statement,
 * prepared (its plan costs more than its run) unless a session being moved is left out.
 * The busy times are read only for a viewer who may see the slots (the alumni, an admin, a mentee).
 */
export async function findSlotSetup(
  db: Db,
  alumniId: string,
  viewer: { id: string; isAdmin: boolean },
  range: { from: Date; to: Date },
  except?: SessionMoved,
) {
  const values = {
    alumniId,
    viewerId: viewer.id,
    isAdmin: viewer.isAdmin,
    from: range.from.toISOString(),
    to: range.to.toISOString(),
  };
  const [row] = except
    ? await slotSetupQuery(db, values, except)
    : await prepared(db, 'slot_setup', () =>
        slotSetupQuery(db, slotSetupPlaceholders).prepare('slot_setup'),
      ).execute(values);
  return row && { ...row, busy: (row.busy ?? []).map(toBusy) };
}

export async function insertSession(executor: Executor, values: typeof mentorSessions.$inferInsert) {
  const [row] = await executor.insert(mentorSessions).values(values).returning({ id: mentorSessions.id });
  return row!;
}

const bookingStudent = alias(users, 'booking_student');
const bookingAlumni = alias(users, 'booking_alumni');

/**
 * One statement for a booking's start: the mentorship share-locked (ending a mentorship waits for a booking in
 * flight, then cancels what it booked; a booking that starts after the end reads `ended`), the alumni's
 * availability locked for update (as `lockAvailability`: bookings of one alumni run one at a time), the
 * alumni's zone, and both people's names and addresses for the mails. `isBookable` is false when the alumni
 * keeps no hours or is no active alumni. What is busy is read by the next statement, whose snapshot sees the
 * sessions that a booking holding the lock before committed.
 */
export async function lockBooking(executor: Executor, mentorshipId: string) {
  const locked = executor
    .select({ ...availabilityColumns, lockedFor: mentorAvailability.alumniId })
    .from(mentorAvailability)
    .where(eq(mentorAvailability.alumniId, mentorshipRequests.alumniId))
    .for('update')
    .as('locked');
  const [row] = await executor
    .select({
      id: mentorshipRequests.id,
      studentId: mentorshipRequests.studentId,
      alumniId: mentorshipRequests.alumniId,
      status: mentorshipRequests.status,
      acceptedAt: mentorshipRequests.acceptedAt,
      student: { name: bookingStudent.name, email: bookingStudent.email },
      alumni: { name: bookingAlumni.name, email: bookingAlumni.email },
      isBookable: sql<boolean>`${locked.lockedFor} is not null
        and ${bookingAlumni.isActive} and ${bookingAlumni.role} = 'alumni'`,
      timeZone: alumniProfiles.timeZone,
      availability: {
        sessionMinutes: locked.sessionMinutes,
        bufferMinutes: locked.bufferMinutes,
        minNoticeHours: locked.minNoticeHours,
        weeklyCap: locked.weeklyCap,
        weeklyHours: locked.weeklyHours,
        blockedDates: locked.blockedDates,
        meetingLink: locked.meetingLink,
        updatedAt: locked.updatedAt,
      },
    })
    .from(mentorshipRequests)
    .innerJoin(bookingStudent, eq(bookingStudent.id, mentorshipRequests.studentId))
    .innerJoin(bookingAlumni, eq(bookingAlumni.id, mentorshipRequests.alumniId))
    .leftJoin(alumniProfiles, eq(alumniProfiles.userId, mentorshipRequests.alumniId))
    .leftJoinLateral(locked, sql`true`)
    .where(eq(mentorshipRequests.id, mentorshipId))
    .for('share', { of: mentorshipRequests });
  return row;
}

/**
 * One statement: the session and, as data-modifying parts of the same statement, its notifications and mails;
 * the exclusion constraint refusing the session refuses them all.
 */
export function insertSessionStatement(executor: Executor, values: typeof mentorSessions.$inferInsert) {
  return executor.insert(mentorSessions).values(values);
}

export async function lockSession(executor: Executor, id: string) {
  const [row] = await executor.select().from(mentorSessions).where(eq(mentorSessions.id, id)).for('update');
  return row;
}

/** The session under lock, with the alumni's default link that stands in for a session without its own. */
export async function lockSessionWithDefaultLink(executor: Executor, id: string) {
  const [row] = await executor
    .select({
      alumniId: mentorSessions.alumniId,
      status: mentorSessions.status,
      endsAt: mentorSessions.endsAt,
      meetingLink: mentorSessions.meetingLink,
      calendarSequence: mentorSessions.calendarSequence,
      defaultLink: mentorAvailability.meetingLink,
    })
    .from(mentorSessions)
    .leftJoin(mentorAvailability, eq(mentorAvailability.alumniId, mentorSessions.alumniId))
    .where(eq(mentorSessions.id, id))
    .for('update', { of: mentorSessions });
  return row;
}

export async function updateSession(
  executor: Executor,
  id: string,
  patch: Partial<typeof mentorSessions.$inferInsert>,
) {
  await executor.update(mentorSessions).set(patch).where(eq(mentorSessions.id, id));
}

const student = alias(users, 'session_student');
const alumni = alias(users, 'session_alumni');

export type SessionScope = 'upcoming' | 'past' | 'all';

/** One statement: a user's sessions as either side, with both names and the alumni's default link. */
export function listSessions(
  executor: Executor,
  options: { userId?: string; sessionIds?: string[]; scope: SessionScope; now: Date },
) {
  return selectSessions(executor, options, {});
}

/** One session as `listSessions` answers it, with both people's e-mail for the mails of a change. */
export async function findSessionWithEmails(executor: Executor, id: string, now: Date) {
  const [row] = await selectSessions(
    executor,
    { sessionIds: [id], scope: 'all', now },
    { studentEmail: sql<string>`${student.email}`, alumniEmail: sql<string>`${alumni.email}` },
  );
  return row;
}

function selectSessions<Extra extends Record<string, SQL<string>>>(
  executor: Executor,
  options: { userId?: string; sessionIds?: string[]; scope: SessionScope; now: Date },
  extra: Extra,
) {
  const { userId, sessionIds, scope, now } = options;
  const conditions = [
    userId ? or(eq(mentorSessions.studentId, userId), eq(mentorSessions.alumniId, userId)) : undefined,
    sessionIds ? inArray(mentorSessions.id, sessionIds) : undefined,
    scope === 'upcoming' ? gt(mentorSessions.endsAt, now) : undefined,
    scope === 'past' ? lte(mentorSessions.endsAt, now) : undefined,
  ];
  return executor
    .select({
      id: mentorSessions.id,
      mentorshipId: mentorSessions.mentorshipId,
      studentId: mentorSessions.studentId,
      studentName: student.name,
      alumniId: mentorSessions.alumniId,
      alumniName: alumni.name,
      startsAt: mentorSessions.startsAt,
      endsAt: mentorSessions.endsAt,
      timeZone: mentorSessions.timeZone,
      // Past its end a booked session reads as completed before the completion job (every minute) marks it.
      status: sql<
        SessionRow['status']
      >`case when ${mentorSessions.status} = 'booked' and ${mentorSessions.endsAt} <= ${now.toISOString()}::timestamptz then 'completed' else ${mentorSessions.status} end`,
      meetingLink: sql<
        string | null
      >`coalesce(${mentorSessions.meetingLink}, ${mentorAvailability.meetingLink})`,
      cancelReason: mentorSessions.cancelReason,
      cancelledBy: mentorSessions.cancelledBy,
      cancelledAt: mentorSessions.cancelledAt,
      calendarSequence: mentorSessions.calendarSequence,
      rescheduleReason: mentorSessions.rescheduleReason,
      rescheduledBy: mentorSessions.rescheduledBy,
      rescheduledAt: mentorSessions.rescheduledAt,
      createdAt: mentorSessions.createdAt,
      review: {
        id: mentorSessionReviews.id,
        rating: mentorSessionReviews.rating,
        review: mentorSessionReviews.review,
        status: mentorSessionReviews.status,
        createdAt: mentorSessionReviews.createdAt,
        updatedAt: mentorSessionReviews.updatedAt,
      },
      ...extra,
    })
    .from(mentorSessions)
    .innerJoin(student, eq(student.id, mentorSessions.studentId))
    .innerJoin(alumni, eq(alumni.id, mentorSessions.alumniId))
    .leftJoin(mentorAvailability, eq(mentorAvailability.alumniId, mentorSessions.alumniId))
    .leftJoin(mentorSessionReviews, eq(mentorSessionReviews.sessionId, mentorSessions.id))
    .where(and(...conditions))
    .orderBy(scope === 'past' ? desc(mentorSessions.startsAt) : asc(mentorSessions.startsAt))
    .limit(500);
}
export type SessionListRow = Awaited<ReturnType<typeof listSessions>>[number];

export type ReminderKind = '24h' | '1h';

const REMINDER_AHEAD_MS: Record<ReminderKind, number> = { '24h': 24 * 60 * 60_000, '1h': 60 * 60_000 };

/**
 * Marks due reminders as sent and returns their sessions. The update re-checks that the column is still null,
 * so of two runners racing for one reminder only one gets the row back. A 24 h reminder is not due once the
 * 1 h one is.
 */
export async function claimDueReminders(executor: Executor, kind: ReminderKind, now: Date, limit: number) {
  const column = kind === '24h' ? mentorSessions.reminder24hSentAt : mentorSessions.reminder1hSentAt;
  const due = executor
    .select({ id: mentorSessions.id })
    .from(mentorSessions)
    .where(
      and(
        eq(mentorSessions.status, 'booked'),
        isNull(column),
        gt(mentorSessions.startsAt, new Date(now.getTime() + (kind === '24h' ? REMINDER_AHEAD_MS['1h'] : 0))),
        lte(mentorSessions.startsAt, new Date(now.getTime() + REMINDER_AHEAD_MS[kind])),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await executor
    .update(mentorSessions)
    .set(kind === '24h' ? { reminder24hSentAt: now } : { reminder1hSentAt: now })
    .where(and(inArray(mentorSessions.id, due), isNull(column)))
    .returning({ id: mentorSessions.id });
  return rows.map((row) => row.id);
}

/** The demo data's pairs: their mentorship that was accepted (it may have been archived since). */
export async function findAcceptedMentorship(executor: Executor, studentId: string, alumniId: string) {
  const [row] = await executor
    .select({ id: mentorshipRequests.id })
    .from(mentorshipRequests)
    .where(
      and(
        eq(mentorshipRequests.studentId, studentId),
        eq(mentorshipRequests.alumniId, alumniId),
        sql`${mentorshipRequests.acceptedAt} is not null`,
      ),
    )
    .limit(1);
  return row;
}
