import {
  type EndMentorship,
  MENTORSHIP_SPACE_MESSAGES as M,
  type MentorshipSpace,
  type SpaceSession,
  type SpaceStatus,
} from '@mentorbridge/shared';
import { linkBaseUrl } from '../../config';
import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import { isUuid } from '../../platform/db/errors';
import { forbidden, notFound } from '../../platform/errors';
import { insertMail } from '../../platform/mail/outbox.repository';
import { findUsersBasics } from '../../platform/users/users.repository';
import { cancelUpcomingSessionsOf } from '../mentor-sessions/mentor-sessions.module';
import { changingSide, refuseAdmin, sideOf } from './mentorship-space.access';
import { endedMail } from './mentorship-space.mails';
import { findSpace, listSpaceSessions, lockMentorship, markEnded } from './mentorship-space.repository';
import { iso, toGoal, toSpaceSession } from './mentorship-space.views';

/** The pair and admins; 404 for an unknown id and for a request the alumni never accepted. */
export async function readSpace(ctx: AppContext, viewer: AuthUser, id: string) {
  if (!isUuid(id)) throw notFound(M.notFound);
  const row = await findSpace(ctx.db, id);
  if (!row || row.acceptedAt === null) throw notFound(M.notFound);
  const side = sideOf(row, viewer.id);
  if (!side && viewer.role !== 'admin') throw forbidden(M.notMember);
  const now = ctx.clock.now();
  const sessions = (await listSpaceSessions(ctx.db, id, viewer.id, now)).map((session) =>
    toSpaceSession(session, side === 'student'),
  );
  const isUpcoming = (session: SpaceSession) => session.status === 'booked';
  const data: MentorshipSpace = {
    _id: row.id,
    // Accepted once: only accepted, ended or archived (after acceptance) reach here.
    status: row.status as SpaceStatus,
    requestType: row.requestType,
    acceptedAt: row.acceptedAt.toISOString(),
    endedAt: iso(row.endedAt),
    endedBy: row.endedBy,
    closingNote: row.closingNote,
    student: { _id: row.studentId, name: row.studentName, avatar: row.studentAvatar },
    alumni: {
      _id: row.alumniId,
      name: row.alumniName,
      avatar: row.alumniAvatar,
      currentPosition: row.currentPosition,
      currentCompany: row.currentCompany,
    },
    viewerRole: side ?? 'admin',
    canEdit: side !== null && row.status !== 'ended',
    goals: row.goals.map(toGoal),
    upcoming: sessions.filter(isUpcoming),
    past: sessions.filter((session) => !isUpcoming(session)).reverse(),
  };
  return { success: true as const, data };
}

/**
 * Either side, once. Under the mentorship's lock: a booking in flight (which share-locks it) commits first
 * and its session is then cancelled with the others; a booking after the end reads `ended`.
 */
export async function endMentorship(ctx: AppContext, user: AuthUser, id: string, input: EndMentorship) {
  refuseAdmin(user);
  if (!isUuid(id)) throw notFound(M.notFound);
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    const row = await lockMentorship(tx, id, 'no key update');
    const side = changingSide(row, user);
    const ended = (await markEnded(tx, id, { side, closingNote: input.closingNote, now }))!;
    const cancelledSessions = await cancelUpcomingSessionsOf(ctx, tx, id, {
      actor: side,
      reason: input.closingNote,
      now,
    });
    const people = await findUsersBasics(tx, [row!.studentId, row!.alumniId]);
    const actor = people.find((person) => person.id === user.id);
    const other = people.find((person) => person.id !== user.id);
    if (actor && other) {
      const mentorship = { id, closingNote: input.closingNote, cancelledSessions };
      await insertMail(tx, [endedMail(other, actor, mentorship, linkBaseUrl(ctx.config))], now);
    }
    return { side, cancelledSessions, endedAt: ended.endedAt! };
  });
  ctx.mail.notify();
  return {
    success: true as const,
    message: M.mentorshipEnded,
    data: {
      _id: id,
      status: 'ended' as const,
      endedAt: result.endedAt.toISOString(),
      endedBy: result.side,
      closingNote: input.closingNote,
      cancelledSessions: result.cancelledSessions,
    },
  };
}
