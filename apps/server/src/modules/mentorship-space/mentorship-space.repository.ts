import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { mentorAvailability, mentorSessions } from '../../db/schema/mentor-sessions';
import { mentorshipRequests } from '../../db/schema/mentorship';
import { mentorSessionNotes, mentorshipGoals } from '../../db/schema/mentorship-space';
import { alumniProfiles } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';
import type { Executor } from '../../platform/db/database';

const m = mentorshipRequests;
const g = mentorshipGoals;
const n = mentorSessionNotes;
const s = mentorSessions;

export type GoalRow = typeof mentorshipGoals.$inferSelect;
export type NotesRow = typeof mentorSessionNotes.$inferSelect;
export type Side = 'student' | 'alumni';

/** Timestamps arrive as JSON text from `json_build_object`. */
export interface GoalJson {
  id: string;
  text: string;
  isDone: boolean;
  doneAt: string | null;
  createdBy: Side;
  createdAt: string;
}

const student = alias(users, 'space_student');
const alumni = alias(users, 'space_alumni');

/** One statement: the mentorship, both people, the alumni's position, and the goals in the order added. */
export async function findSpace(executor: Executor, id: string) {
  const [row] = await executor
    .select({
      id: m.id,
      studentId: m.studentId,
      alumniId: m.alumniId,
      status: m.status,
      requestType: m.requestType,
      acceptedAt: m.acceptedAt,
      endedAt: m.endedAt,
      endedBy: m.endedBy,
      closingNote: m.closingNote,
      studentName: student.name,
      studentAvatar: student.avatar,
      alumniName: alumni.name,
      alumniAvatar: alumni.avatar,
      currentPosition: alumniProfiles.currentPosition,
      currentCompany: alumniProfiles.currentCompany,
      goals: sql<GoalJson[]>`coalesce((
        select json_agg(json_build_object(
          'id', ${g.id}, 'text', ${g.text}, 'isDone', ${g.isDone}, 'doneAt', ${g.doneAt},
          'createdBy', ${g.createdBy}, 'createdAt', ${g.createdAt}
        ) order by ${g.createdAt}, ${g.id})
        from ${g} where ${g.mentorshipId} = ${m.id}
      ), '[]'::json)`,
    })
    .from(m)
    .innerJoin(student, eq(student.id, m.studentId))
    .innerJoin(alumni, eq(alumni.id, m.alumniId))
    .leftJoin(alumniProfiles, eq(alumniProfiles.userId, m.alumniId))
    .where(eq(m.id, id));
  return row;
}
export type SpaceRow = NonNullable<Awaited<ReturnType<typeof findSpace>>>;

/**
 * One statement: the mentorship's sessions with their notes. The private note leaves the database only
 * when `viewerId` is the session's student; the service leaves the field out for everyone else as well.
 */
export async function listSpaceSessions(
  executor: Executor,
  mentorshipId: string,
  viewerId: string,
  now: Date,
) {
  const isStudent = sql`${s.studentId} = ${viewerId}`;
  return executor
    .select({
      id: s.id,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      timeZone: s.timeZone,
      status: sql<(typeof s.$inferSelect)['status']>`case
        when ${s.status} = 'booked' and ${s.endsAt} <= ${now.toISOString()}::timestamptz then 'completed'
        else ${s.status} end`,
      meetingLink: sql<string | null>`coalesce(${s.meetingLink}, ${mentorAvailability.meetingLink})`,
      cancelReason: s.cancelReason,
      cancelledBy: s.cancelledBy,
      privateNote: sql<string | null>`case when ${isStudent} then ${n.privateNote} end`,
      privateNoteUpdatedAt: sql`case when ${isStudent} then ${n.privateNoteUpdatedAt} end`.mapWith(
        n.privateNoteUpdatedAt,
      ),
      sharedNote: n.sharedNote,
      sharedNoteBy: n.sharedNoteBy,
      sharedNoteUpdatedAt: n.sharedNoteUpdatedAt,
    })
    .from(s)
    .leftJoin(n, eq(n.sessionId, s.id))
    .leftJoin(mentorAvailability, eq(mentorAvailability.alumniId, s.alumniId))
    .where(eq(s.mentorshipId, mentorshipId))
    .orderBy(asc(s.startsAt))
    .limit(500);
}
export type SpaceSessionRow = Awaited<ReturnType<typeof listSpaceSessions>>[number];

/**
 * The mentorship row under a lock: `no key update` serialises goal additions (the count of 20) and ending;
 * `share` only keeps the mentorship from ending until the change commits.
 */
export async function lockMentorship(executor: Executor, id: string, strength: 'no key update' | 'share') {
  const [row] = await executor
    .select({
      id: m.id,
      studentId: m.studentId,
      alumniId: m.alumniId,
      status: m.status,
      acceptedAt: m.acceptedAt,
    })
    .from(m)
    .where(eq(m.id, id))
    .for(strength);
  return row;
}

export async function countGoals(executor: Executor, mentorshipId: string): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(g).where(eq(g.mentorshipId, mentorshipId));
  return row?.n ?? 0;
}

export async function insertGoal(executor: Executor, values: typeof mentorshipGoals.$inferInsert) {
  const [row] = await executor.insert(g).values(values).returning();
  return row!;
}

/** A tick keeps the first time it was ticked; an untick clears it. */
export async function updateGoal(
  executor: Executor,
  mentorshipId: string,
  goalId: string,
  patch: { text?: string; done?: boolean },
  now: Date,
) {
  const [row] = await executor
    .update(g)
    .set({
      ...(patch.text !== undefined ? { text: patch.text } : {}),
      ...(patch.done !== undefined
        ? {
            isDone: patch.done,
            doneAt: patch.done ? sql`coalesce(${g.doneAt}, ${now.toISOString()}::timestamptz)` : null,
          }
        : {}),
      updatedAt: now,
    })
    .where(and(eq(g.id, goalId), eq(g.mentorshipId, mentorshipId)))
    .returning();
  return row;
}

export async function deleteGoal(executor: Executor, mentorshipId: string, goalId: string) {
  const [row] = await executor
    .delete(g)
    .where(and(eq(g.id, goalId), eq(g.mentorshipId, mentorshipId)))
    .returning({ id: g.id });
  return row;
}

/** The session's pair and its mentorship's status, the mentorship share-locked so it cannot end meanwhile. */
export async function findSessionForNotes(executor: Executor, sessionId: string) {
  const [row] = await executor
    .select({ id: s.id, studentId: s.studentId, alumniId: s.alumniId, mentorshipStatus: m.status })
    .from(s)
    .innerJoin(m, eq(m.id, s.mentorshipId))
    .where(eq(s.id, sessionId))
    .for('share', { of: m });
  return row;
}

/**
 * One statement. Only the notes sent are written, so the student's private note and the alumni's shared
 * note never overwrite each other; the shared note's author and time change only when its text does.
 */
export async function upsertNotes(
  executor: Executor,
  sessionId: string,
  change: { privateNote?: string | null; sharedNote?: string | null; side: Side; now: Date },
): Promise<NotesRow> {
  const { privateNote, sharedNote, side, now } = change;
  const values = {
    sessionId,
    privateNote: privateNote ?? null,
    privateNoteUpdatedAt: privateNote ? now : null,
    sharedNote: sharedNote ?? null,
    sharedNoteBy: sharedNote ? side : null,
    sharedNoteUpdatedAt: sharedNote ? now : null,
    updatedAt: now,
  };
  const sharedChanged = sql`${n.sharedNote} is distinct from excluded.shared_note`;
  const privateChanged = sql`${n.privateNote} is distinct from excluded.private_note`;
  const [row] = await executor
    .insert(n)
    .values(values)
    .onConflictDoUpdate({
      target: n.sessionId,
      set: {
        ...(privateNote !== undefined
          ? {
              privateNote: sql`excluded.private_note`,
              privateNoteUpdatedAt: sql`case when ${privateChanged} then excluded.private_note_updated_at else ${n.privateNoteUpdatedAt} end`,
            }
          : {}),
        ...(sharedNote !== undefined
          ? {
              sharedNote: sql`excluded.shared_note`,
              sharedNoteBy: sql`case when ${sharedChanged} then excluded.shared_note_by else ${n.sharedNoteBy} end`,
              sharedNoteUpdatedAt: sql`case when ${sharedChanged} then excluded.shared_note_updated_at else ${n.sharedNoteUpdatedAt} end`,
            }
          : {}),
        updatedAt: now,
      },
    })
    .returning();
  return row!;
}

/** Only from `accepted` (or `archived` after acceptance), under the lock the caller holds. */
export async function markEnded(
  executor: Executor,
  id: string,
  change: { side: Side; closingNote: string; now: Date },
) {
  const [row] = await executor
    .update(m)
    .set({ status: 'ended', endedAt: change.now, endedBy: change.side, closingNote: change.closingNote })
    .where(and(eq(m.id, id), inArray(m.status, ['accepted', 'archived']), isNotNull(m.acceptedAt)))
    .returning({ id: m.id, endedAt: m.endedAt, endedBy: m.endedBy, closingNote: m.closingNote });
  return row;
}
