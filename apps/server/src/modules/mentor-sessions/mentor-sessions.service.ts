import { randomUUID } from 'node:crypto';
import {
  type BookSession,
  type CancelSession,
  MENTOR_SESSION_LIMITS as L,
  MENTOR_SESSION_MESSAGES as M,
  MENTORSHIP_SPACE_MESSAGES,
  type MentorAvailability,
  type MentorAvailabilityInput,
  type MentorSession,
  type MySessionsQuery,
  type SlotsQuery,
} from '@mentorbridge/shared';
import { linkBaseUrl } from '../../config';
import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/database';
import { isExclusionViolation, isUuid } from '../../platform/db/errors';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors';
import { insertMail } from '../../platform/mail/outbox.repository';
import { assertNoShowOpen } from './completion.service';
import { type SessionEvent, sessionIcs, sessionMails } from './mentor-sessions.mails';
import {
  type AvailabilityRow,
  findMentorSetup,
  findSessionWithEmails,
  findSlotSetup,
  insertSessionStatement,
  listBusy,
  listSessions,
  lockBooking,
  lockSession,
  type SessionListRow,
  saveAvailability,
  updateSession,
} from './mentor-sessions.repository';
import { reviewFor } from './review-views';
import { computeSlots, refusalOf, type SlotInstant, type SlotRules, slotRange } from './slots';

export const HOUR_MS = 60 * 60 * 1000;

type StoredAvailability = Omit<AvailabilityRow, 'alumniId'>;

export function toAvailability(
  row: Partial<StoredAvailability> | null | undefined,
  timeZone: string,
): MentorAvailability {
  const isConfigured = row?.sessionMinutes != null;
  return {
    timeZone,
    sessionMinutes: row?.sessionMinutes ?? L.defaultSessionMinutes,
    bufferMinutes: row?.bufferMinutes ?? L.defaultBufferMinutes,
    minNoticeHours: row?.minNoticeHours ?? L.defaultMinNoticeHours,
    weeklyCap: row?.weeklyCap ?? L.defaultWeeklyCap,
    weeklyHours: isConfigured ? row!.weeklyHours! : [],
    blockedDates: isConfigured ? row!.blockedDates! : [],
    meetingLink: row?.meetingLink ?? null,
    isConfigured,
    updatedAt: row?.updatedAt?.toISOString() ?? null,
  };
}

export const rulesOf = (availability: MentorAvailability): SlotRules => availability;

/** `viewerId`: whose answer it is; an alumni's omits a review removed by moderators. */
function toSession(row: SessionListRow, viewerId?: string): MentorSession {
  return {
    _id: row.id,
    mentorshipId: row.mentorshipId,
    student: { _id: row.studentId, name: row.studentName },
    alumni: { _id: row.alumniId, name: row.alumniName },
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    timeZone: row.timeZone,
    status: row.status,
    meetingLink: row.meetingLink,
    cancelReason: row.cancelReason,
    cancelledBy: row.cancelledBy,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    rescheduleReason: row.rescheduleReason,
    rescheduledBy: row.rescheduledBy,
    rescheduledAt: row.rescheduledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    review: reviewFor(row.review, viewerId === undefined || viewerId === row.studentId),
  };
}

export async function getOwnAvailability(ctx: AppContext, user: AuthUser) {
  const setup = await findMentorSetup(ctx.db, user.id, user.id);
  return {
    success: true as const,
    data: toAvailability(setup?.availability, setup?.timeZone ?? ctx.config.PLATFORM_TIME_ZONE),
  };
}

export async function putOwnAvailability(ctx: AppContext, user: AuthUser, input: MentorAvailabilityInput) {
  const { timeZone, ...settings } = input;
  const row = await ctx.db.transaction((tx) =>
    saveAvailability(tx, user.id, { ...settings, updatedAt: ctx.clock.now() }, timeZone),
  );
  if (!row) throw conflict(M.profileRequired);
  return { success: true as const, message: M.availabilitySaved, data: toAvailability(row, timeZone) };
}

/** The alumni themself, admins, and students whose request the alumni accepted. */
export async function listSlots(ctx: AppContext, viewer: AuthUser, alumniId: string, query: SlotsQuery = {}) {
  if (!isUuid(alumniId)) throw notFound(M.alumniNotFound);
  const now = ctx.clock.now();
  const range = slotRange(now);
  const except = query.session ? { sessionId: query.session, viewerId: viewer.id } : undefined;
  const setup = await findSlotSetup(
    ctx.db,
    alumniId,
    { id: viewer.id, isAdmin: viewer.role === 'admin' },
    { from: range.busyFrom, to: range.busyTo },
    except,
  );
  if (!setup) throw notFound(M.alumniNotFound);
  const isAllowed = viewer.role === 'admin' || viewer.id === alumniId || setup.hasMentorship;
  if (!isAllowed) throw forbidden(M.noAcceptedMentorship);
  const availability = toAvailability(setup.availability, setup.timeZone ?? ctx.config.PLATFORM_TIME_ZONE);
  let slots: SlotInstant[] = [];
  if (availability.isConfigured) slots = computeSlots(rulesOf(availability), setup.busy, now);
  return {
    success: true as const,
    data: {
      alumni: { _id: setup.id, name: setup.name },
      timeZone: availability.timeZone,
      sessionMinutes: availability.sessionMinutes,
      from: range.from.toISOString(),
      to: range.to.toISOString(),
      slots: slots.map((slot) => ({
        start: new Date(slot.start).toISOString(),
        end: new Date(slot.end).toISOString(),
      })),
    },
  };
}

export async function readSession(ctx: AppContext, id: string) {
  const [row] = await listSessions(ctx.db, { sessionIds: [id], scope: 'all', now: ctx.clock.now() });
  return toSession(row!);
}

/**
 * In the change's transaction, so the mails and notifications exist exactly when the change does. Answers the
 * session as changed, which is what the change's answer shows: no read after the commit.
 */
export async function tellPair(ctx: AppContext, tx: Executor, id: string, event: SessionEvent, now: Date) {
  const { studentEmail, alumniEmail, ...session } = (await findSessionWithEmails(tx, id, now))!;
  await insertMail(tx, pairMails(ctx, session, { studentEmail, alumniEmail }, event, now), now);
  return toSession(session);
}

function pairMails(
  ctx: AppContext,
  session: SessionListRow,
  emails: { studentEmail: string; alumniEmail: string },
  event: SessionEvent,
  now: Date,
) {
  const people = [
    { id: session.studentId, name: session.studentName, email: emails.studentEmail },
    { id: session.alumniId, name: session.alumniName, email: emails.alumniEmail },
  ];
  const settings = { publicUrl: linkBaseUrl(ctx.config), timeZone: ctx.config.PLATFORM_TIME_ZONE, now };
  return sessionMails(event, session, people, settings);
}

export const sideOf = (session: { studentId: string; alumniId: string }, userId: string) =>
  session.studentId === userId ? 'student' : session.alumniId === userId ? 'alumni' : null;

/**
 * Under the alumni's availability lock the start must be one the computation offers now; the exclusion
 * constraint still refuses an overlap that got past it (another instance's write path, a future change).
 * Three statements between BEGIN and COMMIT: the locks with both people, what is busy, and the session with its
 * mails and notifications as one insert; the session it answers is the one it inserted, as the mentor's list
 * reads it (a test compares the two).
 */
export async function bookSession(ctx: AppContext, student: AuthUser, input: BookSession) {
  if (!isUuid(input.mentorshipId)) throw notFound(M.mentorshipNotFound);
  const now = ctx.clock.now();
  const start = new Date(input.start);
  let booked: MentorSession;
  try {
    booked = await ctx.db.transaction(async (tx) => {
      const mentorship = await lockBooking(tx, input.mentorshipId);
      if (!mentorship || mentorship.studentId !== student.id) throw notFound(M.mentorshipNotFound);
      if (mentorship.status === 'ended') throw new AppError('UNPROCESSABLE', MENTORSHIP_SPACE_MESSAGES.ended);
      // An archived request stays a mentorship once accepted: archiving files it away, it does not end it.
      const isOpen =
        mentorship.status === 'accepted' ||
        (mentorship.status === 'archived' && mentorship.acceptedAt !== null);
      if (!isOpen) throw forbidden(M.mentorshipNotAccepted);
      if (!mentorship.isBookable) throw conflict(M.mentorNotBooking);
      const availability = toAvailability(
        mentorship.availability,
        mentorship.timeZone ?? ctx.config.PLATFORM_TIME_ZONE,
      );
      const range = slotRange(now);
      const busy = await listBusy(tx, mentorship.alumniId, range.busyFrom, range.busyTo);
      const refusal = refusalOf(rulesOf(availability), busy, now, start.getTime());
      if (refusal) throw conflict(refusal === 'cap' ? M.weeklyCapReached : M.slotUnavailable);
      const values = {
        id: randomUUID(),
        mentorshipId: mentorship.id,
        studentId: student.id,
        alumniId: mentorship.alumniId,
        startsAt: start,
        endsAt: new Date(start.getTime() + availability.sessionMinutes * 60_000),
        timeZone: availability.timeZone,
        createdAt: now,
        updatedAt: now,
      };
      const session: SessionListRow = {
        ...values,
        studentName: mentorship.student.name,
        alumniName: mentorship.alumni.name,
        status: 'booked',
        meetingLink: availability.meetingLink,
        cancelReason: null,
        cancelledBy: null,
        cancelledAt: null,
        calendarSequence: 0,
        rescheduleReason: null,
        rescheduledBy: null,
        rescheduledAt: null,
        review: null,
      };
      const emails = { studentEmail: mentorship.student.email, alumniEmail: mentorship.alumni.email };
      const mails = pairMails(ctx, session, emails, { kind: 'booked', actor: 'student' }, now);
      await insertMail(tx, mails, now, insertSessionStatement(tx, values));
      return toSession(session);
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw conflict(M.slotTaken);
    throw error;
  }
  ctx.mail.notify();
  return { success: true as const, message: M.booked, data: booked };
}

export async function listMySessions(ctx: AppContext, user: AuthUser, query: MySessionsQuery) {
  const rows = await listSessions(ctx.db, { userId: user.id, scope: query.scope, now: ctx.clock.now() });
  return rows.map((row) => toSession(row, user.id));
}

/** Either side, while booked and at least `cancelCutoffHours` before the start. */
export async function cancelSession(ctx: AppContext, user: AuthUser, id: string, input: CancelSession) {
  if (!isUuid(id)) throw notFound(M.sessionNotFound);
  const now = ctx.clock.now();
  const cancelled = await ctx.db.transaction(async (tx) => {
    const session = await lockSession(tx, id);
    const side = session ? sideOf(session, user.id) : null;
    if (!session || !side) throw notFound(M.sessionNotFound);
    if (session.status !== 'booked') throw conflict(M.notBooked);
    if (session.startsAt.getTime() - now.getTime() < L.cancelCutoffHours * HOUR_MS) {
      throw new AppError('UNPROCESSABLE', M.cancelTooLate);
    }
    await updateSession(tx, id, {
      status: 'cancelled',
      cancelReason: input.reason,
      cancelledBy: side,
      cancelledAt: now,
      calendarSequence: session.calendarSequence + 1,
      updatedAt: now,
    });
    return tellPair(ctx, tx, id, { kind: 'cancelled', actor: side, reason: input.reason }, now);
  });
  ctx.mail.notify();
  return { success: true as const, message: M.cancelled, data: cancelled };
}

/**
 * Only the alumni, inside the no-show window: from the start until `noShowWindowHours` after the end, and never
 * once the student reviewed it (completion.service.ts). An unpaid session: nothing to take back.
 */
export async function markNoShow(ctx: AppContext, user: AuthUser, id: string) {
  if (!isUuid(id)) throw notFound(M.sessionNotFound);
  const now = ctx.clock.now();
  const marked = await ctx.db.transaction(async (tx) => {
    const session = await lockSession(tx, id);
    if (!session || session.alumniId !== user.id) throw notFound(M.sessionNotFound);
    if (session.status !== 'booked' && session.status !== 'completed') throw conflict(M.notBooked);
    if (session.startsAt.getTime() > now.getTime()) throw new AppError('UNPROCESSABLE', M.noShowTooEarly);
    await assertNoShowOpen(tx, session, now);
    await updateSession(tx, id, { status: 'no_show', updatedAt: now });
    return tellPair(ctx, tx, id, { kind: 'no_show' }, now);
  });
  ctx.mail.notify();
  return { success: true as const, message: M.noShowMarked, data: marked };
}

/** The invitation as it stands (a cancelled session's is the cancellation), for either participant. */
export async function sessionCalendar(ctx: AppContext, user: AuthUser, id: string): Promise<string> {
  if (!isUuid(id)) throw notFound(M.sessionNotFound);
  const now = ctx.clock.now();
  const [session] = await listSessions(ctx.db, { sessionIds: [id], scope: 'all', now });
  if (!session || !sideOf(session, user.id)) throw notFound(M.sessionNotFound);
  return sessionIcs(session, now);
}
