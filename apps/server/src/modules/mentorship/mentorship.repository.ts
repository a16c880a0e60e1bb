import type { RequestStatus } from '@mentorbridge/shared';
import { and, count, desc, eq, ilike, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { mentorResponsiveness, mentorshipRequests } from '../../db/schema/mentorship';
import { alumniProfiles, studentProfiles } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';
import type { Db, Executor } from '../../platform/db/database';
import { prepared } from '../../platform/db/prepared';

export type RequestRow = typeof mentorshipRequests.$inferSelect;

export async function countPending(executor: Executor, studentId: string): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(mentorshipRequests)
    .where(and(eq(mentorshipRequests.studentId, studentId), eq(mentorshipRequests.status, 'pending')));
  return row?.n ?? 0;
}

const requestingStudent = alias(users, 'requesting_student');

/**
 * One statement: the student's row locked until the transaction ends (serialises one student's sends, so the
 * pending cap holds under concurrency), and the active alumni the request goes to with whether they are paused
 * for not answering; undefined when there is no such alumni.
 */
export async function lockStudentFindingAlumni(executor: Executor, studentId: string, alumniId: string) {
  const alumni = executor
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      isPaused: sql<boolean>`${mentorResponsiveness.pausedAt} is not null`.as('is_paused'),
    })
    .from(users)
    .leftJoin(mentorResponsiveness, eq(mentorResponsiveness.userId, users.id))
    .where(and(eq(users.id, alumniId), eq(users.role, 'alumni'), eq(users.isActive, true)))
    .as('requested_alumni');
  const [row] = await executor
    .select({ id: alumni.id, name: alumni.name, email: alumni.email, isPaused: alumni.isPaused })
    .from(requestingStudent)
    .leftJoin(alumni, sql`true`)
    .where(eq(requestingStudent.id, studentId))
    .for('update', { of: requestingStudent });
  return row?.id ? { id: row.id, name: row.name!, email: row.email!, isPaused: row.isPaused! } : undefined;
}

export async function insertRequest(executor: Executor, values: typeof mentorshipRequests.$inferInsert) {
  const [row] = await executor.insert(mentorshipRequests).values(values).returning();
  return row!;
}

/** The request as an insert to run alongside its mail (outbox.repository.ts): one statement for both. */
export function insertRequestStatement(executor: Executor, values: typeof mentorshipRequests.$inferInsert) {
  return executor.insert(mentorshipRequests).values(values);
}

export async function findRequest(executor: Executor, id: string) {
  const [row] = await executor.select().from(mentorshipRequests).where(eq(mentorshipRequests.id, id));
  return row;
}

/** A single conditional UPDATE: atomic. */
export async function transitionRequest(
  executor: Executor,
  id: string,
  alumniId: string,
  from: RequestStatus[],
  patch: Partial<typeof mentorshipRequests.$inferInsert>,
) {
  const [row] = await executor
    .update(mentorshipRequests)
    .set(patch)
    .where(
      and(
        eq(mentorshipRequests.id, id),
        eq(mentorshipRequests.alumniId, alumniId),
        inArray(mentorshipRequests.status, from),
      ),
    )
    .returning();
  return row;
}

export async function deletePendingRequest(executor: Executor, id: string, studentId: string) {
  const [row] = await executor
    .delete(mentorshipRequests)
    .where(
      and(
        eq(mentorshipRequests.id, id),
        eq(mentorshipRequests.studentId, studentId),
        eq(mentorshipRequests.status, 'pending'),
      ),
    )
    .returning();
  return row;
}

export async function listStudentRequests(executor: Executor, studentId: string) {
  return executor
    .select({
      request: mentorshipRequests,
      alumni: {
        id: users.id,
        name: users.name,
        email: users.email,
        avatar: users.avatar,
        currentCompany: alumniProfiles.currentCompany,
        currentPosition: alumniProfiles.currentPosition,
        phoneNumber: alumniProfiles.phoneNumber,
        contactPreference: alumniProfiles.contactPreference,
        linkedinProfile: alumniProfiles.linkedinProfile,
      },
    })
    .from(mentorshipRequests)
    .innerJoin(users, eq(users.id, mentorshipRequests.alumniId))
    .leftJoin(alumniProfiles, eq(alumniProfiles.userId, mentorshipRequests.alumniId))
    .where(eq(mentorshipRequests.studentId, studentId))
    .orderBy(desc(mentorshipRequests.createdAt));
}

export const ALUMNI_REQUESTS_CAP = 500;

export async function listAlumniRequests(db: Db, alumniId: string, status?: RequestStatus) {
  const name = status ? 'alumni_requests_by_status' : 'alumni_requests';
  const statement = prepared(db, name, () =>
    db
      .select({
        request: mentorshipRequests,
        student: { id: users.id, name: users.name, email: users.email, avatar: users.avatar },
        profile: studentProfiles,
      })
      .from(mentorshipRequests)
      .innerJoin(users, eq(users.id, mentorshipRequests.studentId))
      .leftJoin(studentProfiles, eq(studentProfiles.userId, mentorshipRequests.studentId))
      .where(
        and(
          eq(mentorshipRequests.alumniId, sql.placeholder('alumniId')),
          status ? eq(mentorshipRequests.status, sql.placeholder('status')) : undefined,
        ),
      )
      .orderBy(desc(mentorshipRequests.createdAt))
      .limit(ALUMNI_REQUESTS_CAP)
      .prepare(name),
  );
  return statement.execute(status ? { alumniId, status } : { alumniId });
}

export async function countByStatus(executor: Executor, column: 'alumniId' | 'studentId', id: string) {
  return executor
    .select({ status: mentorshipRequests.status, n: count() })
    .from(mentorshipRequests)
    .where(eq(mentorshipRequests[column], id))
    .groupBy(mentorshipRequests.status);
}

const studentUser = alias(users, 'student_user');
const alumniUser = alias(users, 'alumni_user');

export async function listAllRequests(
  executor: Executor,
  filter: { status?: RequestStatus; q?: string; limit: number; offset: number },
) {
  const conditions: Array<SQL | undefined> = [
    filter.status ? eq(mentorshipRequests.status, filter.status) : undefined,
  ];
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(or(ilike(studentUser.name, pattern), ilike(alumniUser.name, pattern)));
  }
  return executor
    .select({
      request: mentorshipRequests,
      student: { id: studentUser.id, name: studentUser.name },
      alumni: { id: alumniUser.id, name: alumniUser.name },
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(mentorshipRequests)
    .innerJoin(studentUser, eq(studentUser.id, mentorshipRequests.studentId))
    .innerJoin(alumniUser, eq(alumniUser.id, mentorshipRequests.alumniId))
    .where(and(...conditions))
    .orderBy(desc(mentorshipRequests.createdAt), desc(mentorshipRequests.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

/** SKIP LOCKED: a request an alumni is answering right now is left for the next run. */
export async function archiveStalePending(executor: Executor, cutoff: Date, now: Date, limit: number) {
  const stale = executor
    .select({ id: mentorshipRequests.id })
    .from(mentorshipRequests)
    .where(and(eq(mentorshipRequests.status, 'pending'), lt(mentorshipRequests.createdAt, cutoff)))
    .orderBy(mentorshipRequests.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return executor
    .update(mentorshipRequests)
    .set({ status: 'archived', archivedAt: now, autoArchived: true })
    .where(and(inArray(mentorshipRequests.id, stale), eq(mentorshipRequests.status, 'pending')))
    .returning();
}

export async function hasAcceptedRequest(
  executor: Executor,
  studentId: string,
  alumniId: string,
): Promise<boolean> {
  const [row] = await executor
    .select({ id: mentorshipRequests.id })
    .from(mentorshipRequests)
    .where(
      and(
        eq(mentorshipRequests.studentId, studentId),
        eq(mentorshipRequests.alumniId, alumniId),
        isNotNull(mentorshipRequests.acceptedAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}
