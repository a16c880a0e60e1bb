import {
  MENTOR_REVIEW_LIMITS as L,
  type ListWindow,
  type MentorReview,
  type MentorReviewInput,
  type MentorReviewsQuery,
  MENTOR_REVIEW_MESSAGES as R,
  type ReportInput,
} from '@mentorbridge/shared';
import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/database';
import { isUniqueViolation, isUuid } from '../../platform/db/errors';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors';
import { closeReportsOf, fileReport } from '../content-reports/content-reports.module';
import { completeNowIfOver, payOnReview } from './completion.service';
import { lockSession } from './mentor-sessions.repository';
import { editableUntil, toSessionReview } from './review-views';
import {
  addRating,
  changeRatings,
  deleteReviewsOf,
  findMentorSummary,
  findReview,
  insertReview,
  listVisibleReviews,
  lockReview,
  lockReviewOfSession,
  updateReview,
} from './reviews.repository';

/** The session locked, and its student checked: a second review of it waits here and then finds the first. */
async function lockOwnSession(tx: Executor, student: AuthUser, sessionId: string) {
  const session = await lockSession(tx, sessionId);
  if (!session) throw notFound(R.sessionNotFound);
  if (session.studentId !== student.id) throw forbidden(R.notYourSession);
  return session;
}

/**
 * Once per completed session; a session past its end that the job has not reached yet is completed here. The
 * review closes the session's no-show window and pays its alumni, unless the window had closed already.
 */
export async function reviewSession(
  ctx: AppContext,
  student: AuthUser,
  sessionId: string,
  input: MentorReviewInput,
) {
  if (!isUuid(sessionId)) throw notFound(R.sessionNotFound);
  const now = ctx.clock.now();
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const session = await lockOwnSession(tx, student, sessionId);
      const isCompleted =
        session.status === 'completed' ||
        (session.status === 'booked' && (await completeNowIfOver(tx, session.id, now)));
      if (!isCompleted) throw new AppError('UNPROCESSABLE', R.notCompleted);
      if (await lockReviewOfSession(tx, session.id)) throw conflict(R.duplicate);
      const review = await insertReview(tx, {
        sessionId: session.id,
        studentId: student.id,
        alumniId: session.alumniId,
        rating: input.rating,
        review: input.review,
        createdAt: now,
        updatedAt: now,
      });
      await addRating(tx, session.alumniId, input.rating);
      await payOnReview(ctx, tx, session.id, now);
      return review;
    });
    return { success: true as const, message: R.saved, data: toSessionReview(row) };
  } catch (error) {
    // Only when another instance's check raced past this one's: the unique index still holds.
    if (isUniqueViolation(error)) throw conflict(R.duplicate);
    throw error;
  }
}

/** The student's own review, for `editDays` after it was written, unless moderators removed it. */
export async function editSessionReview(
  ctx: AppContext,
  student: AuthUser,
  sessionId: string,
  input: MentorReviewInput,
) {
  if (!isUuid(sessionId)) throw notFound(R.sessionNotFound);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    await lockOwnSession(tx, student, sessionId);
    const review = await lockReviewOfSession(tx, sessionId);
    if (!review) throw notFound(R.notReviewed);
    if (review.status !== 'visible') throw conflict(R.removedByModerators);
    if (now.getTime() > editableUntil(review).getTime()) throw new AppError('UNPROCESSABLE', R.editClosed);
    const updated = await updateReview(tx, review.id, {
      rating: input.rating,
      review: input.review,
      updatedAt: now,
      editedAt: now,
    });
    if (input.rating !== review.rating)
      await changeRatings(tx, review.alumniId, 0, input.rating - review.rating);
    return updated;
  });
  return { success: true as const, message: R.updated, data: toSessionReview(row) };
}

/**
 * Visible reviews only; the total is the kept count. Others see them, as the rating, from `minRatingsShown`
 * visible ratings on (below that an empty list, total 0); the mentor themself and admins always do, and only they
 * see an inactive mentor's.
 */
export async function listMentorReviews(
  ctx: AppContext,
  viewer: AuthUser,
  alumniId: string,
  query: MentorReviewsQuery,
): Promise<{ items: MentorReview[]; total: number; window: ListWindow }> {
  if (!isUuid(alumniId)) throw notFound(R.mentorNotFound);
  const mentor = await findMentorSummary(ctx.db, alumniId);
  const isPrivileged = viewer.id === alumniId || viewer.role === 'admin';
  if (mentor?.role !== 'alumni' || (!mentor.isActive && !isPrivileged)) {
    throw notFound(R.mentorNotFound);
  }
  const window = {
    page: query.page,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    paged: true,
  };
  const total = isPrivileged || mentor.reviewCount >= L.minRatingsShown ? mentor.reviewCount : 0;
  const rows =
    total > window.offset ? await listVisibleReviews(ctx.db, alumniId, window.limit, window.offset) : [];
  const items = rows.map((row) => ({
    _id: row.id,
    rating: row.rating,
    review: row.review,
    student: { name: row.studentName },
    sessionDate: row.sessionStart.toISOString(),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    isOwn: row.studentId === viewer.id,
  }));
  return { items, total, window };
}

/** Anyone signed in but its author may report a visible review. */
export async function reportReview(ctx: AppContext, reporter: AuthUser, id: string, input: ReportInput) {
  if (!isUuid(id)) throw notFound(R.reviewNotFound);
  const review = await findReview(ctx.db, id);
  if (review?.status !== 'visible') throw notFound(R.reviewNotFound);
  return fileReport(ctx, reporter, { kind: 'review', id, authorId: review.studentId }, input);
}

/** An admin's removal after a report, in the decision's transaction: it stops counting at once. */
export async function removeReviewIn(ctx: AppContext, tx: Executor, id: string) {
  const review = await lockReview(tx, id);
  if (review?.status !== 'visible') return;
  const now = ctx.clock.now();
  await updateReview(tx, id, { status: 'removed', removedAt: now, updatedAt: now });
  await changeRatings(tx, review.alumniId, -1, -review.rating);
}

/** Before an account is deleted: the reviews it wrote or received go, and the mentors' figures with them. */
export async function withdrawReviewsOf(ctx: AppContext, tx: Executor, userId: string) {
  const gone = await deleteReviewsOf(tx, userId);
  gone.sort((a, b) => a.alumniId.localeCompare(b.alumniId));
  for (const review of gone) {
    if (review.status === 'visible') await changeRatings(tx, review.alumniId, -1, -review.rating);
    await closeReportsOf(ctx, tx, 'review', review.id);
  }
}
