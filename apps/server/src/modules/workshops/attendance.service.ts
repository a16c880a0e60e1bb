import {
  type CompleteWorkshopInput,
  WAITLIST_MAIL_MESSAGES as M,
  WORKSHOP_MESSAGES as W,
} from '@mentorbridge/shared';
import { linkBaseUrl } from '../../config';
import { recordAudit } from '../../platform/audit/audit-log';
import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/database';
import { AppError, badRequest } from '../../platform/errors';
import { insertMail } from '../../platform/mail/outbox.repository';
import { findUsersBasics } from '../../platform/users/users.repository';
import { awardPoints } from '../leaderboard/leaderboard.module';
import { listBookingsIn, markNoShows, moveBookings } from './bookings.repository';
import { waitlistClosedMail } from './waitlist.mails';
import { closeWaitlist } from './waitlist.repository';
import { bookingCancelledMail } from './workshops.mails';
import { updateWorkshop, type WorkshopRow } from './workshops.repository';
import { lockOwnWorkshop } from './workshops.service';

/**
 * Completing before the start stays allowed, as the spec's client asks nothing and sends no body; the web
 * client asks the host to confirm, and the log keeps the act with the time it was scheduled for.
 */
async function recordEarlyCompletion(tx: Executor, alumni: AuthUser, workshop: WorkshopRow, now: Date) {
  if (now.getTime() >= workshop.scheduledAt.getTime()) return;
  await recordAudit(
    tx,
    alumni,
    {
      action: 'workshop.complete_early',
      targetType: 'workshop',
      targetId: workshop.id,
      targetLabel: workshop.title,
      after: { scheduledDate: workshop.scheduledAt.toISOString(), completedAt: now.toISOString() },
    },
    now,
  );
}

/** Irreversible: opens feedback to attendees and closes the waitlist; an unmarked confirmed booking attended. */
export async function completeWorkshop(
  ctx: AppContext,
  alumni: AuthUser,
  id: string,
  input: CompleteWorkshopInput = { attendance: [] },
) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const workshop = await lockOwnWorkshop(tx, alumni, id);
    if (!workshop.isActive || workshop.completedAt) throw new AppError('UNPROCESSABLE', W.notUpcoming);
    if (workshop.confirmedCount === 0) throw new AppError('UNPROCESSABLE', W.completeNeedsConfirmed);
    const confirmedIds = new Set((await listBookingsIn(tx, id, ['Confirmed'])).map((booking) => booking.id));
    if (input.attendance.some((mark) => !confirmedIds.has(mark.bookingId))) {
      throw badRequest(W.attendanceUnknownBooking);
    }
    const noShows = new Set(
      input.attendance.filter((mark) => mark.status === 'no-show').map((mark) => mark.bookingId),
    );
    await updateWorkshop(tx, id, { completedAt: now, updatedAt: now });
    await recordEarlyCompletion(tx, alumni, workshop, now);
    // Students still waiting (or holding a seat) will never get one: they are told the queue is closed.
    const waiting = await findUsersBasics(tx, await closeWaitlist(tx, id, now));
    await insertMail(
      tx,
      waiting.map((student) => waitlistClosedMail(student, workshop, linkBaseUrl(ctx.config))),
      now,
    );
    const completed = await moveBookings(tx, id, ['Confirmed'], { status: 'Completed' });
    await markNoShows(tx, id, [...noShows]);
    const attended = completed.filter((booking) => !noShows.has(booking.id));
    await awardPoints(ctx, tx, alumni.id, { kind: 'workshop_hosted', sourceType: 'workshop', sourceId: id });
    for (const booking of attended) {
      await awardPoints(ctx, tx, alumni.id, {
        kind: 'workshop_attendee',
        sourceType: 'workshop_booking',
        sourceId: booking.id,
      });
    }
    // Bookings never confirmed cannot happen any more: their students are told, as on any cancellation.
    const unconfirmed = await moveBookings(tx, id, ['Pending'], { status: 'Cancelled', decidedAt: now });
    const unconfirmedStudents = await findUsersBasics(
      tx,
      unconfirmed.map((booking) => booking.studentId),
    );
    await insertMail(
      tx,
      unconfirmedStudents.map((student) =>
        bookingCancelledMail(student, workshop, M.unconfirmedAtCompletion, linkBaseUrl(ctx.config)),
      ),
      now,
    );
  });
  ctx.mail.notify();
  return { success: true as const, message: W.completed };
}
