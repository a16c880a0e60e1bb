import {
  MENTOR_SESSION_LIMITS as L,
  MENTOR_SESSION_MESSAGES as M,
  type RescheduleSession,
} from '@mentorbridge/shared';
import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import { isExclusionViolation, isUuid } from '../../platform/db/errors';
import { AppError, conflict, notFound } from '../../platform/errors';
import { listBusy, lockAvailability, lockSession, updateSession } from './mentor-sessions.repository';
import { HOUR_MS, rulesOf, sideOf, tellPair, toAvailability } from './mentor-sessions.service';
import { refusalOf, slotRange } from './slots';

/**
 * Either side, under the same cut-off as cancel. The new start must be offered with the session's own time
 * counted free; the availability lock and the exclusion constraint guard racing moves as they guard bookings.
 * The session keeps its UID and length; SEQUENCE rises and both reminders are due again.
 */
export async function rescheduleSession(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  input: RescheduleSession,
) {
  if (!isUuid(id)) throw notFound(M.sessionNotFound);
  const now = ctx.clock.now();
  const start = new Date(input.start);
  let moved: Awaited<ReturnType<typeof tellPair>>;
  try {
    moved = await ctx.db.transaction(async (tx) => {
      const session = await lockSession(tx, id);
      const side = session ? sideOf(session, user.id) : null;
      if (!session || !side) throw notFound(M.sessionNotFound);
      if (session.status !== 'booked') throw conflict(M.notBooked);
      if (session.startsAt.getTime() - now.getTime() < L.cancelCutoffHours * HOUR_MS) {
        throw new AppError('UNPROCESSABLE', M.rescheduleTooLate);
      }
      if (start.getTime() === session.startsAt.getTime()) throw new AppError('UNPROCESSABLE', M.sameStart);
      const locked = await lockAvailability(tx, session.alumniId);
      if (!locked) throw conflict(M.mentorNotBooking);
      const availability = toAvailability(locked, locked.timeZone ?? ctx.config.PLATFORM_TIME_ZONE);
      const range = slotRange(now);
      const busy = await listBusy(tx, session.alumniId, range.busyFrom, range.busyTo, {
        sessionId: id,
        viewerId: user.id,
      });
      const refusal = refusalOf(rulesOf(availability), busy, now, start.getTime());
      if (refusal) throw conflict(refusal === 'cap' ? M.weeklyCapReached : M.slotUnavailable);
      const previousStart = session.startsAt;
      await updateSession(tx, id, {
        startsAt: start,
        endsAt: new Date(start.getTime() + (session.endsAt.getTime() - session.startsAt.getTime())),
        calendarSequence: session.calendarSequence + 1,
        rescheduleReason: input.reason,
        rescheduledBy: side,
        rescheduledAt: now,
        reminder24hSentAt: null,
        reminder1hSentAt: null,
        updatedAt: now,
      });
      return tellPair(
        ctx,
        tx,
        id,
        { kind: 'rescheduled', actor: side, reason: input.reason, previousStart },
        now,
      );
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw conflict(M.slotTaken);
    throw error;
  }
  ctx.mail.notify();
  return { success: true as const, message: M.rescheduled, data: moved };
}
