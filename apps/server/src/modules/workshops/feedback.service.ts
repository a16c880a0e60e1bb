import {
  type FeedbackInput,
  type FeedbackItem,
  ratingDistribution,
  WORKSHOP_MESSAGES as W,
} from '@mentorbridge/shared';
import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import { isUniqueViolation, isUuid } from '../../platform/db/errors';
import { AppError, conflict, notFound } from '../../platform/errors';
import {
  findCompletedBooking,
  findWorkshop,
  insertFeedback,
  listFeedbackForAlumni,
} from './workshops.repository';

/** One feedback per student and workshop, only from a completed booking. */
export async function leaveFeedback(ctx: AppContext, student: AuthUser, input: FeedbackInput) {
  if (!isUuid(input.workshopId)) throw notFound(W.notFound);
  const workshop = await findWorkshop(ctx.db, input.workshopId);
  if (!workshop) throw notFound(W.notFound);
  const booking = await findCompletedBooking(ctx.db, input.workshopId, student.id);
  if (!booking) throw new AppError('UNPROCESSABLE', W.feedbackNotAllowed);
  try {
    await insertFeedback(ctx.db, {
      workshopId: workshop.id,
      studentId: student.id,
      alumniId: workshop.alumniId,
      rating: input.rating,
      comment: input.comment || null,
      submittedAt: ctx.clock.now(),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(W.feedbackDuplicate);
    throw error;
  }
  return { success: true as const, message: W.feedbackThanks };
}

export async function listMyFeedback(ctx: AppContext, alumni: AuthUser) {
  const rows = await listFeedbackForAlumni(ctx.db, alumni.id);
  const feedback: FeedbackItem[] = rows.map(({ feedback: item, workshopTitle, studentName }) => ({
    _id: item.id,
    rating: item.rating,
    comment: item.comment,
    submittedAt: item.submittedAt.toISOString(),
    workshopId: item.workshopId,
    workshopTitle,
    studentId: item.studentId,
    studentName,
  }));
  const ratings = feedback.map((item) => item.rating);
  const average = ratings.length
    ? Math.round((ratings.reduce((sum, value) => sum + value, 0) / ratings.length) * 10) / 10
    : 0;
  return {
    success: true as const,
    feedback,
    averageRating: average,
    totalRatings: ratings.length,
    distribution: ratingDistribution(ratings),
  };
}
