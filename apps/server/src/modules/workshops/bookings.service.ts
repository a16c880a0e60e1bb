import { randomUUID } from 'node:crypto';
import {
  type BookingDecisionInput,
  type BookWorkshopInput,
  cancelCutoffMessage,
  WORKSHOP_MESSAGES as W,
} from '@mentorbridge/shared';
import { linkBaseUrl } from '../../config';
import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import { isUniqueViolation, isUuid } from '../../platform/db/errors';
import { cappedTotal } from '../../platform/db/paging';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { insertMail, type NewMail } from '../../platform/mail/outbox.repository';
import { findUsersBasics } from '../../platform/users/users.repository';
import {
  countStudentBookings,
  findBooking,
  insertBookingStatement,
  listStudentBookings,
  STUDENT_BOOKINGS_CAP,
  updateBooking,
} from './bookings.repository';
import { bookingWithdrawnMail } from './waitlist.mails';
import { hasWaiting } from './waitlist.repository';
import { offerFreeSeats } from './waitlist.service';
import {
  bookingArrivedMail,
  bookingCancelledMail,
  bookingConfirmedMail,
  workshopIcs,
} from './workshops.mails';
import { findWorkshop, lockWorkshop, lockWorkshopWithHost } from './workshops.repository';
import { isUpcoming, lockOwnWorkshop } from './workshops.service';
import { isInsideCutoff, toStudentBooking } from './workshops.views';

export async function bookWorkshop(ctx: AppContext, student: AuthUser, id: string, input: BookWorkshopInput) {
  if (!isUuid(id)) throw notFound(W.notFound);
  const now = ctx.clock.now();
  const bookingId = randomUUID();
  try {
    await ctx.db.transaction(async (tx) => {
      const locked = await lockWorkshopWithHost(tx, id);
      if (!locked) throw notFound(W.notFound);
      const { workshop, host } = locked;
      if (workshop.alumniId === student.id)
        throw new AppError('UNPROCESSABLE', 'You cannot book your own workshop');
      if (!isUpcoming(workshop, now)) throw conflict(W.notBookable);
      // A seat free while students wait is theirs (the waitlist job offers it): nobody books past the queue.
      if (
        workshop.confirmedCount + workshop.heldCount >= workshop.maxParticipants ||
        (await hasWaiting(tx, id))
      ) {
        throw conflict(W.fullyBooked);
      }
      const booking = insertBookingStatement(tx, {
        id: bookingId,
        workshopId: id,
        studentId: student.id,
        preferredDate: input.scheduledDate || null,
        preferredTime: input.scheduledTime || null,
        notes: input.notes || null,
        bookedAt: now,
      });
      // The booking and its mail and notification to the host: one statement.
      await insertMail(
        tx,
        [bookingArrivedMail(host, student, workshop, linkBaseUrl(ctx.config))],
        now,
        booking,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(W.alreadyBooked);
    throw error;
  }
  ctx.mail.notify();
  return { success: true as const, message: W.booked, data: { _id: bookingId, status: 'Pending' as const } };
}

/** The confirmed count is read on the locked workshop row, so racing confirmations never pass capacity. */
export async function decideBooking(
  ctx: AppContext,
  alumni: AuthUser,
  id: string,
  bookingId: string,
  decision: BookingDecisionInput,
) {
  if (!isUuid(bookingId)) throw notFound(W.bookingNotFound);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const workshop = await lockOwnWorkshop(tx, alumni, id);
    const booking = await findBooking(tx, bookingId);
    if (!booking || booking.workshopId !== id) throw notFound(W.bookingNotFound);
    if (booking.status !== 'Pending') throw conflict(W.bookingNotPending);
    const [student] = await findUsersBasics(tx, [booking.studentId]);
    let mail: NewMail;
    if (decision.status === 'Confirmed') {
      if (!isUpcoming(workshop, now)) throw conflict(W.notBookable);
      if (workshop.confirmedCount + workshop.heldCount >= workshop.maxParticipants) {
        throw conflict(W.fullyBooked);
      }
      const link = decision.meetingLink ?? workshop.meetingLink;
      if (!link) throw badRequest(W.meetingLinkInvalid);
      await updateBooking(tx, bookingId, { status: 'Confirmed', meetingLink: link, decidedAt: now });
      mail = bookingConfirmedMail(
        student!,
        workshop,
        bookingId,
        link,
        ctx.config.PLATFORM_TIME_ZONE,
        linkBaseUrl(ctx.config),
        now,
      );
    } else {
      await updateBooking(tx, bookingId, { status: 'Cancelled', decidedAt: now });
      mail = bookingCancelledMail(
        student!,
        workshop,
        'The host could not accept this booking.',
        linkBaseUrl(ctx.config),
      );
      // A rejection may free a seat (never while pending, but the queue is checked on every change).
      await offerFreeSeats(ctx, tx, id, now);
    }
    await insertMail(tx, [mail], now);
  });
  ctx.mail.notify();
  return {
    success: true as const,
    message: decision.status === 'Confirmed' ? W.confirmed : W.cancelledByAlumni,
  };
}

export async function listMyBookings(ctx: AppContext, student: AuthUser) {
  const now = ctx.clock.now();
  const rows = await listStudentBookings(ctx.db, student.id);
  const total = await cappedTotal(rows, STUDENT_BOOKINGS_CAP, () => countStudentBookings(ctx.db, student.id));
  const data = rows.map((row) => toStudentBooking(row, now, ctx.config.PLATFORM_TIME_ZONE));
  return { total, body: { success: true as const, data } };
}

export async function cancelMyBooking(ctx: AppContext, student: AuthUser, bookingId: string) {
  if (!isUuid(bookingId)) throw notFound(W.bookingNotFound);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const booking = await findBooking(tx, bookingId);
    if (!booking || booking.studentId !== student.id) throw notFound(W.bookingNotFound);
    const workshop = (await lockWorkshop(tx, booking.workshopId))!;
    const current = (await findBooking(tx, bookingId))!;
    if (
      !(current.status === 'Pending' || current.status === 'Confirmed') ||
      workshop.scheduledAt.getTime() <= now.getTime()
    ) {
      throw conflict(W.notCancellable);
    }
    if (isInsideCutoff(workshop, now)) throw conflict(cancelCutoffMessage(workshop.cancelCutoffHours));
    await updateBooking(tx, bookingId, { status: 'Cancelled', decidedAt: now });
    if (current.status === 'Confirmed') {
      const [basics] = await findUsersBasics(tx, [student.id]);
      await insertMail(tx, [bookingWithdrawnMail(basics!, workshop, bookingId, now)], now);
    }
    // The freed seat goes to the first student waiting, in this transaction, under the workshop's lock.
    await offerFreeSeats(ctx, tx, workshop.id, now);
  });
  ctx.mail.notify();
  return { success: true as const, message: W.cancelled };
}

export async function bookingCalendar(
  ctx: AppContext,
  student: AuthUser,
  bookingId: string,
): Promise<string> {
  if (!isUuid(bookingId)) throw notFound(W.bookingNotFound);
  const booking = await findBooking(ctx.db, bookingId);
  if (!booking || booking.studentId !== student.id) throw notFound(W.bookingNotFound);
  if (booking.status !== 'Confirmed')
    throw conflict('The calendar file is available once the booking is confirmed');
  const workshop = (await findWorkshop(ctx.db, booking.workshopId))!;
  return workshopIcs(workshop, booking.id, booking.meetingLink ?? workshop.meetingLink, ctx.clock.now());
}
