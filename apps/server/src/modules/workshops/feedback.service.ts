import {
  type AchievementsResponse,
  badgeProgress,
  badgesFor,
  type FeedbackInput,
  type FeedbackItem,
  LEADERBOARD_LIMITS,
  levelFor,
  ratingDistribution,
  WORKSHOP_MESSAGES as W,
} from '@mentorbridge/shared';
import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/database';
import { isUniqueViolation, isUuid } from '../../platform/db/errors';
import { cappedTotal } from '../../platform/db/paging';
import { AppError, conflict, notFound } from '../../platform/errors';
import {
  awardPoints,
  getStanding,
  type PointSource,
  recordRatingReceived,
  recordRatingWithdrawn,
  reversePoints,
} from '../leaderboard/leaderboard.module';
import {
  ALUMNI_FEEDBACK_CAP,
  countFeedbackForAlumni,
  deleteFeedbackOf,
  findCompletedBooking,
  insertFeedback,
  listFeedbackForAlumni,
} from './feedback.repository';
import { findWorkshop } from './workshops.repository';

const fiveStarSource = (feedbackId: string): PointSource => ({
  kind: 'five_star_feedback',
  sourceType: 'workshop_feedback',
  sourceId: feedbackId,
});

export async function leaveFeedback(ctx: AppContext, student: AuthUser, input: FeedbackInput) {
  if (!isUuid(input.workshopId)) throw notFound(W.notFound);
  const workshop = await findWorkshop(ctx.db, input.workshopId);
  if (!workshop) throw notFound(W.notFound);
  const booking = await findCompletedBooking(ctx.db, input.workshopId, student.id);
  if (!booking) throw new AppError('UNPROCESSABLE', W.feedbackNotAllowed);
  try {
    await ctx.db.transaction(async (tx) => {
      const feedback = await insertFeedback(tx, {
        workshopId: workshop.id,
        studentId: student.id,
        alumniId: workshop.alumniId,
        rating: input.rating,
        comment: input.comment || null,
        submittedAt: ctx.clock.now(),
      });
      await recordRatingReceived(tx, workshop.alumniId, input.rating);
      if (input.rating === 5) {
        await awardPoints(ctx, tx, workshop.alumniId, fiveStarSource(feedback.id));
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(W.feedbackDuplicate);
    throw error;
  }
  return { success: true as const, message: W.feedbackThanks };
}

export async function withdrawFeedbackOf(ctx: AppContext, tx: Executor, studentId: string) {
  const given = await deleteFeedbackOf(tx, studentId);
  // Hosts in one order, so two such deletions never wait on each other's stats rows crosswise.
  given.sort((a, b) => a.alumniId.localeCompare(b.alumniId));
  for (const feedback of given) {
    await recordRatingWithdrawn(tx, feedback.alumniId, feedback.rating);
    if (feedback.rating === 5) await reversePoints(ctx, tx, fiveStarSource(feedback.id));
  }
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
  const total = await cappedTotal(rows, ALUMNI_FEEDBACK_CAP, () => countFeedbackForAlumni(ctx.db, alumni.id));
  return {
    total,
    body: {
      success: true as const,
      feedback,
      averageRating: average,
      totalRatings: ratings.length,
      distribution: ratingDistribution(ratings),
    },
  };
}

export async function getMyAchievements(ctx: AppContext, alumni: AuthUser): Promise<AchievementsResponse> {
  const [standing, recent] = await Promise.all([
    getStanding(ctx, alumni.id),
    listFeedbackForAlumni(ctx.db, alumni.id, LEADERBOARD_LIMITS.recentFeedback),
  ]);
  const stats = standing.stats;
  const average = stats ? Number(stats.ratingAverage) : 0;
  const badgeStats = {
    ratingAverage: average,
    sessionsConducted: stats?.mentorshipSessions ?? 0,
    helpfulVotes: stats?.helpfulVotes ?? 0,
  };
  const points = stats?.points ?? 0;
  return {
    success: true,
    data: {
      averageRating: average,
      totalRatings: stats?.ratingCount ?? 0,
      totalSessionsConducted: badgeStats.sessionsConducted,
      leaderboardPoints: points,
      totalHelpfulVotes: badgeStats.helpfulVotes,
      badges: badgesFor(badgeStats),
      level: levelFor(points),
      rank: standing.rank,
      streak: standing.liveStreak,
      contributions: {
        acceptedMentorships: stats?.acceptedMentorships ?? 0,
        mentorshipSessions: stats?.mentorshipSessions ?? 0,
        interviewExperiences: stats?.interviewExperiences ?? 0,
        resourcesShared: stats?.resourcesShared ?? 0,
        mockInterviews: stats?.mockInterviews ?? 0,
        fiveStarRatings: stats?.fiveStarRatings ?? 0,
        companyInsights: stats?.companyInsights ?? 0,
        missedRequests: stats?.missedRequests ?? 0,
      },
      badgeProgress: badgeProgress(badgeStats),
      recentFeedback: recent.map(({ feedback, workshopTitle, studentName }) => ({
        _id: feedback.id,
        rating: feedback.rating,
        comment: feedback.comment,
        workshopTitle,
        studentName,
        createdAt: feedback.submittedAt.toISOString(),
      })),
    },
  };
}
