import { MENTORSHIP_SPACE_MESSAGES as M, type SaveSessionNotes } from '@mentorbridge/shared';
import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import { isUuid } from '../../platform/db/errors';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { refuseAdmin, sideOf } from './mentorship-space.access';
import { findSessionForNotes, upsertNotes } from './mentorship-space.repository';
import { toNotes } from './mentorship-space.views';

/**
 * The student writes a private note and the shared one; the alumni only the shared one (a private note from
 * the alumni is refused with 403 rather than dropped, so a client cannot believe it was kept).
 */
export async function saveSessionNotes(
  ctx: AppContext,
  user: AuthUser,
  sessionId: string,
  input: SaveSessionNotes,
) {
  refuseAdmin(user);
  if (!isUuid(sessionId)) throw notFound(M.sessionNotFound);
  const now = ctx.clock.now();
  const { row, side } = await ctx.db.transaction(async (tx) => {
    const session = await findSessionForNotes(tx, sessionId);
    if (!session) throw notFound(M.sessionNotFound);
    const writer = sideOf(session, user.id);
    if (!writer) throw forbidden(M.notMember);
    if (input.privateNote !== undefined && writer !== 'student') throw forbidden(M.privateNoteStudentOnly);
    if (session.mentorshipStatus === 'ended') throw new AppError('UNPROCESSABLE', M.ended);
    return { row: await upsertNotes(tx, sessionId, { ...input, side: writer, now }), side: writer };
  });
  return {
    success: true as const,
    message: M.notesSaved,
    data: { sessionId, ...toNotes(row, side === 'student') },
  };
}
