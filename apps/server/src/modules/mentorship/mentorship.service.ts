import { randomUUID } from 'node:crypto';
import {
  type AcceptMentorshipRequest,
  ADMIN_REQUESTS_PAGE_SIZE,
  type AdminRequestsQuery,
  type AlumniRequest,
  type AlumniRequestsQuery,
  type CreateMentorshipRequest,
  dateIn,
  isValidTimeZone,
  listWindow,
  MENTORSHIP_MESSAGES as M,
  MENTORSHIP_LIMITS,
  type MentorshipStats,
  RESPONSIVENESS_MESSAGES as R,
  type RejectMentorshipRequest,
  type StudentRequest,
} from '@mentorbridge/shared';
import { linkBaseUrl } from '../../config';
import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import { isUniqueViolation, isUuid } from '../../platform/db/errors';
import { cappedTotal } from '../../platform/db/paging';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { insertMail } from '../../platform/mail/outbox.repository';
import { findUserBasics } from '../../platform/users/users.repository';
import { awardPoints } from '../leaderboard/leaderboard.module';
import { acceptedMail, autoArchivedMail, newRequestMail, rejectedMail } from './mentorship.mails';
import {
  ALUMNI_REQUESTS_CAP,
  archiveStalePending,
  countByStatus,
  countPending,
  deletePendingRequest,
  findRequest,
  insertRequestStatement,
  listAllRequests,
  listAlumniRequests,
  listStudentRequests,
  lockStudentFindingAlumni,
  type RequestRow,
  transitionRequest,
} from './mentorship.repository';
import { touchLastActive } from './responsiveness.repository';
import { expiresAtOf, noteAnswer, noteExpiry } from './responsiveness.service';

function base(row: RequestRow) {
  return {
    _id: row.id,
    requestType: row.requestType,
    message: row.message,
    status: row.status,
    responseMessage: row.responseMessage,
    rejectionReason: row.rejectionReason,
    meetingLink: row.meetingLink,
    meetingDate: row.meetingDate,
    meetingTime: row.meetingTime,
    meetingTimeZone: row.meetingTimeZone,
    autoArchived: row.autoArchived,
    hasSpace: row.acceptedAt !== null,
    createdAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
    expiresAt: expiresAtOf(row)?.toISOString() ?? null,
  };
}

/**
 * Three statements between BEGIN and COMMIT: the student's lock with the alumni, the pending count, and the
 * request with its mail and notification as one insert.
 */
export async function sendRequest(ctx: AppContext, student: AuthUser, input: CreateMentorshipRequest) {
  if (!isUuid(input.alumniId)) throw notFound(M.alumniNotFound);
  const now = ctx.clock.now();
  const id = randomUUID();
  try {
    await ctx.db.transaction(async (tx) => {
      const found = await lockStudentFindingAlumni(tx, student.id, input.alumniId);
      if (!found) throw notFound(M.alumniNotFound);
      const { isPaused, ...alumni } = found;
      if (isPaused) throw conflict(R.paused);
      // Its own statement: one that waited for the lock would count from the snapshot it took before waiting.
      if ((await countPending(tx, student.id)) >= MENTORSHIP_LIMITS.maxPending)
        throw conflict(M.tooManyPending);
      const values = {
        id,
        studentId: student.id,
        alumniId: alumni.id,
        requestType: input.requestType,
        message: input.message,
        createdAt: now,
      };
      const mail = newRequestMail(alumni, student, values, linkBaseUrl(ctx.config));
      await insertMail(tx, [mail], now, insertRequestStatement(tx, values));
    });
  } catch (error) {
    // The unique index is the last word on "one pending request per student and alumni".
    if (isUniqueViolation(error)) throw conflict(M.duplicate);
    throw error;
  }
  ctx.mail.notify();
  return {
    success: true as const,
    message: input.isDirectory ? M.sentDirectory : M.sent,
    data: { _id: id, status: 'pending' as const },
  };
}

/** Every request of the student: the list has no cap, so its length is the total. */
export async function listForStudent(ctx: AppContext, student: AuthUser) {
  const rows = await listStudentRequests(ctx.db, student.id);
  const body = rows.map(({ request, alumni }): StudentRequest => {
    const contactVisible = request.acceptedAt !== null;
    return {
      ...base(request),
      alumni: {
        _id: alumni.id,
        name: alumni.name,
        ...(contactVisible ? { email: alumni.email } : {}),
        profile: {
          avatar: alumni.avatar,
          currentCompany: alumni.currentCompany,
          currentPosition: alumni.currentPosition,
          linkedinProfile: alumni.linkedinProfile,
          ...(contactVisible
            ? { phoneNumber: alumni.phoneNumber, contactPreference: alumni.contactPreference ?? 'Email' }
            : {}),
        },
      },
    };
  });
  return { total: body.length, body };
}

export async function listForAlumni(
  ctx: AppContext,
  alumni: AuthUser,
  status?: AlumniRequestsQuery['status'],
): Promise<{ total: number; body: AlumniRequest[] }> {
  const rows = await listAlumniRequests(ctx.db, alumni.id, status);
  const total = await cappedTotal(rows, ALUMNI_REQUESTS_CAP, async () => {
    const counts = await countByStatus(ctx.db, 'alumniId', alumni.id);
    return counts.reduce((sum, row) => (status && row.status !== status ? sum : sum + row.n), 0);
  });
  return { total, body: toAlumniRequests(rows) };
}

function toAlumniRequests(rows: Awaited<ReturnType<typeof listAlumniRequests>>): AlumniRequest[] {
  return rows.map(({ request, student, profile }) => ({
    ...base(request),
    student: {
      _id: student.id,
      name: student.name,
      email: student.email,
      // The specification's client reads these at the top level too; its department is the profile's branch.
      college: profile?.collegeName ?? null,
      graduationYear: profile?.graduationYear ?? null,
      cgpa: profile?.cgpa ?? null,
      department: profile?.branch ?? null,
      backlog: profile?.backlogs ?? null,
      skills: profile?.technicalSkills ?? [],
      profile: {
        avatar: student.avatar,
        collegeName: profile?.collegeName ?? null,
        graduationYear: profile?.graduationYear ?? null,
        branch: profile?.branch ?? null,
        department: profile?.branch ?? null,
        cgpa: profile?.cgpa ?? null,
        backlogs: profile?.backlogs ?? null,
        currentYear: profile?.currentYear ?? null,
        phoneNumber: profile?.phoneNumber ?? null,
        gender: profile?.gender ?? null,
        technicalSkills: profile?.technicalSkills ?? [],
        softSkills: profile?.softSkills ?? [],
        careerInterests: profile?.careerInterests ?? [],
        linkedinProfile: profile?.linkedinProfile ?? null,
        githubProfile: profile?.githubProfile ?? null,
        portfolioLink: profile?.portfolioLink ?? null,
        resumeLink: profile?.resumeLink ?? null,
        interestedJobRole: profile?.interestedJobRole ?? null,
        interviewExperienceLevel: profile?.interviewExperienceLevel ?? null,
      },
    },
  }));
}

async function stats(
  ctx: AppContext,
  column: 'alumniId' | 'studentId',
  id: string,
): Promise<MentorshipStats> {
  const result: MentorshipStats = { pending: 0, accepted: 0, rejected: 0, archived: 0, ended: 0, total: 0 };
  for (const row of await countByStatus(ctx.db, column, id)) {
    result[row.status] = row.n;
    result.total += row.n;
  }
  return result;
}

export const alumniStats = (ctx: AppContext, alumni: AuthUser) => stats(ctx, 'alumniId', alumni.id);

async function transitionFailure(
  ctx: AppContext,
  id: string,
  alumniId: string,
  conflictMessage: string,
): Promise<never> {
  const existing = await findRequest(ctx.db, id);
  if (!existing || existing.alumniId !== alumniId) throw notFound(M.requestNotFound);
  throw conflict(conflictMessage);
}

export async function acceptRequest(
  ctx: AppContext,
  alumni: AuthUser,
  id: string,
  input: AcceptMentorshipRequest,
) {
  if (!isUuid(id)) throw notFound(M.requestNotFound);
  const now = ctx.clock.now();
  const timeZone = input.timeZone ?? ctx.config.PLATFORM_TIME_ZONE;
  if (!isValidTimeZone(timeZone)) throw badRequest(M.timeZoneInvalid);
  if (input.meetingDate && input.meetingDate < dateIn(now, timeZone)) {
    throw new AppError('VALIDATION_ERROR', M.meetingDatePast, {}, [
      { path: 'meetingDate', message: M.meetingDatePast },
    ]);
  }
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await transitionRequest(tx, id, alumni.id, ['pending'], {
      status: 'accepted',
      responseMessage: input.responseMessage,
      meetingLink: input.meetingLink ?? null,
      meetingDate: input.meetingDate ?? null,
      meetingTime: input.meetingTime ?? null,
      meetingTimeZone: input.meetingDate && input.meetingTime ? timeZone : null,
      acceptedAt: now,
      respondedAt: now,
    });
    if (!updated) return null;
    await noteAnswer(tx, updated, now);
    const student = (await findUserBasics(tx, updated.studentId))!;
    await insertMail(
      tx,
      [acceptedMail(student, alumni, updated, linkBaseUrl(ctx.config), now, ctx.config.PLATFORM_TIME_ZONE)],
      now,
    );
    await awardPoints(ctx, tx, alumni.id, {
      kind: 'mentorship_accepted',
      sourceType: 'mentorship_request',
      sourceId: updated.id,
    });
    return updated;
  });
  if (!row) return transitionFailure(ctx, id, alumni.id, M.alreadyAnswered);
  ctx.mail.notify();
  return { success: true as const, message: M.accepted, data: base(row) };
}

export async function rejectRequest(
  ctx: AppContext,
  alumni: AuthUser,
  id: string,
  reason: RejectMentorshipRequest['rejectionReason'],
) {
  if (!isUuid(id)) throw notFound(M.requestNotFound);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await transitionRequest(tx, id, alumni.id, ['pending'], {
      status: 'rejected',
      rejectionReason: reason ?? null,
      respondedAt: now,
    });
    if (!updated) return null;
    await noteAnswer(tx, updated, now);
    const student = (await findUserBasics(tx, updated.studentId))!;
    await insertMail(tx, [rejectedMail(student, alumni, updated, linkBaseUrl(ctx.config))], now);
    return updated;
  });
  if (!row) return transitionFailure(ctx, id, alumni.id, M.alreadyAnswered);
  ctx.mail.notify();
  return { success: true as const, message: M.rejected, data: base(row) };
}

export async function archiveRequest(ctx: AppContext, alumni: AuthUser, id: string) {
  if (!isUuid(id)) throw notFound(M.requestNotFound);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await transitionRequest(tx, id, alumni.id, ['accepted', 'rejected'], {
      status: 'archived',
      archivedAt: now,
    });
    if (updated) await touchLastActive(tx, alumni.id, now);
    return updated;
  });
  if (!row) return transitionFailure(ctx, id, alumni.id, M.notArchivable);
  return { success: true as const, message: M.archived, data: base(row) };
}

export async function withdrawRequest(ctx: AppContext, student: AuthUser, id: string) {
  if (!isUuid(id)) throw notFound(M.requestNotFound);
  const row = await deletePendingRequest(ctx.db, id, student.id);
  if (!row) {
    const existing = await findRequest(ctx.db, id);
    if (!existing || existing.studentId !== student.id) throw notFound(M.requestNotFound);
    throw conflict(M.alreadyAnswered);
  }
  return { success: true as const, message: M.withdrawn };
}

export async function listAll(ctx: AppContext, query: AdminRequestsQuery) {
  const window = listWindow(query, ADMIN_REQUESTS_PAGE_SIZE);
  const rows = await listAllRequests(ctx.db, { ...query, limit: window.limit, offset: window.offset });
  return {
    window,
    total: rows[0]?.total ?? 0,
    items: rows.map(({ request, student, alumni }) => ({
      ...base(request),
      student: { _id: student.id, name: student.name },
      alumni: { _id: alumni.id, name: alumni.name },
    })),
  };
}

export async function archiveUnanswered(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const cutoff = new Date(now.getTime() - MENTORSHIP_LIMITS.autoArchiveDays * 24 * 60 * 60 * 1000);
  let archived = 0;
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const rows = await archiveStalePending(tx, cutoff, now, 100);
      for (const row of rows) {
        const student = (await findUserBasics(tx, row.studentId))!;
        const alumni = (await findUserBasics(tx, row.alumniId))!;
        await insertMail(tx, [autoArchivedMail(student, alumni, linkBaseUrl(ctx.config))], now);
        // A request left unanswered for a week costs the alumni points (a missed request).
        await awardPoints(ctx, tx, row.alumniId, {
          kind: 'request_missed',
          sourceType: 'mentorship_request',
          sourceId: row.id,
        });
        await noteExpiry(ctx, tx, row.alumniId, now);
      }
      return rows.length;
    });
    archived += batch;
    if (batch < 100) break;
  }
  if (archived > 0) ctx.mail.notify();
  return archived;
}
