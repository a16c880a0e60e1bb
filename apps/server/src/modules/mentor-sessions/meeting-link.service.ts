import { MENTOR_SESSION_MESSAGES as M, type SessionMeetingLink } from '@mentorbridge/shared';
import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import { isUuid } from '../../platform/db/errors';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { lockSessionWithDefaultLink, updateSession } from './mentor-sessions.repository';
import { readSession, tellPair } from './mentor-sessions.service';

/**
 * Only the session's alumni, while it is booked and not over; null goes back to the alumni's default link.
 * The default typed in is stored as null, so a later change of the default still reaches the session. When the
 * link the student would use changes, that is an update of the event: SEQUENCE rises and the student gets the
 * new invitation. A value that leaves it as it was (the default typed in, the same link again) tells nobody.
 */
export async function setSessionMeetingLink(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  input: SessionMeetingLink,
) {
  if (!isUuid(id)) throw notFound(M.sessionNotFound);
  const now = ctx.clock.now();
  const isMoved = await ctx.db.transaction(async (tx) => {
    const session = await lockSessionWithDefaultLink(tx, id);
    if (!session) throw notFound(M.sessionNotFound);
    if (session.alumniId !== user.id) throw forbidden(M.meetingLinkNotYours);
    if (session.status !== 'booked') throw new AppError('UNPROCESSABLE', M.meetingLinkNotBooked);
    if (session.endsAt <= now) throw new AppError('UNPROCESSABLE', M.meetingLinkSessionOver);
    const own = input.meetingLink === session.defaultLink ? null : input.meetingLink;
    if (session.meetingLink === own) return false;
    const effective = (link: string | null) => link ?? session.defaultLink;
    const moves = effective(session.meetingLink) !== effective(own);
    await updateSession(tx, id, {
      meetingLink: own,
      ...(moves ? { calendarSequence: session.calendarSequence + 1 } : {}),
      updatedAt: now,
    });
    if (moves) await tellPair(ctx, tx, id, { kind: 'link_changed' }, now);
    return moves;
  });
  if (isMoved) ctx.mail.notify();
  return {
    success: true as const,
    message: input.meetingLink ? M.meetingLinkSaved : M.meetingLinkCleared,
    data: await readSession(ctx, id),
  };
}
