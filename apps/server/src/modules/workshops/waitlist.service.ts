import {
  WAITLIST_MESSAGES as M,
  type MyWaitlistsResponse,
  WORKSHOP_MESSAGES as W,
  waitlistJoinedMessage,
} from '@mentorbridge/shared';
import { linkBaseUrl } from '../../config';
import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/database';
import { isUniqueViolation, isUuid } from '../../platform/db/errors';
import { cappedTotal } from '../../platform/db/paging';
import { conflict, notFound } from '../../platform/errors';
import { insertMail, type NewMail } from '../../platform/mail/outbox.repository';
import { findUsersBasics } from '../../platform/users/users.repository';
import { insertBooking } from './bookings.repository';
import { invitation, seatOfferedMail, seatReleasedMail, seatTakenMail } from './waitlist.mails';
import {
  countStudentWaitlists,
  deleteEntry,
  expireOffers,
  findActiveEntry,
  hasActiveBooking,
  insertEntry,
  listStudentWaitlists,
  listWorkshopsToRotate,
  lockWorkshopIfFree,
  offerToFirstWaiting,
  queuePosition,
  STUDENT_WAITLISTS_CAP,
  updateEntry,
} from './waitlist.repository';
import { bookingConfirmedMail } from './workshops.mails';
import { findWorkshop, lockWorkshop, type WorkshopRow } from './workshops.repository';

const HOUR_MS = 60 * 60 * 1000;

function isOpen(workshop: WorkshopRow, now: Date) {
  return (
    workshop.isActive &&
    !workshop.completedAt &&
    workshop.hostActive &&
    workshop.scheduledAt.getTime() > now.getTime()
  );
}

/**
 * Called with the workshop row locked; the row is read again so the trigger-kept counts include the
 * caller's change, and confirmed + held never pass capacity.
 */
export async function offerFreeSeats(ctx: AppContext, tx: Executor, workshopId: string, now: Date) {
  const workshop = (await findWorkshop(tx, workshopId))!;
  if (!isOpen(workshop, now)) return 0;
  const free = workshop.maxParticipants - workshop.confirmedCount - workshop.heldCount;
  if (free <= 0) return 0;
  const hold = new Date(
    Math.min(now.getTime() + ctx.config.WORKSHOP_SEAT_HOLD_HOURS * HOUR_MS, workshop.scheduledAt.getTime()),
  );
  const offered = await offerToFirstWaiting(tx, workshopId, free, now, hold);
  if (offered.length === 0) return 0;
  const students = await findUsersBasics(
    tx,
    offered.map((entry) => entry.studentId),
  );
  await insertMail(
    tx,
    students.map((student) =>
      seatOfferedMail(student, workshop, hold, ctx.config.PLATFORM_TIME_ZONE, linkBaseUrl(ctx.config)),
    ),
    now,
  );
  return offered.length;
}

async function lockForStudent(tx: Executor, id: string) {
  const workshop = await lockWorkshop(tx, id);
  if (!workshop) throw notFound(W.notFound);
  return workshop;
}

export async function joinWaitlist(ctx: AppContext, student: AuthUser, id: string) {
  if (!isUuid(id)) throw notFound(W.notFound);
  const now = ctx.clock.now();
  try {
    const entry = await ctx.db.transaction(async (tx) => {
      // The row lock orders joins, so positions are unique and follow the order of arrival.
      const workshop = await lockForStudent(tx, id);
      if (!isOpen(workshop, now)) throw conflict(M.past);
      if (await hasActiveBooking(tx, id, student.id)) throw conflict(M.alreadyBooked);
      if (await findActiveEntry(tx, id, student.id)) throw conflict(M.alreadyWaiting);
      if (workshop.confirmedCount + workshop.heldCount < workshop.maxParticipants) {
        throw conflict(M.notFull);
      }
      const row = await insertEntry(tx, { workshopId: id, studentId: student.id, joinedAt: now });
      return { id: row.id, position: await queuePosition(tx, id, row.seq) };
    });
    return {
      success: true as const,
      message: waitlistJoinedMessage(entry.position),
      data: { _id: entry.id, position: entry.position },
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.alreadyWaiting);
    throw error;
  }
}

export async function leaveWaitlist(ctx: AppContext, student: AuthUser, id: string) {
  if (!isUuid(id)) throw notFound(W.notFound);
  const now = ctx.clock.now();
  const declined = await ctx.db.transaction(async (tx) => {
    await lockForStudent(tx, id);
    const entry = await findActiveEntry(tx, id, student.id);
    if (!entry) throw notFound(M.notWaiting);
    if (entry.status === 'Waiting') {
      await deleteEntry(tx, entry.id);
      return false;
    }
    await updateEntry(tx, entry.id, { status: 'Declined', decidedAt: now });
    await offerFreeSeats(ctx, tx, id, now);
    return true;
  });
  if (declined) ctx.mail.notify();
  return { success: true as const, message: declined ? M.declined : M.left };
}

export async function declineSeat(ctx: AppContext, student: AuthUser, id: string) {
  if (!isUuid(id)) throw notFound(W.notFound);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await lockForStudent(tx, id);
    const entry = await findActiveEntry(tx, id, student.id);
    if (entry?.status !== 'Offered') throw conflict(M.noOffer);
    await updateEntry(tx, entry.id, { status: 'Declined', decidedAt: now });
    await offerFreeSeats(ctx, tx, id, now);
  });
  ctx.mail.notify();
  return { success: true as const, message: M.declined };
}

/** The hold becomes the booking in one transaction, so the seat is never free in between. */
export async function acceptSeat(ctx: AppContext, student: AuthUser, id: string) {
  if (!isUuid(id)) throw notFound(W.notFound);
  const now = ctx.clock.now();
  const bookingId = await ctx.db.transaction(async (tx) => {
    const workshop = await lockForStudent(tx, id);
    const entry = await findActiveEntry(tx, id, student.id);
    if (entry?.status !== 'Offered') throw conflict(M.noOffer);
    if (entry.offerExpiresAt!.getTime() <= now.getTime()) throw conflict(M.offerExpired);
    if (!isOpen(workshop, now)) throw conflict(M.past);
    await updateEntry(tx, entry.id, { status: 'Accepted', decidedAt: now });
    const link = workshop.meetingLink;
    const booking = await insertBooking(tx, {
      workshopId: id,
      studentId: student.id,
      status: 'Confirmed',
      meetingLink: link,
      bookedAt: now,
      decidedAt: now,
    });
    const people = await findUsersBasics(tx, [student.id, workshop.alumniId]);
    const basics = people.find((person) => person.id === student.id)!;
    const host = people.find((person) => person.id === workshop.alumniId)!;
    const confirmed = bookingConfirmedMail(
      basics,
      workshop,
      booking.id,
      link ?? 'The host will share it before the start',
      ctx.config.PLATFORM_TIME_ZONE,
      linkBaseUrl(ctx.config),
      now,
    );
    const mails: NewMail[] = [
      { ...confirmed, attachments: [invitation(workshop, booking.id, link, now)] },
      seatTakenMail(host, basics, workshop, linkBaseUrl(ctx.config)),
    ];
    await insertMail(tx, mails, now);
    return booking.id;
  });
  ctx.mail.notify();
  return {
    success: true as const,
    message: M.accepted,
    data: { _id: bookingId, status: 'Confirmed' as const },
  };
}

export async function listMyWaitlists(
  ctx: AppContext,
  student: AuthUser,
): Promise<{ total: number; body: MyWaitlistsResponse }> {
  const now = ctx.clock.now();
  const rows = await listStudentWaitlists(ctx.db, student.id, now);
  const total = await cappedTotal(rows, STUDENT_WAITLISTS_CAP, () =>
    countStudentWaitlists(ctx.db, student.id, now),
  );
  const body: MyWaitlistsResponse = {
    success: true,
    data: rows.map(({ entry, workshopTitle, scheduledAt, position }) => ({
      _id: entry.id,
      workshopId: entry.workshopId,
      workshopTitle,
      scheduledDate: scheduledAt.toISOString(),
      status: entry.status as 'Waiting' | 'Offered',
      position: entry.status === 'Waiting' ? position : null,
      offerExpiresAt: entry.status === 'Offered' ? (entry.offerExpiresAt?.toISOString() ?? null) : null,
      joinedAt: entry.joinedAt.toISOString(),
    })),
  };
  return { total, body };
}

/** Each workshop in its own transaction, locked with SKIP LOCKED, so instances never handle one at once. */
export async function rotateWaitlists(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  let offered = 0;
  const ids = await listWorkshopsToRotate(ctx.db, now, 200);
  for (const id of ids) {
    offered += await ctx.db.transaction(async (tx) => {
      const workshop = await lockWorkshopIfFree(tx, id);
      if (!workshop) return 0;
      const expired = await expireOffers(tx, id, now);
      const students = await findUsersBasics(
        tx,
        expired.map((entry) => entry.studentId),
      );
      await insertMail(
        tx,
        students.map((student) => seatReleasedMail(student, workshop, linkBaseUrl(ctx.config))),
        now,
      );
      return (await offerFreeSeats(ctx, tx, id, now)) + expired.length;
    });
  }
  if (offered > 0) ctx.mail.notify();
  return offered;
}
