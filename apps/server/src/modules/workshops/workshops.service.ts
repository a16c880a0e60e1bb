import {
  listWindow,
  WORKSHOP_MESSAGES as W,
  WORKSHOP_LIMITS,
  type WorkshopForm,
  type WorkshopListQuery,
} from '@mentorbridge/shared';
import { linkBaseUrl } from '../../config';
import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/database';
import { isUuid } from '../../platform/db/errors';
import { cappedTotal } from '../../platform/db/paging';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { insertMail, type NewMail } from '../../platform/mail/outbox.repository';
import { findUsersBasics } from '../../platform/users/users.repository';
import {
  listBookingsIn,
  listBookingsOfWorkshops,
  moveBookings,
  type SeatsPart,
  seatsAmong,
} from './bookings.repository';
import { isRescheduled, mailRescheduled } from './calendar-updates';
import { invitation, waitlistCancelledMail } from './waitlist.mails';
import { closeWaitlist } from './waitlist.repository';
import { offerFreeSeats } from './waitlist.service';
import { bookingCancelledMail, meetingLinkChangedMail } from './workshops.mails';
import {
  countOwnerWorkshops,
  findWorkshop,
  insertWorkshop,
  listOwnerWorkshops,
  lockOpenWorkshopsOf,
  lockWorkshop,
  OWNER_WORKSHOPS_CAP,
  openWorkshopPage,
  updateWorkshop,
  type WorkshopRow,
} from './workshops.repository';
import { toOwnerWorkshop, toStudentWorkshop } from './workshops.views';

export function isUpcoming(workshop: WorkshopRow, now: Date) {
  return workshop.isActive && !workshop.completedAt && workshop.scheduledAt.getTime() > now.getTime();
}

export async function lockOwnWorkshop(tx: Executor, alumni: AuthUser, id: string) {
  if (!isUuid(id)) throw notFound(W.notFound);
  const workshop = await lockWorkshop(tx, id);
  if (!workshop || workshop.alumniId !== alumni.id) throw notFound(W.notFound);
  return workshop;
}

async function ownerView(ctx: AppContext, workshop: WorkshopRow) {
  const bookings = await listBookingsOfWorkshops(ctx.db, [workshop.id]);
  return toOwnerWorkshop(workshop, bookings, ctx.clock.now());
}

function formValues(form: WorkshopForm) {
  return {
    title: form.title,
    description: form.description,
    category: form.category,
    workshopType: form.workshopType,
    isPaid: form.isPaid,
    price: form.price,
    duration: form.duration,
    maxParticipants: form.maxParticipants,
    scheduledAt: form.scheduledAt,
    meetingLink: form.meetingLink ?? null,
    prerequisites: form.prerequisites || null,
    topics: form.topics,
    cancelCutoffHours: form.cancelCutoffHours,
  };
}

export async function createWorkshop(ctx: AppContext, alumni: AuthUser, form: WorkshopForm) {
  const now = ctx.clock.now();
  const workshop = await insertWorkshop(ctx.db, {
    ...formValues(form),
    alumniId: alumni.id,
    createdAt: now,
    updatedAt: now,
  });
  return { success: true as const, message: W.created, data: await ownerView(ctx, workshop) };
}

export async function editWorkshop(ctx: AppContext, alumni: AuthUser, id: string, form: WorkshopForm) {
  const now = ctx.clock.now();
  const workshop = await ctx.db.transaction(async (tx) => {
    const current = await lockOwnWorkshop(tx, alumni, id);
    if (!isUpcoming(current, now)) throw new AppError('UNPROCESSABLE', W.notUpcoming);
    const confirmed = current.confirmedCount;
    if (form.maxParticipants < confirmed) {
      throw badRequest(`Max participants cannot be below the ${confirmed} confirmed bookings`);
    }
    if (form.maxParticipants < confirmed + current.heldCount) {
      throw badRequest(
        `Max participants cannot be below the ${confirmed + current.heldCount} confirmed or held seats`,
      );
    }
    const values = formValues(form);
    const rescheduled = isRescheduled(current, values);
    const updated = await updateWorkshop(tx, id, {
      ...values,
      ...(rescheduled ? { calendarSequence: current.calendarSequence + 1 } : {}),
      updatedAt: now,
    });
    if (rescheduled) await mailRescheduled(ctx, tx, updated, now);
    // A raised capacity frees seats: they go to the students waiting first.
    if ((await offerFreeSeats(ctx, tx, id, now)) > 0) return (await findWorkshop(tx, id))!;
    return updated;
  });
  ctx.mail.notify();
  const view = await ownerView(ctx, workshop);
  return { success: true as const, message: W.updated, data: view, workshop: view };
}

async function cancelWorkshop(
  ctx: AppContext,
  tx: Executor,
  workshop: WorkshopRow,
  reason: string,
  now: Date,
) {
  // Confirmed students had an invitation: theirs is cancelled in their calendars too.
  const invited = await listBookingsIn(tx, workshop.id, ['Confirmed']);
  const withCancelled = (mail: NewMail, studentId: string): NewMail => {
    const booking = invited.find((entry) => entry.studentId === studentId);
    if (!booking) return mail;
    const ics = invitation(workshop, booking.id, null, now, true);
    return { ...mail, attachments: [...(mail.attachments ?? []), ics] };
  };
  await updateWorkshop(tx, workshop.id, { isActive: false, updatedAt: now });
  const waiting = await closeWaitlist(tx, workshop.id, now);
  const cancelled = await moveBookings(tx, workshop.id, ['Pending', 'Confirmed'], {
    status: 'Cancelled',
    decidedAt: now,
  });
  const bookedIds = cancelled.map((booking) => booking.studentId);
  const students = await findUsersBasics(tx, [...bookedIds, ...waiting]);
  await insertMail(
    tx,
    students.map((student) =>
      bookedIds.includes(student.id)
        ? withCancelled(bookingCancelledMail(student, workshop, reason, linkBaseUrl(ctx.config)), student.id)
        : waitlistCancelledMail(student, workshop, reason, linkBaseUrl(ctx.config)),
    ),
    now,
  );
}

export async function deleteWorkshop(ctx: AppContext, alumni: AuthUser, id: string) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const workshop = await lockOwnWorkshop(tx, alumni, id);
    if (!workshop.isActive || workshop.completedAt) throw new AppError('UNPROCESSABLE', W.notUpcoming);
    await cancelWorkshop(ctx, tx, workshop, 'The workshop was cancelled by its host.', now);
  });
  ctx.mail.notify();
  return { success: true as const, message: W.deleted };
}

/** In the caller's transaction; the caller notifies the mailer after commit. */
export async function cancelHostedWorkshops(ctx: AppContext, tx: Executor, alumniId: string) {
  const now = ctx.clock.now();
  for (const workshop of await lockOpenWorkshopsOf(tx, alumniId)) {
    await cancelWorkshop(
      ctx,
      tx,
      workshop,
      "The workshop was cancelled: its host's account was closed.",
      now,
    );
  }
}

/** Without page or limit, every open workshop up to `LIST_CAP`. */
export async function listWorkshopsForStudent(ctx: AppContext, user: AuthUser, query: WorkshopListQuery) {
  const window = listWindow(query, WORKSHOP_LIMITS.pageSize);
  const { rows, total } = await openWorkshopPage(ctx, ctx.clock.now(), query.q, window.limit, window.offset);
  const parts =
    rows.length > 0
      ? await seatsAmong(
          ctx.db,
          user.id,
          rows.map((row) => row.workshop.id),
        )
      : new Map<string, SeatsPart>();
  const data = rows.map((row) => {
    const part = parts.get(row.workshop.id);
    const workshop = part
      ? { ...row.workshop, confirmedCount: part.confirmedCount, heldCount: part.heldCount }
      : row.workshop;
    return toStudentWorkshop(
      workshop,
      { ...row, myStatus: part?.myStatus ?? null },
      ctx.config.PLATFORM_TIME_ZONE,
    );
  });
  return { window, total, body: { success: true as const, data } };
}

export async function listMyWorkshops(ctx: AppContext, alumni: AuthUser) {
  const now = ctx.clock.now();
  const rows = await listOwnerWorkshops(ctx.db, alumni.id);
  const bookings = await listBookingsOfWorkshops(
    ctx.db,
    rows.map((row) => row.id),
  );
  const total = await cappedTotal(rows, OWNER_WORKSHOPS_CAP, () => countOwnerWorkshops(ctx.db, alumni.id));
  const data = rows.map((workshop) =>
    toOwnerWorkshop(
      workshop,
      bookings.filter((entry) => entry.booking.workshopId === workshop.id),
      now,
    ),
  );
  return { total, body: { success: true as const, data } };
}

export async function setMeetingLink(ctx: AppContext, alumni: AuthUser, id: string, meetingLink: string) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const workshop = await lockOwnWorkshop(tx, alumni, id);
    if (!isUpcoming(workshop, now)) throw new AppError('UNPROCESSABLE', W.notUpcoming);
    // A new link is a change of the event: the invitation goes out again with a higher SEQUENCE.
    const updated = await updateWorkshop(tx, id, {
      meetingLink,
      calendarSequence: workshop.calendarSequence + 1,
      updatedAt: now,
    });
    const confirmed = await moveBookings(tx, id, ['Confirmed'], { meetingLink });
    const invitationFor = (mail: NewMail, studentId: string): NewMail => {
      const booking = confirmed.find((entry) => entry.studentId === studentId)!;
      return { ...mail, attachments: [invitation(updated, booking.id, meetingLink, now)] };
    };
    const students = await findUsersBasics(
      tx,
      confirmed.map((booking) => booking.studentId),
    );
    await insertMail(
      tx,
      students.map((student) =>
        invitationFor(
          meetingLinkChangedMail(student, updated, meetingLink, ctx.config.PLATFORM_TIME_ZONE),
          student.id,
        ),
      ),
      now,
    );
  });
  ctx.mail.notify();
  return { success: true as const, message: W.meetingLinkSaved };
}
